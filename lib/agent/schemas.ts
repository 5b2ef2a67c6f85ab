import { z } from "zod";

import { paginationQuery } from "@/lib/http/pagination";
import { timestamp } from "@/lib/http/schemas";

import { MODEL_FAILURE_KINDS } from "./brains/model-failure";
import { agentConfigPatchSchema, agentConfigSchema } from "./config";
import { AGENT_EVENT_KINDS } from "./event-kinds";
import { MAX_REJECTION_REASON, REJECTION_SCOPES } from "./learn-from-rejection";
import { mutationSchema } from "./mutations";

export const AGENT_STATUSES = ["disabled", "idle", "thinking", "awaiting_approval", "executing", "sleeping", "error"] as const;
const ACTION_STATUSES = ["pending", "approved", "rejected", "cancelled", "expired", "executing", "executed", "failed"] as const;

export const appAgentParams = z.strictObject({ appId: z.string().min(1).max(64) });
export const agentParams = z.strictObject({ agentId: z.string().min(1).max(64) });
export const agentEventsQuery = paginationQuery;

export const reviewSubject = z
  .object({
    id: z.string(),
    rating: z.int().min(1).max(5),
    title: z.string().nullable(),
    body: z.string().nullable(),
    nickname: z.string().nullable(),
    territory: z.string().describe("App Store Connect's territory code, e.g. `USA`, `DEU`."),
    createdAt: timestamp.describe("When the customer wrote it."),
  })
  .meta({ id: "AgentActionReview" });

export const agentAction = z
  .object({
    id: z.string(),
    type: z.enum(["update_localization", "reply_to_review", "create_experiment"]),
    summary: z.string(),
    rationale: z.string(),
    mutation: mutationSchema.describe("The exact change, with the value it replaces (`before`) and the new one (`after`)."),
    status: z.enum(ACTION_STATUSES),
    brain: z.string().describe("What proposed it: `rules` or the model (`openai:…`)."),
    autoApproved: z.boolean(),
    decisionReason: z.string().nullable().describe("The owner's reason, for a rejection."),
    review: reviewSubject.nullable().describe("For a reply: the review it answers, as it was when proposed."),
    result: z.record(z.string(), z.unknown()).nullable().describe("What the store returned (ids), once executed."),
    error: z.string().nullable(),
    createdAt: timestamp,
    decidedAt: timestamp.nullable(),
    executedAt: timestamp.nullable(),
  })
  .meta({ id: "AgentAction" });

export const agent = z
  .object({
    id: z.string(),
    appId: z.string(),
    enabled: z.boolean(),
    status: z
      .enum(AGENT_STATUSES)
      .describe(
        "`disabled`; `idle` (a tick is due); `thinking` (observing and proposing); `awaiting_approval` (`pendingAction` waits for the owner); `executing` (writing an approved change to the store); `sleeping` (until `waitUntil`); `error` (the last tick failed, see `lastError`; retried at `waitUntil`).",
      ),
    config: agentConfigSchema,
    configEtag: z.string().describe("The configuration's ETag: send it in If-Match with `POST …/agent/config`."),
    pendingAction: agentAction.nullable(),
    waitUntil: timestamp.nullable().describe("While set, the agent sleeps until then; an admin wake clears it."),
    lastTickAt: timestamp.nullable(),
    lastError: z.string().nullable(),
    modelFailure: z
      .object({
        kind: z.enum(MODEL_FAILURE_KINDS),
        reason: z.string().describe('In words: "rate limited by the provider", "the provider refused the API key", …'),
        statusClass: z.string().nullable().describe("`4xx` or `5xx` when the provider answered with an error."),
        status: z.int().nullable(),
        providerMessage: z.string().nullable().describe("What the provider said, cut to 200 characters, anything key-like removed."),
        retryAfterSeconds: z.int().nullable().describe("The provider's Retry-After, if it sent one."),
        at: timestamp,
        attempts: z.int().describe("Failures in a row."),
        retryAt: timestamp.describe("No model call before then (back-off: 1 minute, doubling, at most 6 hours); the rules stand in."),
      })
      .nullable()
      .describe(
        'The model brain\'s last failure, while it lasts (null once it answers again, or with the rules brain): show it as "The model failed: <reason>, retrying at <retryAt>".',
      ),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "Agent" });

export const agentEvent = z
  .object({
    id: z.string(),
    kind: z.enum(AGENT_EVENT_KINDS),
    data: z
      .record(z.string(), z.unknown())
      .describe(
        "Depends on `kind`: e.g. a proposal's `actionId`, `summary`, `mutation` and the `context` it was made in; a rejection's `reason`.",
      ),
    createdAt: timestamp,
  })
  .meta({ id: "AgentEvent" });

