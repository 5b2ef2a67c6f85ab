import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

import { ERROR_CODES, type ErrorCode } from "@/lib/http/error-codes";
import type { Operation } from "@/lib/http/operation";
import { problemSchema } from "@/lib/http/schemas";
import { roleAllows, TEAM_ROLES, type TeamPermission } from "@/lib/teams/roles";

import { operations } from "./operations";
import { TEAM_ACCESS } from "./team-access";
import { registerWebhookEvents } from "./webhooks";

const COOKIE_AUTH = "sessionCookie";
const BEARER_AUTH = "accessToken";

/** Errors any operation can answer, by who may call it. */
function errorCodesFor(operation: Operation): ErrorCode[] {
  // A statement past DATABASE_STATEMENT_TIMEOUT_MS is `503 service_unavailable` wherever it runs (lib/http/problem.ts).
  const codes = new Set<ErrorCode>(["validation_failed", "internal_error", "service_unavailable"]);
  if (operation.rateLimit !== false) codes.add("rate_limited");
  // Any write's body is read (one sent to an operation that takes none is refused after reading it).
  if (operation.body || (operation.method !== "get" && !operation.rawBody)) {
    ["invalid_json", "payload_too_large", "unsupported_media_type"].forEach((c) => codes.add(c as ErrorCode));
  }
  if (operation.access !== "public") ["unauthenticated", "banned"].forEach((c) => codes.add(c as ErrorCode));
  // Cookie-authenticated writes need a JSON content type and this site's Origin (lib/http/cross-site.ts).
  if (operation.access !== "public" && operation.method !== "get" && !operation.tokenOnly) codes.add("csrf_failed");
  if (operation.access === "admin") codes.add("forbidden");
  // A `read` token may not write; admin operations need an `admin` token; account management none.
  if (operation.access !== "public" && (operation.method !== "get" || operation.access === "admin" || operation.sessionOnly)) {
    codes.add("insufficient_scope");
  }
  if (operation.idempotent) ["idempotency_key_in_use", "idempotency_key_reused"].forEach((c) => codes.add(c as ErrorCode));
  if (operation.ifMatch) codes.add("precondition_failed");
  // Whatever the path names that the caller may not see is `404 not_found`, never whose it is.
  if (operation.access !== "public" && operation.path.includes("{")) codes.add("not_found");
  const team = TEAM_ACCESS[operation.operationId];
  if (team && team.permission !== "apps.read") codes.add("forbidden");
  operation.errors?.forEach((code) => codes.add(code));
  return [...codes];
}

/** One shared response component per set of error codes that share a status, e.g. `Error403_banned_forbidden`. */
function errorResponses(operation: Operation, registry: OpenAPIRegistry, registered: Set<string>): RouteConfig["responses"] {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesFor(operation)) {
    const status = ERROR_CODES[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => {
      const name = `Error${status}_${[...codes].sort().join("_")}`;
      if (!registered.has(name)) {
        registered.add(name);
        registry.registerComponent("responses", name, {
          description: codes.map((code) => `\`${code}\`: ${ERROR_CODES[code].title}`).join("; "),
          headers: status === 429 ? { "Retry-After": { $ref: "#/components/headers/Retry-After" } } : undefined,
          // The codes this answer can carry, so a generated client can narrow errors per operation.
          content: {
            "application/problem+json": {
              schema: {
                allOf: [
                  { $ref: "#/components/schemas/Problem" },
                  { type: "object", properties: { code: { type: "string", enum: [...codes].sort() } } },
                ],
              },
            },
          },
        });
      }
      return [status, { $ref: `#/components/responses/${name}` }];
    }),
  ) as RouteConfig["responses"];
}

/** Headers on every response of a rate-limited operation. */
const COMMON_HEADERS = {
  "RateLimit-Limit": { description: "Requests allowed per window", schema: { type: "integer" as const } },
  "RateLimit-Remaining": { description: "Requests left in the window", schema: { type: "integer" as const } },
  "RateLimit-Reset": { description: "Seconds until the window resets", schema: { type: "integer" as const } },
  "X-Request-Id": {
    description: "Identifies the request in logs; a well-formed one sent by the caller is kept",
    schema: { type: "string" as const },
  },
  "Retry-After": { description: "Seconds to wait before retrying", schema: { type: "integer" as const } },
};

