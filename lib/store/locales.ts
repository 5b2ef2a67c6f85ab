/**
 * The locales App Store Connect accepts for app and version metadata, with their codes exactly
 * as ASC spells them (`en-US`, `zh-Hans`, `no`), in ASC's order.
 */
export const ASC_LOCALES = [
  "ar-SA",
  "ca",
  "zh-Hans",
  "zh-Hant",
  "hr",
  "cs",
  "da",
  "nl-NL",
  "en-AU",
  "en-CA",
  "en-GB",
  "en-US",
  "fi",
  "fr-FR",
  "fr-CA",
  "de-DE",
  "el",
  "he",
  "hi",
  "hu",
  "id",
  "it",
  "ja",
  "ko",
  "ms",
  "no",
  "pl",
  "pt-BR",
  "pt-PT",
  "ro",
  "ru",
  "sk",
  "es-MX",
  "es-ES",
  "sv",
  "th",
  "tr",
  "uk",
  "vi",
] as const;

type AscLocale = (typeof ASC_LOCALES)[number];

const known = new Set<string>(ASC_LOCALES);

/** Whether App Store Connect knows the locale; codes are compared exactly (`en-us` is not one). */
export const isAscLocale = (code: string): code is AscLocale => known.has(code);

const displayNames = new Intl.DisplayNames("en", { type: "language" });

/** The locale's English display name (`de-DE` → "German (Germany)"); the code itself when ICU has none. */
export function localeName(code: string): string {
  try {
    return displayNames.of(code) ?? code;
  } catch {
    return code;
  }
}
