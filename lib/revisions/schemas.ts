import { z } from "zod";

import { paginationQuery } from "@/lib/http/pagination";
import { timestamp } from "@/lib/http/schemas";

export const REVISION_RESOURCES = [
  "version_localization",
  "app_info_localization",
  "review_response",
  "experiment",
  "screenshot_set",
] as const;

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
      .describe(
        "What changed: a version's localization, the app info's, a review's response, an experiment created, or a locale's screenshot set (`field` its display type; `before`/`after` its file names in order).",
      ),
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
      proposalId: z.string().nullable().describe("The member's proposal this change carried out; `userId` approved it."),
      proposedById: z.string().nullable().describe("Who proposed it, for a change made by approving a proposal."),
    }),
    createdAt: timestamp,
  })
  .meta({ id: "StoreRevision" });

/** What a proposal changes: a version's localization, the app info's, or a review's reply (an experiment: the agent's only). */
export const PROPOSAL_KINDS = [
  "version_localization",
  "app_info_localization",
  "review_response",
  "experiment",
  "phased_release_pause",
] as const;
export const PROPOSAL_STATUSES = ["pending", "approved", "rejected"] as const;

const proposalPerson = z.object({ userId: z.string(), email: z.string(), name: z.string().nullable() });

export const proposal = z
  .object({
    id: z.string().describe("The proposal's id; for the agent's pending action, the action's id."),
    appId: z.string(),
    source: z
      .enum(["member", "agent", "guard"])
      .describe(
        "Proposed by a member whose role proposes but does not publish, by the app's agent, or by the app's release guard (a pause of a phased release).",
      ),
    kind: z.enum(PROPOSAL_KINDS),
    summary: z.string().describe("The change in words."),
    targetId: z.string().nullable().describe("The version or the review it changes; null for the app info or an experiment."),
    rationale: z
      .string()
      .nullable()
      .describe("Why it was proposed: the agent's reasoning, or the release guard's figures (null for a member's)."),
    locale: z.string().nullable(),
    changes: z
      .array(z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() }))
      .describe("Each field with its value when proposed and the value proposed (for a decided one, as published)."),
    status: z.enum(PROPOSAL_STATUSES),
    permission: z
      .string()
      .describe(
        "The permission that approves it: `metadata.publish`, `replies.publish`, `experiments.publish` or (a pause) `versions.manage`.",
      ),
    approverRoles: z.array(z.string()).describe("The roles whose members may approve it."),
    proposedBy: proposalPerson.nullable().describe("The member who proposed it; null for the agent, or once the account is deleted."),
    decidedBy: proposalPerson.nullable(),
    decidedAt: timestamp.nullable(),
    reason: z.string().nullable().describe("Why it was rejected."),
    createdAt: timestamp,
  })
  .meta({ id: "Proposal" });

export const proposalList = z.object({ items: z.array(proposal) }).meta({ id: "ProposalList" });