const TAG_DESCRIPTIONS: Record<string, string> = {
  System: "Probes and this description. No session needed.",
  Authentication:
    "Registration, sign-in and sign-out, address confirmation and password reset. Sign-in gives a session cookie; REST clients use a personal access token (`Authorization: Bearer aps_pat_…`) instead.",
  Account:
    "The signed-in user's own account: name, email address, password, sessions, personal access tokens, deletion. Managing credentials needs a session, not a token.",
  "Push notifications": "Web-push (VAPID) subscriptions of the signed-in user.",
  Apps: "Apps registered with App Store Connect credentials, and their sync settings.",
  Portfolio:
    "What a publisher checks first about each app: live and next version, rating and its trend, unanswered reviews, the agent's pending change, sync state.",
  Credentials: "The App Store Connect key of an app: metadata, replacement, verification. The key itself is never returned.",
  Versions: "App Store versions as of the last sync, and changes to their localized metadata, written to App Store Connect first.",
  Releases: "Shipping a version: its build, release method, phased release and review details, and whether it is ready to submit.",
  Screenshots:
    "A version's screenshots per locale and display type, checked against Apple's sizes before anything is sent, and its app previews (read-only).",
  "App information":
    "The app's name, subtitle and privacy policy URL per locale (App Store Connect's app info localizations), as of the last sync; changes are written to App Store Connect first.",
  Builds: "Builds uploaded to App Store Connect as of the last sync, with the version that uses each.",
  Locales: "App Store Connect's supported locales, and how complete each locale of an app's metadata is.",
  Reviews: "Customer reviews of an app as of its last sync, and the publisher's responses, written to App Store Connect.",
  Analytics: "Sales of an app from App Store Connect's daily Sales and Trends reports (team keys only), kept once read.",
  "App agent":
    "The app's optimisation agent: it observes the synced store data, proposes one typed change at a time (a localization field, a review reply, an experiment), checked like fastlane precheck, waits for the owner's approval unless auto-approve is on, executes it against the store exactly once, and sleeps until its next tick. Rejection reasons feed the next tick.",
  Changes:
    "Every change written to App Store Connect through the service, by a user's edit or an agent's approved action: before, after, who and when.",
  "Agents (admin)": "Every app's agent: status, owner, event counts, the event log, and a wake that cuts a sleep short. Admins only.",
  Tasks: "Background work a user started or is shown, such as syncs: status, progress, counts and error.",
  "Jobs (admin)": "Background jobs (Inngest function runs): inspect, chart, retry, pause queues. Admins only.",
  Notifications:
    "What the signed-in user is notified about (welcome, ticket replies, agent approvals, failed syncs), by email and web push, per kind.",
  Proposals:
    "The approval queue of each app: changes proposed by members whose role proposes but does not publish them, and the agent's pending action, approved (as proposed or edited) or rejected by a member whose role publishes that kind.",
  Teams:
    "Teams own apps; every account has a personal team. Members have a role (owner, admin, developer, marketing, support, finance, viewer: the matrix is in the README) and may be limited to some apps; a team the caller is not in, or an app outside their list, answers 404 as for strangers, and an operation their role does not allow answers 403 naming the permission.",
  "Support tickets": "The signed-in user's support tickets and their conversation with support.",
  "Support tickets (admin)":
    "Every user's support tickets: search, read, reply (the author is notified), set the status (audited). Admins only.",
  "Email (admin)": "Email templates, test emails, and every email sent (the outbox when no provider is configured). Admins only.",
  "Teams (admin)":
    "Every team with its members, roles, plan, apps and pending invitations, and a complimentary plan given to a team. Admins only.",
  "Users (admin)": "Accounts: search, roles and bans. Admins only; an admin cannot ban or demote themself, nor remove the last admin.",
  "Audit log (admin)":
    "An addition to the interface: a record of administrative changes (roles, bans, ticket statuses), who made them, before and after. Admins only.",
  Webhooks:
    "A team's outbound webhooks: endpoints that receive its events (the document's `webhooks` lists them), signed by the Standard Webhooks specification, retried with back-off for about a day and turned off after persistent failure (the owners are emailed). See docs/webhooks.md in the source.",
  Usage:
    "A team's usage against its plan's limits (plans are the teams'). Limits are enforced where the work is requested, in the transaction that records it: over a limit, `402 quota_exceeded` with `feature`, `limit`, `used`, `resetsAt` and the `teamId` whose plan it is, and nothing changes.",
  Billing:
    "Plans, each team's subscription (owners manage it), Stripe Checkout and Customer Portal links, and Stripe's webhook. Without Stripe configured, plans are changed by an admin.",
  MCP: "The Model Context Protocol server (Streamable HTTP, stateless): the operations a personal access token may call, as tools. See docs/mcp.md in the source.",
  "Analytics (admin)": "Platform metrics: users, apps, jobs, reviews, agents, tickets and recent activity. Admins only.",
};

