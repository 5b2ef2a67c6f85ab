import { z } from "zod";

import { ERROR_CODE_NAMES } from "./error-codes";

/** Shared response schemas, registered once as OpenAPI components. */
export const problemSchema = z
  .object({
    type: z.string().describe("A URI reference naming the problem type."),
    title: z.string(),
    status: z.number().int().min(400).max(599),
    detail: z.string(),
    code: z.enum(ERROR_CODE_NAMES).describe("Stable, machine-readable error code."),
    instance: z.string().optional(),
    requestId: z.string().optional().describe("Also sent as the X-Request-Id header; quote it when reporting a problem."),
    errors: z
      .array(
        z.object({
          path: z.string().describe("e.g. `body.endpoint`, `query.limit`"),
          message: z.string(),
          rule: z.string().optional().describe("precheck_failed: the content precheck's rule, e.g. `phone_number`, `curse_words`."),
          severity: z
            .enum(["hard", "warning"])
            .optional()
            .describe("precheck_failed: `hard` blocks; `warning` is saved when sent again with `acknowledgeWarnings: true`."),
        }),
      )
      .optional()
      .describe(
        "One entry per invalid field (validation_failed), at most 20: the first found. A path or message is cut at 200 characters.",
      ),
    errorCount: z
      .number()
      .int()
      .optional()
      .describe("validation_failed: how many invalid fields there were, when more than the 20 listed in `errors`."),
    feature: z
      .string()
      .optional()
      .describe("quota_exceeded: the limit reached (`apps`, `sync_interval`, `manual_syncs`, `agent_actions`, `ai_tokens`, `seats`)."),
    limit: z.number().int().optional().describe("quota_exceeded: the plan's limit (for `sync_interval`, the shortest interval allowed)."),
    used: z.number().int().optional().describe("quota_exceeded: used in the current period (for `sync_interval`, the interval asked for)."),
    resetsAt: z.iso
      .datetime()
      .nullable()
      .optional()
      .describe("quota_exceeded: when the period ends and the count starts again; null for limits that are not periodic."),
    teamId: z
      .string()
      .optional()
      .describe("quota_exceeded: the team whose plan set the limit (its plan and usage: `GET /teams/{teamId}/billing`, `…/usage`)."),
    etag: z.string().optional().describe("precondition_failed: the resource's current ETag, to send in If-Match to replace it."),
    current: z
      .unknown()
      .optional()
      .describe("precondition_failed: the resource as it is now (as its read shows it), or null when it no longer exists."),
  })
  .describe("RFC 9457 problem details.");

export const idParams = z.strictObject({ id: z.string().min(1).max(64) });

export const timestamp = z.iso.datetime().describe("ISO 8601, UTC");
