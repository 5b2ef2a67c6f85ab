/** How a badge or a figure reads: neutral, or good/bad/attention news. */
export type Tone = "neutral" | "info" | "success" | "warning" | "danger";