/** The header that makes a retry of an operation that creates or starts something safe. */
const IDEMPOTENCY_HEADER = z.object({
  "Idempotency-Key": z
    .string()
    .min(1)
    .max(255)
    .optional()
    .describe(
      "Makes a retry safe: the first answer to this key is kept for 24 hours and a retry with the same key and body gets it again " +
        "(marked `Idempotent-Replayed: true`). The same key with another body is `422 idempotency_key_reused`; a retry while the first " +
        "is still running, `409 idempotency_key_in_use`. An error answer is not kept: a retry runs again. A key is the account's with one access " +
        "(the session, or a token's scope and team limit): sent with other access, it is as if not sent. 1 to 255 printable ASCII characters, such as a UUID.",
    ),
});

/** The header that makes an edit conditional on the resource being as the caller read it. */
const IF_MATCH_HEADER = z.object({
  "If-Match": z
    .string()
    .min(1)
    .max(1024)
    .optional()
    .describe(
      "Optimistic concurrency: the ETag of the resource as you read it (its read's `etag`, or the `ETag` header of your last edit). " +
        "The edit goes ahead only while the resource still has it; otherwise `412 precondition_failed`, whose body holds the current " +
        "`etag` and the resource as it is now (`current`). `*` matches any resource that exists. Without the header the edit goes " +
        "ahead whatever changed since (last write wins).",
    ),
});

/** The ETag of an edited resource, on a successful edit. */
const ETAG_HEADER = {
  ETag: {
    description: "The resource's new entity tag: send it in If-Match with your next edit of it.",
    schema: { type: "string" as const },
  },
};

const headerRefs = (names: (keyof typeof COMMON_HEADERS)[]) =>
  Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));

function routeConfig(operation: Operation, registry: OpenAPIRegistry, registered: Set<string>): RouteConfig {
  const successes = Object.fromEntries(
    Object.entries(operation.responses).map(([status, spec]) => [
      status,
      {
        description: spec.description,
        headers: {
          ...headerRefs(
            operation.rateLimit === false
              ? ["X-Request-Id"]
              : ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "X-Request-Id"],
          ),
          ...spec.headers,
          ...(operation.ifMatch && (status === "200" || status === "201") ? ETAG_HEADER : {}),
        },
        ...(spec.schema ? { content: { "application/json": { schema: spec.schema } } } : {}),
      },
    ]),
  );
  return {
    method: operation.method,
    path: operation.path,
    operationId: operation.operationId,
    summary: operation.summary,
    description: [withTeamAccess(operation), operation.bound && `Not paged: ${operation.bound}.`].filter(Boolean).join(" ") || undefined,
    tags: operation.tags,
    ...(operation.internal ? { "x-internal": true } : {}),
    security:
      operation.access === "public"
        ? []
        : operation.sessionOnly
          ? [{ [COOKIE_AUTH]: [] }]
          : operation.tokenOnly
            ? [{ [BEARER_AUTH]: [] }]
            : [{ [COOKIE_AUTH]: [] }, { [BEARER_AUTH]: [] }],
    request: {
      params: operation.params as never,
      query: operation.query as never,
      ...(operation.idempotent || operation.ifMatch
        ? {
            headers: z.object({
              ...(operation.idempotent ? IDEMPOTENCY_HEADER.shape : {}),
              ...(operation.ifMatch ? IF_MATCH_HEADER.shape : {}),
            }),
          }
        : {}),
      ...(operation.body ? { body: requestBody(operation.body, operation.bodyContentType ?? "application/json") } : {}),
    },
    responses: { ...successes, ...errorResponses(operation, registry, registered) },
  };
}

