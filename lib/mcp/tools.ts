import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

import type { Operation } from "@/lib/http/operation";
import { withTeamAccess } from "@/lib/openapi/document";
import { operations } from "@/lib/openapi/operations";

/** Who calls the MCP server: the token's scope, and whether its user is an admin now. */
export interface ToolCaller {
  scope: "read" | "read_write" | "admin";
  admin: boolean;
}

/**
 * Whether an operation can be a tool at all: one a personal access token may call, with a JSON
 * body or none. Not public operations (probes, sign-up, webhook receivers: nothing to act as),
 * not `sessionOnly` ones (tokens cannot manage the account), not multipart uploads, and not the
 * routes that read their body themselves (webhooks, the MCP server itself).
 */
export function servesAsTool(operation: Operation): boolean {
  return (
    operation.access !== "public" &&
    !operation.sessionOnly &&
    !operation.rawBody &&
    (operation.bodyContentType ?? "application/json") === "application/json"
  );
}

/**
 * Whether the caller's token may call the operation, as the route pipeline decides it
 * (`authorizeToken` in lib/api/handler.ts): `read` only reads (a GET that is not `changesState`);
 * `read_write` also writes; admin operations need an `admin` token of a user who is an admin.
 */
export function allowsTool(operation: Operation, caller: ToolCaller): boolean {
  if (operation.access === "admin") return caller.scope === "admin" && caller.admin;
  if (caller.scope === "read") return operation.method === "get" && !operation.changesState;
  return true;
}

/** The operations that are tools for the caller, in the operations table's order. */
export function toolOperations(caller: ToolCaller): Operation[] {
  return operations.filter((operation) => servesAsTool(operation) && allowsTool(operation, caller));
}

/** The operation a tool name names, when the caller may call it. */
export function toolOperation(name: string, caller: ToolCaller): Operation | undefined {
  return toolOperations(caller).find((operation) => operation.operationId === name);
}

const tools = new Map<Operation, Tool>();

/** The tool of an operation: its operationId, summary and description, and its input as one object. */
export function toolFor(operation: Operation): Tool {
  let tool = tools.get(operation);
  if (!tool) {
    const write = operation.method !== "get" || Boolean(operation.changesState);
    tool = {
      name: operation.operationId,
      title: operation.summary,
      description: [operation.summary, withTeamAccess(operation), `REST: \`${operation.method.toUpperCase()} /api${operation.path}\`.`]
        .filter(Boolean)
        .join("\n\n"),
      inputSchema: toolInputSchema(operation),
      annotations: {
        title: operation.summary,
        readOnlyHint: !write,
        destructiveHint: operation.method === "delete",
        idempotentHint: !write || operation.method === "put" || operation.method === "delete",
        openWorldHint: false,
      },
    };
    tools.set(operation, tool);
  }
  return tool;
}

/**
 * A tool's arguments: one object with the operation's path parameters (`params`), query
 * (`query`) and JSON body (`body`), each exactly the schema the route validates with (JSON Schema
 * from zod 4, as the route takes it), `idempotencyKey` for operations that take an
 * `Idempotency-Key`, and `ifMatch` for edits held to an `If-Match`. `params` is required when the path has any; `query` when one of its fields
 * is; `body` unless the operation's body is optional.
 */
export function toolInputSchema(operation: Operation): Tool["inputSchema"] {
  const shape: Record<string, z.ZodType> = {};
  if (operation.params) shape.params = operation.params;
  if (operation.query) shape.query = operation.query.safeParse({}).success ? operation.query.optional() : operation.query;
  if (operation.body) shape.body = operation.body;
  if (operation.idempotent) {
    shape.idempotencyKey = z
      .string()
      .min(1)
      .max(255)
      .optional()
      .describe(
        "Sent as `Idempotency-Key`: a retry with the same key and arguments gets the first answer again instead of doing it twice.",
      );
  }
  if (operation.ifMatch) {
    shape.ifMatch = z
      .string()
      .min(1)
      .max(200)
      .optional()
      .describe("Sent as `If-Match`: the `ETag` of the resource as read; the edit is refused (`412`) when it changed since.");
  }
  const { $schema: _dialect, ...schema } = z.toJSONSchema(z.strictObject(shape), { io: "input", unrepresentable: "any" });
  return schema as Tool["inputSchema"];
}
