import { z } from "zod";

import { appParams } from "@/lib/apps/schemas";
import { singleLine } from "@/lib/text/single-line";
import { acknowledgeWarnings, characterCount, httpUrlField } from "@/lib/versions/schemas";

import { APP_INFO_FIELDS, APP_INFO_LIMITS, MIN_NAME_LENGTH } from "./app-info-fields";

// Name and subtitle are lines of the App Store listing (and of our pages and emails): one line,
// no direction controls (lib/text/single-line.ts).
const name = singleLine(z.string())
  .superRefine((value, context) => {
    const count = characterCount(value);
    if (value.trim() === "") context.addIssue({ code: "custom", message: "Must not be blank" });
    else if (count < MIN_NAME_LENGTH)
      context.addIssue({ code: "custom", message: `At least ${MIN_NAME_LENGTH} characters (App Store Connect's rule)` });
    else if (count > APP_INFO_LIMITS.name)
      context.addIssue({
        code: "custom",
        message: `At most ${APP_INFO_LIMITS.name} characters (App Store Connect's limit); this has ${count}`,
      });
  })
  .optional()
  .describe(
    `The app's name on the App Store in this locale: ${MIN_NAME_LENGTH} to ${APP_INFO_LIMITS.name} characters (Unicode code points). It cannot be cleared.`,
  );

const subtitle = singleLine(z.string())
  .superRefine((value, context) => {
    const count = characterCount(value);
    if (count > APP_INFO_LIMITS.subtitle)
      context.addIssue({
        code: "custom",
        message: `At most ${APP_INFO_LIMITS.subtitle} characters (App Store Connect's limit); this has ${count}`,
      });
  })
  .nullable()
  .optional()
  .describe(`Shown under the name: at most ${APP_INFO_LIMITS.subtitle} characters. \`null\` clears it.`);

export const updateAppInfoLocalizationInput = z
  .strictObject({
    name,
    subtitle,
    privacyPolicyUrl: httpUrlField(APP_INFO_LIMITS.privacyPolicyUrl, "The privacy policy's address"),
    acknowledgeWarnings: acknowledgeWarnings(),
  })
  .superRefine((value, context) => {
    if (Object.keys(value).filter((key) => key !== "acknowledgeWarnings").length === 0)
      context.addIssue({ code: "custom", message: `Give at least one of ${APP_INFO_FIELDS.join(", ")}` });
  })
  .meta({ id: "UpdateAppInfoLocalizationInput" });

export const appInfoLocalizationParams = appParams.extend({
  locale: z.string().min(1).max(64).describe("App Store Connect's locale code, e.g. `en-US` (see `GET /locales`)."),
});

export const appInfoLocalization = z
  .object({
    locale: z.string(),
    name: z.string().nullable(),
    subtitle: z.string().nullable(),
    privacyPolicyUrl: z.string().nullable(),
    etag: z
      .string()
      .describe(
        "The locale's app information's ETag: send it in If-Match with an edit of it, so another person's edit since is not overwritten.",
      ),
  })
  .meta({ id: "AppInfoLocalization" });

export const appInfo = z
  .object({
    storeId: z.string().nullable().describe("App Store Connect's id of the app info shown; null before the first sync."),
    state: z
      .string()
      .nullable()
      .describe(
        "App Store Connect's state of the app info, e.g. `PREPARE_FOR_SUBMISSION` (being prepared with the next version) or `READY_FOR_DISTRIBUTION` (live).",
      ),
    editableFields: z
      .array(z.enum(APP_INFO_FIELDS))
      .describe(
        "Fields App Store Connect accepts changes to in this state: all while the app info is prepared or rejected, otherwise only `privacyPolicyUrl`.",
      ),
    localizations: z.array(appInfoLocalization).describe("By locale code."),
  })
  .meta({ id: "AppInfo", description: "The app info the service edits: the one being prepared, else the live one." });
