import { z } from "zod";

import { timestamp } from "@/lib/http/schemas";
import { VERSION_NUMBER } from "@/lib/store/version-number";
import { limitsOf } from "@/lib/text/store-fields";
import { characterCount, lengthUnit, storeTextProblems } from "@/lib/text/store-text";

import { VERSION_TEXT_FIELDS } from "./editable-fields";

export { characterCount };

/** App Store Connect's limits for a version localization: keywords in bytes (UTF-8), the rest in characters (lib/text/store-text.ts). */
export const TEXT_LIMITS = limitsOf(VERSION_TEXT_FIELDS);

function text(field: keyof typeof TEXT_LIMITS, what: string) {
  const limit = TEXT_LIMITS[field];
  return z
    .string()
    .superRefine((value, context) => {
      for (const message of storeTextProblems(field, value, limit)) context.addIssue({ code: "custom", message });
    })
    .nullable()
    .optional()
    .describe(
      lengthUnit(field) === "bytes"
        ? `${what}: at most ${limit} bytes of UTF-8 (a Japanese character is 3), separated by commas; each keyword longer than 2 characters. \`null\` clears it.`
        : `${what}: at most ${limit} characters (counted as Unicode code points). \`null\` clears it.`,
    );
}

/** An absolute http(s) URL of at most `limit` characters, or `null` to clear it (also used for the app info's privacy policy URL). */
export function httpUrlField(limit: number, what: string) {
  return z
    .string()
    .superRefine((value, context) => {
      if (characterCount(value) > limit) {
        context.addIssue({ code: "custom", message: `At most ${limit} characters (App Store Connect's limit)` });
        return;
      }
      let parsed: URL | undefined;
      try {
        parsed = new URL(value);
      } catch {
        parsed = undefined;
      }
      if (!parsed || (parsed.protocol !== "https:" && parsed.protocol !== "http:") || !parsed.hostname || value.trim() !== value) {
        context.addIssue({ code: "custom", message: "Must be an absolute http or https URL" });
      }
    })
    .nullable()
    .optional()
    .describe(`${what}: an absolute http(s) URL, at most ${limit} characters. \`null\` clears it.`);
}

/** The flag that saves an edit despite the precheck's findings (lib/versions/precheck-edit.ts). */
export const acknowledgeWarnings = () =>
  z
    .boolean()
    .optional()
    .describe(
      "Save even though the precheck found something App Review would likely reject (another platform's name, placeholder text, a URL that does not answer over https). Without it such an edit is refused with `422 precheck_failed`, listing each finding in `errors`. Limits are never waived.",
    );

const url = (field: "marketingUrl" | "supportUrl", what: string) => httpUrlField(TEXT_LIMITS[field], what);

export const updateVersionLocalizationInput = z
  .strictObject({
    description: text("description", "The App Store description"),
    keywords: text("keywords", "Comma-separated search keywords"),
    promotionalText: text("promotionalText", "Promotional text above the description; editable in any live state"),
    whatsNew: text("whatsNew", "What's new in this version"),
    marketingUrl: url("marketingUrl", "Marketing page"),
    supportUrl: url("supportUrl", "Support page"),
    acknowledgeWarnings: acknowledgeWarnings(),
  })
  .superRefine((value, context) => {
    if (Object.keys(value).filter((key) => key !== "acknowledgeWarnings").length === 0) {
      context.addIssue({ code: "custom", message: `Give at least one of ${VERSION_TEXT_FIELDS.join(", ")}` });
    }
  })
  .meta({ id: "UpdateVersionLocalizationInput" });

export const versionParams = z.strictObject({ appId: z.string().min(1).max(64), versionId: z.string().min(1).max(64) });

export const localizationParams = versionParams.extend({
  locale: z.string().min(1).max(64).describe("App Store Connect's locale code, e.g. `en-US` (see `GET /locales`)."),
});

export const versionLocalization = z
  .object({
    locale: z.string(),
    description: z.string().nullable(),
    keywords: z.string().nullable(),
    promotionalText: z.string().nullable(),
    whatsNew: z.string().nullable(),
    marketingUrl: z.string().nullable(),
    supportUrl: z.string().nullable(),
    etag: z
      .string()
      .describe("The locale's texts' ETag: send it in If-Match with an edit of them, so another person's edit since is not overwritten."),
  })
  .meta({ id: "VersionLocalization" });

const versionFields = {
  id: z.string(),
  storeId: z.string().describe("The version's id in App Store Connect."),
  platform: z.string().describe("`IOS`, `MAC_OS`, `TV_OS` or `VISION_OS`."),
  versionString: z.string(),
  appStoreState: z.string().describe("App Store Connect's state, e.g. `PREPARE_FOR_SUBMISSION`, `READY_FOR_SALE`."),
  releaseType: z.string().nullable(),
  editable: z.boolean().describe("All of its metadata can change: the version is being prepared or was rejected."),
  editableFields: z
    .array(z.enum(VERSION_TEXT_FIELDS))
    .describe("Localization fields App Store Connect accepts changes to in this state (a live version: only `promotionalText`)."),
  storeCreatedAt: timestamp.nullable().describe("When App Store Connect created the version."),
  buildStoreId: z.string().nullable().describe("App Store Connect id of the build attached to it."),
  localeCount: z.number().int().min(0),
};

export const version = z.object(versionFields).meta({ id: "AppStoreVersion" });

export const versionDetail = z
  .object({ ...versionFields, localizations: z.array(versionLocalization).describe("By locale code.") })
  .meta({ id: "AppStoreVersionDetail" });

export const createVersionInput = z
  .strictObject({
    versionString: z
      .string()
      .regex(VERSION_NUMBER, "One to three period-separated integers, such as 1.6 or 1.6.1")
      .describe("The new version's number: one to three period-separated integers, higher than every earlier version's."),
    platform: z.enum(["IOS", "MAC_OS", "TV_OS", "VISION_OS"]).default("IOS").describe("Default `IOS`."),
  })
  .meta({ id: "CreateVersionInput" });
