import { z } from "zod";

import { defineOperation } from "@/lib/http/operation";

export const getHealth = defineOperation({
  operationId: "getHealth",
  method: "get",
  path: "/health",
  summary: "Liveness probe",
  description: "Answers as long as the process serves requests. Touches nothing; never rate limited.",
  tags: ["System"],
  access: "public",
  rateLimit: false,
  responses: { 200: { description: "The process is alive", schema: z.object({ status: z.literal("ok") }) } },
});

export const getReadiness = defineOperation({
  operationId: "getReadiness",
  method: "get",
  path: "/ready",
  summary: "Readiness probe",
  description:
    "`200` when the database answers and every migration is applied, else `503`. `events` reports background event delivery (the outbox's drain, how many events wait, how long the oldest has, how many failed to send); it does not change the status, since events wait safely in the outbox: alert on `events.state`.",
  tags: ["System"],
  access: "public",
  rateLimit: false,
  errors: ["service_unavailable"],
  responses: {
    200: {
      description: "Ready to serve",
      schema: z.object({
        status: z.literal("ready"),
        database: z.literal("ok"),
        pendingMigrations: z.literal(0),
        events: z.object({
          drain: z.enum(["embedded_runner", "inngest"]).describe("The embedded runner, or the relay to an Inngest server."),
          state: z
            .enum(["ok", "delayed", "failing"])
            .describe("`failing`: some events failed to send and are being retried; `delayed`: the oldest has waited over a minute."),
          pending: z.number().int(),
          failing: z.number().int(),
          lagSeconds: z.number().int().describe("Age of the oldest undelivered event."),
        }),
      }),
    },
  },
});

export const getOpenApiDocument = defineOperation({
  operationId: "getOpenApiDocument",
  method: "get",
  path: "/openapi.json",
  summary: "This OpenAPI 3.1 description",
  tags: ["System"],
  access: "public",
  responses: {
    200: {
      description: "The OpenAPI document",
      schema: z.object({
        openapi: z.string(),
        info: z.object({ title: z.string(), version: z.string() }),
        paths: z.record(z.string(), z.unknown()).optional(),
      }),
    },
  },
});

/** One JSON-RPC 2.0 message of the Model Context Protocol: a request, a notification or a response. */
const jsonRpcId = z.union([z.string(), z.number().int()]);
const jsonRpcMessage = z
  .strictObject({
    jsonrpc: z.literal("2.0"),
    id: jsonRpcId.optional().describe("A request's id; a notification has none."),
    method: z.string().optional().describe("E.g. `initialize`, `tools/list`, `tools/call`, `notifications/initialized`."),
    params: z.record(z.string(), z.unknown()).optional(),
    result: z.record(z.string(), z.unknown()).optional(),
    error: z.strictObject({ code: z.number().int(), message: z.string(), data: z.unknown().optional() }).optional(),
  })
  .meta({ id: "JsonRpcMessage" });
const jsonRpcResponse = z
  .strictObject({
    jsonrpc: z.literal("2.0"),
    id: jsonRpcId.nullable(),
    result: z
      .record(z.string(), z.unknown())
      .optional()
      .describe("E.g. `tools/list`'s `{tools}`, `tools/call`'s `{content, structuredContent, isError}`."),
    error: z.strictObject({ code: z.number().int(), message: z.string(), data: z.unknown().optional() }).optional(),
  })
  .meta({ id: "JsonRpcResponse" });

export const serveMcp = defineOperation({
  operationId: "serveMcp",
  method: "post",
  path: "/mcp",
  summary: "MCP server (Streamable HTTP)",
  description:
    "The Model Context Protocol server for AI clients (Claude, MCP Inspector…), over MCP's Streamable HTTP transport in stateless mode: every POST carries JSON-RPC messages and is answered on its own with JSON (no sessions, no `Mcp-Session-Id`; `GET` and `DELETE` answer `405`). " +
    "Only a personal access token is taken (`Authorization: Bearer aps_pat_…`), never the session cookie. " +
    "Its tools are this API's operations that the token may call (a `read` token: the reads; `read_write`: reads and writes; admin operations with an `admin` token of an admin), named by `operationId`, with one argument object `{params, query, body}`. " +
    "A tool call runs the operation's own route with the same token, so scope, team roles, rate limits and validation are the REST API's; an error answer comes back as a tool result with `isError` and the problem's detail. " +
    "An empty batch (`[]`) is answered as JSON-RPC 2.0 says, with one Invalid Request error (`-32600`, `id` null). See docs/mcp.md in the source.",
  tags: ["MCP"],
  access: "user",
  tokenOnly: true,
  // The handler reads the JSON-RPC body itself (capped as every JSON body) and gives it to the MCP SDK's transport.
  rawBody: true,
  body: z.union([jsonRpcMessage, z.array(jsonRpcMessage).min(1)]),
  responses: {
    200: { description: "The JSON-RPC response(s) to the request(s) sent", schema: z.union([jsonRpcResponse, z.array(jsonRpcResponse)]) },
    202: { description: "Notifications or responses only: accepted, nothing to answer" },
  },
});
