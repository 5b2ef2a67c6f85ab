import { LOCALE_FIELDS, type LocaleField } from "./schemas";

type LocaleTexts = Partial<Record<LocaleField, string | null>>;

/**
 * Which fields of one locale are filled (non-blank) and which required ones are missing.
 * App Store Connect needs a name, a description, keywords and a support URL in every locale
 * before submission, and "What's New" for every version after the first.
 */
export function localeCompleteness(texts: LocaleTexts, options: { whatsNewRequired: boolean }) {
  const filled = LOCALE_FIELDS.filter((field) => (texts[field] ?? "").trim() !== "");
  const required = new Set<LocaleField>([
    "name",
    "description",
    "keywords",
    "supportUrl",
    ...(options.whatsNewRequired ? (["whatsNew"] as const) : []),
  ]);
  const missing = LOCALE_FIELDS.filter((field) => required.has(field) && !filled.includes(field));
  return { filled, missing, complete: missing.length === 0 };
}