export const agentMemory = z
  .object({
    key: z
      .string()
      .describe(
        "`last_rejection`, `rejected:<fingerprint>`, `outcome:<fingerprint>`; scopes the brains obey: `avoid:kind:<type>`, `avoid:field:<field>`, `avoid:locale:<locale>`, `avoid:review:<reviewId>`, `avoid:rating:<1-5>` (no replies to reviews of that rating); reply wishes: `style:no_emoji`, `style:no_links`, `style:shorter`, `style:formal`, `style:informal`, `style:no_discounts`; the owner's words no rule was read from, kept as written (`wish:<id>`, value `{reason}`): given to a model brain every tick, which may read them as one of the rules above.",
      ),
    value: z.unknown(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "AgentMemory" });

export const storeExperiment = z
  .object({
    id: z.string().describe("App Store Connect's id."),
    name: z.string(),
    platform: z.string().nullable(),
    state: z
      .string()
      .describe("App Store Connect's state: PREPARE_FOR_SUBMISSION, READY_FOR_REVIEW, IN_REVIEW, ACCEPTED, COMPLETED, STOPPED, …"),
    trafficProportion: z.number().int().nullable(),
    startDate: timestamp.nullable(),
    endDate: timestamp.nullable(),
    treatments: z.array(
      z.object({ id: z.string(), name: z.string().nullable(), appIconName: z.string().nullable(), promotedDate: timestamp.nullable() }),
    ),
  })
  .meta({ id: "StoreExperiment" });

export const toggleAgentInput = z.strictObject({
  enabled: z.boolean().describe("true starts the agent (it ticks at once); false stops it and cancels a pending action."),
});

export const approveActionInput = z
  .strictObject({
    after: z
      .string()
      .trim()
      .min(1)
      .max(5970)
      .optional()
      .describe(
        "The owner's edit of the proposed text (a localization field or a reply), written instead of the proposal's `after`. It goes through the precheck again: refused with `422 precheck_failed` and each finding in `errors`. Not for experiments.",
      ),
  })
  // No body approves the proposal as it is.
  .optional();

export const rejectActionInput = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1, "Say why: the agent reads it on its next tick")
    .max(MAX_REJECTION_REASON)
    .describe(
      'Why the change is wrong; the next tick\'s context (the model brain) includes it. Words asking, in any of the agent\'s reply languages (English, German, French, Spanish, Italian, Portuguese, Japanese, Korean, Chinese, Arabic, Dutch, Turkish), for no emoji, no links, shorter replies, the formal or the informal address ("bitte förmlicher", "Sie statt du", "tutoyez") or no prices and discounts also become memories (`style:no_emoji`, `style:no_links`, `style:shorter`, `style:formal`, `style:informal`, `style:no_discounts`) that every later draft follows; asking not to reply to reviews of some ratings ("don\'t reply to 5★ reviews", "five-star", "fünf Sterne") becomes `avoid:rating:<n>`. Negation and comparison are read as meant: "too informal", "nicht so locker" and "pas assez formel" ask for the formal address, "too formal", "less formal" and "カジュアルすぎ" the other way round. Words from which no rule is read are kept as written (`wish:<id>`) rather than dropped.',
    ),
  scope: z
    .enum(REJECTION_SCOPES)
    .optional()
    .describe(
      "What else the agent must not propose, until the memory is removed (`DELETE /apps/{appId}/agent/memories/{key}`): `this_change` (default: only this change), `this_field` (this field in any locale; for a reply or an experiment, every one), `this_locale` (any field in this locale; localization changes only), `this_review` (no reply to this review; replies only), `this_rating` (no reply to any review of this review's rating, e.g. no replies to 5-star reviews; replies only), `this_kind` (no change of this kind, e.g. no experiments). A scope that does not apply is `400`.",
    ),
});

export const revisionParams = appAgentParams.extend({
  revisionId: z.string().min(1).max(64).describe("A change's id (`GET /apps/{appId}/changes`)."),
});

export const memoryParams = appAgentParams.extend({
  key: z.string().min(1).max(200).describe("The memory's key, e.g. `avoid:kind:create_experiment`."),
});

export const agentConfigInput = z.strictObject({
  config: agentConfigPatchSchema.describe("The settings to change; keys left out keep their value. Unknown keys are refused."),
});

const counts = z.object({
  events: z.int(),
  proposals: z.int(),
  approvals: z.int(),
  rejections: z.int(),
  executions: z.int(),
  errors: z.int(),
});

export const adminAgentSummary = z
  .object({
    id: z.string(),
    enabled: z.boolean(),
    status: z.enum(AGENT_STATUSES),
    waitUntil: timestamp.nullable(),
    lastTickAt: timestamp.nullable(),
    lastError: z.string().nullable(),
    pendingActionSummary: z.string().nullable(),
    app: z.object({ id: z.string(), name: z.string(), storeId: z.string() }),
    owner: z.object({ userId: z.string(), email: z.string(), name: z.string().nullable() }),
    counts,
  })
  .meta({ id: "AdminAgentSummary" });

export const adminAgentDetail = agent
  .extend({
    app: z.object({ id: z.string(), name: z.string(), storeId: z.string(), syncStatus: z.string(), lastSyncedAt: timestamp.nullable() }),
    owner: z.object({ userId: z.string(), email: z.string(), name: z.string().nullable() }),
    counts: counts.extend({ memories: z.int(), actionsByStatus: z.record(z.string(), z.int()) }),
    recentActions: z.array(agentAction),
  })
  .meta({ id: "AdminAgentDetail" });
