import "server-only";

import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

import type { AccessTokenIdentity } from "@/lib/auth/access-token-auth";
import { ApiError } from "@/lib/http/errors";
import type { Operation } from "@/lib/http/operation";
import { readJsonBody } from "@/lib/http/read-body";

import { callTool, type RouteHandler } from "./call-tool";
import { toolFor, toolOperation, toolOperations, type ToolCaller } from "./tools";

const INSTRUCTIONS =
  "Tools are the Application Publishing Service's REST operations this access token may call, named by operationId. " +
  "Each takes one object: `params` (the path's ids), `query` and `body`, as its input schema says. " +
  "A tool answers with the operation's JSON; an error answer is a result with isError and the reason.";

/**
 * Serves one MCP request (Streamable HTTP, stateless: a server and a transport per POST, no
 * session kept, so any instance can answer any request) for the holder of an access token. The
 * JSON-RPC body is read as every JSON body is (size, depth, content type); the answer is JSON,
 * never an event stream. Tools come from the operations table; each call runs the operation's own
 * route (`handlerFor`) with the caller's token.
 */
export async function serveMcp(
  request: Request,
  context: { identity: AccessTokenIdentity; requestId: string; handlerFor: (operation: Operation) => RouteHandler | undefined },
): Promise<Response> {
  const message = await readJsonBody(request);
  if (message === undefined) throw new ApiError("validation_failed", "Send a JSON-RPC message of the Model Context Protocol as the body.");
  // JSON-RPC 2.0 answers an empty batch with one Invalid Request error (id null); the transport
  // would take it for a batch of notifications and answer an empty 202.
  if (Array.isArray(message) && message.length === 0) {
    return Response.json({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32600, message: "Invalid Request: the batch is empty. Send one JSON-RPC message, or an array of at least one." },
    });
  }
  const caller: ToolCaller = { scope: context.identity.scope, admin: context.identity.user.role === "admin" };

  const server = new Server(
    { name: "app-publishing-service", version: "1.0.0" },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: toolOperations(caller).map(toolFor) }));
  server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
    const operation = toolOperation(params.name, caller);
    const handler = operation && context.handlerFor(operation);
    if (!operation || !handler) {
      return {
        content: [
          { type: "text", text: `No tool ${params.name} for this token: tools/list gives the ones its scope (${caller.scope}) allows.` },
        ],
        isError: true,
      };
    }
    return callTool(operation, params.arguments, { request, requestId: context.requestId, handler });
  });

  // No sessionIdGenerator: stateless. JSON answers: each POST is answered once, and nothing waits.
  const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
  await server.connect(transport);
  try {
    // The body is read already; the answer is JSON whatever the client says it accepts.
    const headers = new Headers(request.headers);
    headers.set("accept", "application/json, text/event-stream");
    const response = await transport.handleRequest(new Request(request.url, { method: "POST", headers }), { parsedBody: message });
    if (response.status >= 400) throw await transportProblem(response);
    return response;
  } finally {
    await server.close();
  }
}

/** The transport's refusal (a message that is not JSON-RPC, an unsupported protocol version) as the API's problem. */
async function transportProblem(response: Response): Promise<ApiError> {
  if (response.status >= 500) return new ApiError("internal_error");
  const answer = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  return new ApiError("validation_failed", answer?.error?.message ?? "This is not an MCP request this server can serve.");
}
