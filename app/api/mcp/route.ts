import { handleWithToken } from "@/lib/api/handler";
import { serveMcp } from "@/lib/mcp/serve-mcp";
import * as system from "@/lib/system/operations";

import { handlerFor } from "./handlers";

// POST /api/mcp – the MCP server (Streamable HTTP, stateless, JSON answers): the operations the access token may call, as tools
export const POST = handleWithToken(system.serveMcp, async ({ request, requestId, identity }) =>
  serveMcp(request, { identity, requestId, handlerFor }),
);

// Any other method (GET's event stream and DELETE's session end included: stateless) – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