/** The description, with what the caller's team role needs (the role matrix, TEAM_ACCESS). */
export function withTeamAccess(operation: Operation): string | undefined {
  const team = TEAM_ACCESS[operation.operationId];
  if (!team) return operation.description;
  const roles = (permission: TeamPermission) => TEAM_ROLES.filter((role) => roleAllows(role, permission)).join(", ");
  const needs =
    team.permission === "apps.read"
      ? "Team access: any member who sees the app or team."
      : `Team access: \`${team.permission}\` (${roles(team.permission)})${team.dependsOnSubject ? ", or the permission that publishes what is decided" : ""}.` +
        (team.proposeWith ? ` With only \`${team.proposeWith}\` (${roles(team.proposeWith)}): \`202\` with a proposal.` : "") +
        (team.selfAllowed ? " None to act on oneself." : "");
  return [operation.description, needs].filter(Boolean).join(" ");
}

/** A body schema made `.optional()` (the request may have no body) is documented as a body that is not required. */
function requestBody(schema: z.ZodType, contentType: string) {
  const optional = schema instanceof z.ZodOptional;
  return { required: !optional, content: { [contentType]: { schema: optional ? schema.unwrap() : schema } } };
}

function buildDocument() {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", COOKIE_AUTH, {
    type: "apiKey",
    in: "cookie",
    name: "next-auth.session-token",
    description:
      "The session cookie set by `POST /api/auth/callback/credentials` (named `__Secure-next-auth.session-token` when the service runs on https). See docs/api.md in the source for the curl flow.",
  });
  registry.registerComponent("securitySchemes", BEARER_AUTH, {
    type: "http",
    scheme: "bearer",
    description:
      "A personal access token (`aps_pat_…`, created with `POST /api/account/tokens` or on the account page): `Authorization: Bearer <token>`. " +
      "It acts as its user with its scope: `read` (GET only, else `403 insufficient_scope`), `read_write`, or `admin` (admins only, needed for admin operations). " +
      "A revoked or expired token, or one whose user is banned, answers `401 unauthenticated`. No CSRF rules apply: browsers never send it on their own.",
  });
  for (const [name, header] of Object.entries(COMMON_HEADERS)) registry.registerComponent("headers", name, header);
  // The error response components reference the schema by name, so it is registered as JSON Schema.
  const { $schema: _dialect, ...problem } = z.toJSONSchema(problemSchema);
  registry.registerComponent("schemas", "Problem", problem as never);
  const registered = new Set<string>();
  for (const operation of operations) registry.registerPath(routeConfig(operation, registry, registered));
  registerWebhookEvents(registry);

  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Application Publishing Service API",
      version: "1.0.0",
      description:
        "Register App Store apps, keep their store data in sync, edit metadata, answer reviews and review an AI agent's proposals. " +
        "Errors are RFC 9457 problem details with a stable `code`. Lists are keyset-paginated: `limit` (1..100, default 20) and `cursor`, answering `{items, nextCursor}`. " +
        "Rate limits: a per-user budget per minute, shared by the user's sessions and tokens (per client IP before sign-in); every response carries `RateLimit-*` headers, and `429` adds `Retry-After`. " +
        "Authenticate with a personal access token (`Authorization: Bearer aps_pat_…`, for REST clients) or the session cookie (for browsers). " +
        "Requests that change something with the session cookie must send `Content-Type: application/json` (even without a body) and, from a browser, this site's `Origin`; otherwise `403 csrf_failed`. " +
        "JSON bodies are at most 1 MiB and nested at most 32 levels deep. A method a path does not serve answers `405` with `Allow`. " +
        "`If-Match` is taken only by the edits that document it (their resource has an ETag); sent to any other operation, it answers `400 validation_failed` (field `headers.if-match`) and nothing is done.",
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    servers: [{ url: "/api", description: "This server" }],
    tags: [...new Set(operations.flatMap((operation) => operation.tags))].map((name) => ({ name, description: TAG_DESCRIPTIONS[name] })),
  });
}

let cached: ReturnType<typeof buildDocument> | undefined;

/** The OpenAPI 3.1 document, built once from the operations and kept in memory. */
export function getOpenApiDocument() {
  cached ??= buildDocument();
  return cached;
}
