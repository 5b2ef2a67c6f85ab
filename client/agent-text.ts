/** The agent's events and brains in words, for the owner's and the admin's event logs. */
import { HELD_REASON_WORDS, type HeldReason } from "@/lib/agent/event-kinds";

import type { AgentEvent } from "./api-types";
import { formatDateTime, plural } from "./format";
import { localeName, versionState } from "./store-labels";

const text = (value: unknown) => (typeof value === "string" && value ? value : null);
const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === "object") : [];

/** "rules" → "the built-in rules"; "openai:gpt-4.1" → "the model gpt-4.1". */
export function brainName(brain: string): string {
  if (brain === "rules") return "the built-in rules";
  const separator = brain.indexOf(":");
  return `the model ${separator >= 0 ? brain.slice(separator + 1) : brain}`;
}

/** What the owner's words no rule was read from are, wherever they are shown. */
export const KEPT_AS_WRITTEN = "kept as you wrote it; not yet applied as a rule";

/** One line about an event, from the fields its kind carries. */
const WAKE_REASONS: Record<string, string> = {
  first_sync: "The app's first sync finished: looking at its data now",
  sync: "A sync brought something new",
  run_now: "You asked it to run now",
};

export function eventLine(event: AgentEvent): string | null {
  const { data } = event;
  switch (event.kind) {
    case "rejection":
      return [
        text(data.summary),
        text(data.reason) && `Reason: ${text(data.reason)}`,
        // Words no rule was read from are kept, and the owner is told so where they wrote them.
        text(data.kept) && KEPT_AS_WRITTEN,
      ]
        .filter(Boolean)
        .join(" — ");
    case "quota_reached":
    case "wish_read":
    case "brain_fallback":
      return text(data.message);
    case "execution_failed":
    case "error":
      return [text(data.summary), text(data.error) ?? text(data.message)].filter(Boolean).join(" — ");
    case "sleep":
      return text(data.until) ? `Until ${formatDateTime(text(data.until)!)}` : null;
    case "approval":
      return data.auto === true ? "Approved automatically" : text(data.summary);
    case "config_changed":
      return data.changes && typeof data.changes === "object" ? `Changed: ${Object.keys(data.changes).map(configName).join(", ")}` : null;
    case "observation": {
      const versions = list(data.versions).map(
        (version) => `${String(version.versionString)} (${versionState(text(version.state)).at(0)!.toLowerCase()})`,
      );
      const parts = [
        Array.isArray(data.locales) && plural(data.locales.length, "locale"),
        versions.length > 0 && `version${versions.length > 1 ? "s" : ""} ${versions.join(" and ")}`,
        typeof data.unansweredReviews === "number" && plural(data.unansweredReviews, "review") + " without a reply",
        typeof data.experiments === "number" && plural(data.experiments, "experiment"),
      ].filter(Boolean);
      const rejected = Array.isArray(data.rejectedVersions) ? data.rejectedVersions.filter((v): v is string => typeof v === "string") : [];
      const lines = [
        parts.length ? `Looked at ${parts.join(", ")}` : null,
        ...rejected.map(
          (version) =>
            `Version ${version} was rejected by App Review: the agent proposes nothing for it; the reasons are in App Store Connect's Resolution Center`,
        ),
        ...list(data.languageFindings).map(languageFindingLine),
      ].filter(Boolean);
      return lines.length ? lines.join(". ") : null;
    }
    case "review_held":
      return [
        text(data.title) ? `"${text(data.title)}"` : "A review",
        typeof data.rating === "number" ? `(${plural(data.rating, "star")})` : null,
        `${HELD_REASON_WORDS[(text(data.why) ?? "abusive") as HeldReason] ?? HELD_REASON_WORDS.abusive}: the agent drafts no reply to it. Answer it yourself if you want to.`,
      ]
        .filter(Boolean)
        .join(" ");
    case "wake":
      return WAKE_REASONS[text(data.reason) ?? ""] ?? (data.by ? "An administrator woke it" : null);
    case "expired":
      return [text(data.summary), "not decided in time; the agent moved on"].filter(Boolean).join(" — ");
    case "no_proposal":
      return `Nothing worth proposing${text(data.brain) ? ` (asked ${brainName(text(data.brain)!)})` : ""}`;
    default:
      return text(data.summary) ?? text(data.reason);
  }
}

const FIELD_WORDS: Record<string, string> = { description: "description", whatsNew: "What's New" };

/** "The description of 1.5.0 in Japanese reads as English, not Japanese: the agent does not rewrite it" */
function languageFindingLine(finding: Record<string, unknown>): string {
  const locale = text(finding.locale) ?? "";
  const field = FIELD_WORDS[text(finding.field) ?? ""] ?? "text";
  const written = text(finding.writtenIn);
  return `The ${field} of ${text(finding.versionString) ?? "the version"} in ${localeName(locale)} ${
    written ? `reads as ${localeName(written)}` : "is written in another language"
  }, not ${localeName(locale.startsWith("zh") ? locale : (locale.split("-")[0] ?? locale))}: translate it, or leave it; the agent does not rewrite it`;
}

/** More about an event, in words: the reasoning of a proposal, the ideas set aside and why. */
export function eventDetails(event: AgentEvent): string[] {
  const { data } = event;
  const details: string[] = [];
  if (text(data.rationale))
    // A model's reasons are its own words, quoted as such; the rules' are the service's.
    details.push(
      text(data.brain) && !["rules", "revert"].includes(text(data.brain)!)
        ? `Why, in the AI model's own words: “${text(data.rationale)}”`
        : `Why: ${text(data.rationale)}`,
    );
  if (text(data.brain) && event.kind === "proposal") details.push(`Proposed by ${brainName(text(data.brain)!)}`);
  for (const skipped of list(data.skipped)) {
    const problems = list(skipped.problems)
      .map((problem) => text(problem.message))
      .filter(Boolean);
    details.push(`Set aside "${text(skipped.summary) ?? "an idea"}": ${problems.length ? problems.join("; ") : (text(skipped.why) ?? "")}`);
  }
  return details;
}

const CONFIG_NAMES: Record<string, string> = {
  goals: "goals",
  locales: "locales",
  fields: "what it may change",
  autoApprove: "automatic approval",
  tickIntervalMinutes: "how often it runs",
  reviewReplyTone: "the tone of replies",
  replyToPositiveReviews: "replies to 4- and 5-star reviews",
};
const configName = (key: string) => CONFIG_NAMES[key] ?? key;
