import { detectLanguage, languageFit, localeLanguage } from "@/lib/text/reply-language";

import type { LocalizationField } from "./mutations";
import { localesInScope, type AgentContext } from "./observe";

/**
 * Store texts written in another language than their locale's (an English description in the
 * Japanese locale, the English release notes copied into German): pointed out to the owner in the
 * tick's observation, not rewritten. The rules never translate (a translation is a model's or a
 * person's job), and a locale whose language the agent does not write in is left alone.
 */

export interface LanguageFinding {
  locale: string;
  field: LocalizationField;
  versionString: string;
  /** The language the text reads as (`en`), when detection can tell. */
  writtenIn: string | null;
}

const FIELDS = ["description", "whatsNew"] as const satisfies readonly LocalizationField[];

/** The findings for the version being prepared, else the live one. */
export function languageFindings(context: AgentContext): LanguageFinding[] {
  const version = context.versions.find((v) => !v.live && !v.rejected) ?? context.versions.find((v) => v.live);
  if (!version) return [];
  return localesInScope(context).flatMap((locale) =>
    localeLanguage(locale) === null
      ? []
      : FIELDS.flatMap((field) => {
          const text = version.texts[locale]?.[field];
          if (!text?.trim() || languageFit(text, locale) !== "no") return [];
          return [{ locale, field, versionString: version.versionString, writtenIn: detectLanguage(text) }];
        }),
  );
}
