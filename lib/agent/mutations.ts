import { z } from "zod";

import { MAX_RESPONSE_LENGTH } from "@/lib/reviews/schemas";
import type { TeamPermission } from "@/lib/teams/roles";
import { limitsOf } from "@/lib/text/store-fields";

import { LOCALIZATION_FIELDS } from "./config";

/**
 * The changes the agent can make, typed. Each carries its exact before and after, so the owner
 * approves precisely what will be written, and execution can tell whether the store still
 * holds `before` (or already holds `after`).
 */

/** The texts, their labels and limits: one vocabulary (lib/text/store-fields.ts) for the API, the agent and the dashboard. */
export { LOCALIZATION_FIELDS, type LocalizationField } from "./config";
export { isAppInfoField, STORE_TEXT_FIELD_LABELS as FIELD_LABELS, URL_FIELDS } from "@/lib/text/store-fields";

/** App Store Connect's limits: keywords in bytes of UTF-8, the rest in characters (code points); see lib/text/store-text.ts. */
export const FIELD_LIMITS = limitsOf(LOCALIZATION_FIELDS);

const id = z.string().min(1).max(64);

export const updateLocalizationMutation = z
  .strictObject({
    type: z.literal("update_localization"),
    field: z.enum(LOCALIZATION_FIELDS),
    locale: z.string().min(2).max(16),
    /** The version whose localization changes (our id); absent for the name, subtitle and privacy policy URL, which live on the app info. */
    versionId: id.optional(),
    /** App Store Connect's id of the app info in use; only for the name, subtitle and privacy policy URL. */
    appInfoId: id.optional(),
    before: z.string().nullable(),
    after: z.string().min(1).max(4000),
  })
  .meta({
    id: "UpdateLocalizationMutation",
    description: "Set one localization field of a version (or the name, subtitle or privacy policy URL, of the app info) for one locale.",
  });

export const replyToReviewMutation = z
  .strictObject({
    type: z.literal("reply_to_review"),
    /** The review (our id). */
    reviewId: id,
    rating: z.int().min(1).max(5),
    reviewTitle: z.string().nullable(),
    before: z.string().nullable().describe("The reply shown now, if any."),
    after: z.string().min(1).max(MAX_RESPONSE_LENGTH),
  })
  .meta({ id: "ReplyToReviewMutation", description: "Publish a reply under a customer review (replacing an earlier one)." });

export const experimentPlan = z.strictObject({
  name: z.string().trim().min(1).max(64),
  trafficProportion: z.int().min(1).max(100).describe("Percent of visitors who see a treatment."),
  treatments: z
    .array(
      z.strictObject({
        name: z.string().trim().min(1).max(64),
        appIconName: z
          .string()
          .trim()
          .min(1)
          .max(64)
          .optional()
          .describe("The alternate app icon (in the app's build) this treatment shows: one the app's experiments have used."),
      }),
    )
    .min(1)
    .max(3)
    .describe("Each with the asset it tests: an experiment without them is not proposed."),
});

export const createExperimentMutation = z
  .strictObject({
    type: z.literal("create_experiment"),
    // Typed as the plan (or null) rather than as null alone, which client generators drop; only null is accepted.
    before: experimentPlan
      .nullable()
      .refine((value) => value === null, "A new experiment has nothing before it: send null.")
      .describe("Always null: the experiment does not exist before."),
    after: experimentPlan,
  })
  .meta({
    id: "CreateExperimentMutation",
    description:
      "Create a product page optimization experiment with its treatments, each with the alternate icon it shows (left in preparation for the owner to submit).",
  });

export const mutationSchema = z
  .discriminatedUnion("type", [updateLocalizationMutation, replyToReviewMutation, createExperimentMutation])
  .meta({ id: "AgentMutation" });

export type Mutation = z.output<typeof mutationSchema>;
export type UpdateLocalization = z.output<typeof updateLocalizationMutation>;
export type ReplyToReview = z.output<typeof replyToReviewMutation>;
export type CreateExperiment = z.output<typeof createExperimentMutation>;

/** What a brain hands back: the change, and the words the owner decides on. */
export const proposalSchema = z.strictObject({
  mutation: mutationSchema,
  summary: z.string().trim().min(1).max(300).describe("One line: what changes."),
  rationale: z.string().trim().min(1).max(2000).describe("Why it should help."),
});
export type Proposal = z.output<typeof proposalSchema>;

/** Who may decide a change (approve or reject it, and is told it waits): the members whose role publishes its kind. */
export const DECIDED_WITH: Record<Mutation["type"], TeamPermission> = {
  update_localization: "metadata.publish",
  reply_to_review: "replies.publish",
  create_experiment: "experiments.publish",
};
