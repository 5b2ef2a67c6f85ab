import { z } from "zod";

import { build } from "@/lib/builds/schemas";
import { timestamp } from "@/lib/http/schemas";
import { REVIEW_NOTES_LIMIT } from "@/lib/store/answers";

const RELEASE_TYPES = ["MANUAL", "AFTER_APPROVAL", "SCHEDULED"] as const;

const contactText = (what: string, max = 255) =>
  z.string().trim().min(1).max(max).nullable().optional().describe(`${what}. \`null\` clears it.`);

export const reviewDetailsInput = z
  .strictObject({
    contactFirstName: contactText("First name of the person App Review can contact"),
    contactLastName: contactText("Last name of that person"),
    contactEmail: z.email().max(255).nullable().optional().describe("Their email address. `null` clears it."),
    contactPhone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()./-]{5,30}$/, "A phone number with its country code, such as +1 408 555 0100")
      .nullable()
      .optional()
      .describe("Their phone number, with the country code. `null` clears it."),
    demoAccountName: contactText("The user name App Review signs in with"),
    demoAccountPassword: contactText("Its password: sealed at rest, sent to App Store Connect, never returned"),
    demoAccountRequired: z.boolean().optional().describe("The app needs an account to be reviewed."),
    notes: z
      .string()
      .max(REVIEW_NOTES_LIMIT)
      .nullable()
      .optional()
      .describe(`Notes for App Review, at most ${REVIEW_NOTES_LIMIT} characters.`),
  })
  .meta({ id: "ReviewDetailsInput" });

const releaseMethodFields = {
  releaseType: z
    .enum(RELEASE_TYPES)
    .optional()
    .describe(
      'After approval: `MANUAL` waits for "Release now", `AFTER_APPROVAL` releases at once, `SCHEDULED` not before `earliestReleaseDate`.',
    ),
  earliestReleaseDate: timestamp
    .nullable()
    .optional()
    .describe("With `SCHEDULED`: not released before this (in the future; App Store Connect rounds to the hour)."),
  phasedRelease: z
    .boolean()
    .optional()
    .describe("Release to automatic updates over seven days (1, 2, 5, 10, 20, 50, 100 %), which can be paused."),
};

/** A scheduled release needs its date, in the future. */
function checkSchedule(value: { releaseType?: string; earliestReleaseDate?: string | null }, context: z.RefinementCtx): void {
  if (value.releaseType === "SCHEDULED" && !value.earliestReleaseDate) {
    context.addIssue({ code: "custom", path: ["earliestReleaseDate"], message: "A scheduled release needs its date" });
  }
  if (value.earliestReleaseDate && Date.parse(value.earliestReleaseDate) <= Date.now()) {
    context.addIssue({ code: "custom", path: ["earliestReleaseDate"], message: "Must be in the future" });
  }
}

/** How the version is released after approval (the release page's form). */
export const releaseMethodInput = z.strictObject(releaseMethodFields).superRefine(checkSchedule).meta({ id: "ReleaseMethodInput" });

/** The build to ship (the release page's build picker). */
export const buildChoiceInput = z
  .strictObject({
    buildId: z
      .string()
      .min(1, "Choose a build")
      .max(64)
      .describe("The build to ship (`GET /apps/{appId}/builds`): processed, valid, not expired."),
  })
  .meta({ id: "BuildChoiceInput" });

export const updateVersionInput = z
  .strictObject({
    buildId: buildChoiceInput.shape.buildId.optional(),
    ...releaseMethodFields,
    reviewDetails: reviewDetailsInput.optional(),
  })
  .superRefine((value, context) => {
    if (Object.keys(value).length === 0) {
      context.addIssue({
        code: "custom",
        message: "Give at least one of buildId, releaseType, earliestReleaseDate, phasedRelease, reviewDetails",
      });
    }
    checkSchedule(value, context);
  })
  .meta({ id: "UpdateVersionInput" });

/** Apple's share of automatic updates on each day of a phased release. */
export const PHASED_RELEASE_SHARES = [1, 2, 5, 10, 20, 50, 100] as const;

export const phasedRelease = z
  .object({
    state: z.string().describe("`INACTIVE` until released, then `ACTIVE`, `PAUSED` or `COMPLETE`."),
    startedAt: timestamp.nullable(),
    day: z.number().int().nullable().describe("Day of the seven-day rollout (paused days do not count)."),
    share: z.number().int().nullable().describe("Percent of automatic updates that get the version on this day."),
    pausedDays: z.number().int().nullable().describe("Days paused so far (at most 30)."),
  })
  .meta({ id: "PhasedRelease" });

