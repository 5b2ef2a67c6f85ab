import { z } from "zod";

import { paginationQuery } from "@/lib/http/pagination";
import { timestamp } from "@/lib/http/schemas";

export const REVISION_RESOURCES = ["version_localization", "app_info_localization", "review_response", "experiment"] as const;

export const changesParams = z.strictObject({ appId: z.string().min(1).max(64) });

export const listChangesQuery = paginationQuery.extend({
  field: z.string().min(1).max(64).optional().describe("Only changes to this field, e.g. `keywords`, `subtitle`, `response`."),
  locale: z.string().min(1).max(16).optional().describe("Only changes in this locale, e.g. `en-US`."),
  author: z.enum(["user", "agent"]).optional().describe("`user`: edits made by hand; `agent`: the agent's approved actions."),
});

export const storeRevision = z
  .object({
    id: z.string(),
    resource: z
      .enum(REVISION_RESOURCES)
      .describe("What changed: a version's localization, the app info's, a review's response, or an experiment created."),
    resourceId: z
      .string()
      .nullable()
      .describe("Our id of the version or the review; the app info's App Store Connect id; null for an experiment."),
    locale: z.string().nullable(),
    field: z.string().describe("The field, e.g. `keywords`; `response` for a review's reply; `experiment` for an experiment's name."),
    before: z.string().nullable(),
    after: z.string().nullable(),
    author: z.object({
      kind: z.enum(["user", "agent"]),
      userId: z.string().nullable().describe("The user who edited it, or who owns the agent that did."),
      agentActionId: z.string().nullable().describe("The agent's action, for a change the agent made."),
    }),
    createdAt: timestamp,
  })
  .meta({ id: "StoreRevision" });
