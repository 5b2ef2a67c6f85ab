import type { CSSProperties } from "react";

/**
 * Shared inline styles. Email clients drop <style> blocks and remote fonts unpredictably,
 * so everything is inline and the fonts are the reader's own system fonts. Colours meet
 * WCAG AA contrast on their backgrounds.
 */
export const colors = {
  page: "#f3f4f6",
  card: "#ffffff",
  border: "#d9dde3",
  text: "#1f2933",
  muted: "#52606d",
  accent: "#1d4ed8",
  panel: "#f8fafc",
} as const;

export const fontFamily = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const text: CSSProperties = { fontSize: "16px", lineHeight: "24px", color: colors.text, margin: "0 0 16px" };

export const muted: CSSProperties = { ...text, fontSize: "14px", lineHeight: "20px", color: colors.muted };

export const label: CSSProperties = {
  ...muted,
  margin: "0 0 4px",
  fontSize: "12px",
  fontWeight: 600,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
};

export const panel: CSSProperties = {
  backgroundColor: colors.panel,
  border: `1px solid ${colors.border}`,
  borderRadius: "6px",
  padding: "16px",
  margin: "0 0 16px",
};

export const link: CSSProperties = { color: colors.accent, textDecoration: "underline" };
