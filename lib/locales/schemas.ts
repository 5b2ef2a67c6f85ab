import { z } from "zod";

export const LOCALE_FIELDS = [
  "name",
  "subtitle",
  "description",
  "keywords",
  "promotionalText",
  "whatsNew",
  "supportUrl",
  "marketingUrl",
] as const;
export type LocaleField = (typeof LOCALE_FIELDS)[number];

export const locale = z
  .object({
    locale: z.string().describe("App Store Connect's code, e.g. `en-US`, `zh-Hans`, `no`."),
    name: z.string().describe("English display name, e.g. `American English`."),
  })
  .meta({ id: "Locale" });

const localeField = z.enum(LOCALE_FIELDS);

export const describedVersion = z
  .object({
    id: z.string(),
    versionString: z.string(),
    appStoreState: z.string(),
    editable: z.boolean().describe("Whether all of its metadata can still change (it is being prepared or was rejected)."),
    firstVersion: z.boolean().describe("No older version is kept for the app: `whatsNew` is not required."),
  })
  .meta({ id: "DescribedVersion" });

export const appLocale = z
  .object({
    locale: z.string(),
    localeName: z.string().describe("English display name of the locale."),
    primary: z.boolean().describe("The app's primary locale."),
    filled: z.array(localeField).describe("Fields with a non-blank value, in the order of `LOCALE_FIELDS`."),
    missing: z
      .array(localeField)
      .describe(
        "Required fields that are blank: `name`, `description`, `keywords`, `supportUrl`, and `whatsNew` unless this is the first version.",
      ),
    complete: z.boolean().describe("No required field is missing."),
  })
  .meta({ id: "AppLocale" });

export const appLocales = z
  .object({
    version: describedVersion
      .nullable()
      .describe("The version whose localizations are checked: the editable one, else the newest kept; null before the first sync."),
    appInfoState: z
      .string()
      .nullable()
      .describe("State of the app info that `name` and `subtitle` come from: the editable one, else the live one."),
    items: z.array(appLocale),
  })
  .meta({ id: "AppLocales" });