export const reviewDetails = z
  .object({
    contactFirstName: z.string().nullable(),
    contactLastName: z.string().nullable(),
    contactEmail: z.string().nullable(),
    contactPhone: z.string().nullable(),
    demoAccountName: z.string().nullable(),
    demoAccountPasswordSet: z.boolean().describe("A password is kept (it is never returned)."),
    demoAccountRequired: z.boolean().nullable(),
    notes: z.string().nullable(),
  })
  .meta({ id: "ReviewDetails" });

export const versionRelease = z
  .object({
    versionId: z.string(),
    versionString: z.string(),
    platform: z.string(),
    appStoreState: z.string().describe("App Store Connect's state of the version."),
    build: build.nullable().describe("The attached build, when the last sync holds it."),
    buildStoreId: z.string().nullable(),
    releaseType: z.string().nullable(),
    earliestReleaseDate: timestamp.nullable(),
    phasedRelease: phasedRelease.nullable(),
    reviewDetails: reviewDetails.nullable(),
  })
  .meta({ id: "VersionRelease" });

export const readinessItem = z
  .object({
    check: z
      .enum(["build", "export_compliance", "localization", "app_info", "review_contact", "demo_account", "precheck", "screenshots"])
      .describe(
        "What was checked. `screenshots`: one item per locale and display type App Review needs; in the app's primary language it blocks, elsewhere it is a warning (the App Store shows the primary language's screenshots where a locale has none).",
      ),
    ok: z.boolean(),
    blocking: z.boolean().describe("Whether it stops a submission; precheck findings are warnings."),
    locale: z.string().optional(),
    field: z.string().optional(),
    message: z.string().describe("What is wrong and what to do, in words (or what is fine)."),
  })
  .meta({ id: "ReadinessItem" });

export const readiness = z
  .object({
    ready: z.boolean().describe("Every blocking item is ok: the version can be submitted."),
    items: z.array(readinessItem),
  })
  .meta({ id: "Readiness" });

export const copyWhatsNewResult = z
  .object({ copiedTo: z.array(z.string()).describe("The locales that got the primary locale's text, which had none.") })
  .meta({ id: "CopyWhatsNewResult" });

export const submissionResult = z
  .object({
    submitted: z.boolean().optional().describe("Present on submission: the version is with App Review."),
    canceled: z.boolean().optional().describe("Present on cancellation: the submission is withdrawn."),
    submission: z.object({
      storeId: z.string().describe("The review submission's id in App Store Connect."),
      state: z.string().describe("App Store Connect's state of the submission, e.g. `WAITING_FOR_REVIEW`, `CANCELING`."),
      submittedAt: timestamp.nullable(),
    }),
    version: versionRelease,
  })
  .meta({ id: "SubmissionResult" });

export const phasedReleaseInput = z
  .strictObject({
    state: z
      .enum(["ACTIVE", "PAUSED", "COMPLETE"])
      .describe("`PAUSED` pauses the rollout, `ACTIVE` resumes it, `COMPLETE` releases to everyone now."),
  })
  .meta({ id: "PhasedReleaseInput" });

export const timeline = z
  .object({
    items: z.array(
      z.object({
        subject: z
          .enum(["version", "phased_release"])
          .describe(
            "What changed: the version's state (Apple's `appVersionState`) or its phased release's (`ACTIVE`, `PAUSED`, `COMPLETE`).",
          ),
        state: z.string().describe("App Store Connect's state the version, or its phased release, entered."),
        stateInWords: z.string(),
        fromState: z.string().nullable(),
        at: timestamp.describe("When the service learned it."),
        source: z
          .enum(["created", "action", "guard", "webhook", "poll", "read", "sync"])
          .describe(
            "How the service learned it: made or done through the service (`created`, `action`), done by the app's release guard (`guard`), told by App Store Connect's webhook, seen while checking on a version in review (`poll`), read before an action (`read`) or by a sync.",
          ),
        how: z.string().describe("The same, in words."),
        by: z.string().nullable().describe("Who did it, for changes made through the service."),
        note: z.string().nullable().describe("Why, when the service itself did it (the release guard's figures)."),
      }),
    ),
  })
  .meta({ id: "VersionTimeline" });
