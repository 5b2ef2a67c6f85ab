import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { toolOperations } from "@/lib/mcp/tools";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { setTeamPlan } from "@/test/personal-team";
import { demoTeamKey } from "@/test/synced-app";
import { joinTeam, person } from "@/test/team-members";
import { useApi } from "@/test/use-api";

// The MCP server over real HTTP, driven by the official SDK's client as Claude or the MCP Inspector would.
const api = useApi();
const clients: Client[] = [];
let owner: ApiClient;
let appId: string;

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

beforeAll(async () => {
  owner = api.client();
  await owner.registerAndSignIn({ name: "MCP owner" });
  const registered = await owner.post("/api/apps", { ...demoTeamKey, storeId: demoAccount.apps[0]!.storeId });
  expect(registered.status).toBe(201);
  appId = registered.body.id;
});

async function tokenOf(client: ApiClient, scope: "read" | "read_write"): Promise<string> {
  const created = await client.post("/api/account/tokens", { name: `MCP ${scope}`, scope, expiresInDays: 7 });
  expect(created.status).toBe(201);
  return created.body.token as string;
}

async function connect(token: string | null): Promise<Client> {
  const client = new Client({ name: "mcp-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(`${api.url}/api/mcp`), {
    requestInit: token === null ? {} : { headers: { Authorization: `Bearer ${token}` } },
  });
  clients.push(client);
  await client.connect(transport);
  return client;
}

const call = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult;
const textOf = (result: CallToolResult) => (result.content[0] as { text: string }).text;

describe("the MCP server at /api/mcp", () => {
  it("lists, for a read token, exactly the read operations of the operations table", async () => {
    const client = await connect(await tokenOf(owner, "read"));
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(toolOperations({ scope: "read", admin: false }).map((o) => o.operationId));
    expect(tools.map((tool) => tool.name)).toContain("listApps");
    expect(tools.map((tool) => tool.name)).not.toContain("createSupportTicket");
    expect(tools.map((tool) => tool.name)).not.toContain("pullApp");
    expect(tools.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true);
    expect(client.getServerCapabilities()?.tools).toBeDefined();
  });

  it("lists, for a read_write token, the writes too, and no admin, account or upload operation", async () => {
    const client = await connect(await tokenOf(owner, "read_write"));
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names).toEqual(toolOperations({ scope: "read_write", admin: false }).map((o) => o.operationId));
    expect(names).toEqual(expect.arrayContaining(["listApps", "createSupportTicket", "updateVersionLocalization", "pullApp"]));
    for (const absent of ["adminListUsers", "createAccessToken", "uploadScreenshots", "serveMcp"]) expect(names).not.toContain(absent);
  });

  it("answers a read tool with what the REST API answers", async () => {
    const token = await tokenOf(owner, "read");
    const client = await connect(token);
    const listed = await call(client, "listApps");
    expect(listed.isError).toBeFalsy();
    const rest = await api.client().get("/api/apps", { authorization: `Bearer ${token}` });
    expect(rest.status).toBe(200);
    expect(JSON.parse(textOf(listed))).toEqual(rest.body);
    expect(listed.structuredContent).toEqual(rest.body);
    expect(rest.body.items.map((app: { id: string }) => app.id)).toEqual([appId]);

    const one = await call(client, "getApp", { params: { appId } });
    expect(one.isError).toBeFalsy();
    expect(one.structuredContent).toMatchObject({ id: appId });
  });

  it("runs a write tool with a read_write token and refuses it, in words, to a read token", async () => {
    const writer = await connect(await tokenOf(owner, "read_write"));
    const opened = await call(writer, "createSupportTicket", {
      body: { type: "QUESTION", subject: "Opened from an MCP client", message: "Does this reach support?" },
    });
    expect(opened.isError).toBeFalsy();
    expect(opened.structuredContent).toMatchObject({ subject: "Opened from an MCP client" });
    const tickets = await owner.get("/api/support/tickets");
    expect(tickets.body.items.map((ticket: { subject: string }) => ticket.subject)).toContain("Opened from an MCP client");

    // The route's own validation, in words.
    const invalid = await call(writer, "createSupportTicket", { body: { type: "QUESTION", subject: "", message: "x" } });
    expect(invalid.isError).toBe(true);
    expect(textOf(invalid)).toMatch(/^400 .*validation_failed/);
    expect(textOf(invalid)).toContain("body.subject");

    const reader = await connect(await tokenOf(owner, "read"));
    const refused = await call(reader, "createSupportTicket", {
      body: { type: "QUESTION", subject: "Not from a read token", message: "Should not exist." },
    });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain("No tool createSupportTicket for this token");
    expect((await owner.get("/api/support/tickets")).body.items).toHaveLength(1);

    // An Idempotency-Key, given as `idempotencyKey`, makes a retry answer the first ticket again.
    const ticket = { type: "QUESTION", subject: "Sent twice", message: "A retried tool call." };
    const first = await call(writer, "createSupportTicket", { body: ticket, idempotencyKey: "mcp-retry-1" });
    const retried = await call(writer, "createSupportTicket", { body: ticket, idempotencyKey: "mcp-retry-1" });
    expect(first.isError).toBeFalsy();
    expect(retried.structuredContent).toEqual(first.structuredContent);
    expect((await owner.get("/api/support/tickets")).body.items).toHaveLength(2);
  });

  it("holds write tools to the caller's role in the app's team", async () => {
    const teamId = (await owner.post("/api/teams", { name: "MCP team" })).body.id;
    await setTeamPlan(teamId, "pro");
    const registered = await owner.post("/api/apps", { ...demoTeamKey, storeId: demoAccount.apps[1]!.storeId, teamId });
    expect(registered.status).toBe(201);
    const viewer = await person(api, "MCP viewer");
    await joinTeam(owner, teamId, viewer, "viewer");

    const asViewer = await connect(await tokenOf(viewer.client, "read_write"));
    expect((await call(asViewer, "getApp", { params: { appId: registered.body.id } })).isError).toBeFalsy();
    const refused = await call(asViewer, "updateVersionsToKeep", { params: { appId: registered.body.id }, body: { versionsToKeep: 3 } });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/^403 .*\(forbidden\)/);

    const asOwner = await connect(await tokenOf(owner, "read_write"));
    const changed = await call(asOwner, "updateVersionsToKeep", { params: { appId: registered.body.id }, body: { versionsToKeep: 3 } });
    expect(changed.isError).toBeFalsy();
    expect(changed.structuredContent).toMatchObject({ id: registered.body.id, versionsToKeep: 3 });
  });

  it("shows another user's app as not found, as REST does", async () => {
    const stranger = api.client();
    await stranger.registerAndSignIn({ name: "MCP stranger" });
    const client = await connect(await tokenOf(stranger, "read_write"));
    const result = await call(client, "getApp", { params: { appId } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^404 .*\(not_found\)/);
    expect(JSON.parse(textOf(await call(client, "listApps"))).items).toEqual([]);
  });

  it("answers 401 problem details without a valid token, and takes no session cookie", async () => {
    const initialize = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "curl", version: "1" } },
    };
    const accept = { accept: "application/json, text/event-stream" };
    const anonymous = await api.client().request("POST", "/api/mcp", { body: initialize, headers: accept });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("content-type")).toContain("application/problem+json");
    expect(anonymous.body.code).toBe("unauthenticated");
    // The owner's browser session is not enough.
    expect((await owner.request("POST", "/api/mcp", { body: initialize, headers: accept })).status).toBe(401);
    const forged = await api.client().request("POST", "/api/mcp", {
      body: initialize,
      headers: { ...accept, authorization: "Bearer aps_pat_notarealtokennotarealtokennotarealtokennota" },
    });
    expect(forged.status).toBe(401);
    await expect(connect(null)).rejects.toThrow(/401/);

    const token = await tokenOf(owner, "read");
    const answered = await api.client().request("POST", "/api/mcp", {
      body: initialize,
      headers: { ...accept, authorization: `Bearer ${token}` },
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ jsonrpc: "2.0", id: 1, result: { serverInfo: { name: "app-publishing-service" } } });
    const notJsonRpc = await api.client().request("POST", "/api/mcp", {
      body: { hello: "world" },
      headers: { ...accept, authorization: `Bearer ${token}` },
    });
    expect(notJsonRpc).toMatchObject({ status: 400, body: { code: "validation_failed" } });
    // The body is read as every JSON body of the API is: its depth and size are capped before it is parsed.
    const deep = '{"jsonrpc":"2.0","id":1,"method":"tools/list","params":' + '{"a":'.repeat(2_000) + "1" + "}".repeat(2_001);
    const nested = await api.client().request("POST", "/api/mcp", {
      rawBody: deep,
      headers: { ...accept, "content-type": "application/json", authorization: `Bearer ${token}` },
    });
    expect(nested).toMatchObject({ status: 400, body: { code: "validation_failed" } });
    const huge = await api.client().request("POST", "/api/mcp", {
      rawBody: JSON.stringify({ ...initialize, params: { ...initialize.params, padding: "x".repeat(2 * 1024 * 1024) } }),
      headers: { ...accept, "content-type": "application/json", authorization: `Bearer ${token}` },
    });
    expect(huge).toMatchObject({ status: 413, body: { code: "payload_too_large" } });
  });

  it("answers an empty batch with JSON-RPC's Invalid Request error, not an empty 202", async () => {
    const token = await tokenOf(owner, "read");
    const empty = await api.client().request("POST", "/api/mcp", {
      rawBody: "[]",
      headers: { accept: "application/json, text/event-stream", "content-type": "application/json", authorization: `Bearer ${token}` },
      offDocument: "JSON-RPC 2.0 answers an empty batch with one error: the document requires at least one message",
    });
    expect(empty.status).toBe(200);
    expect(empty.headers.get("content-type")).toContain("application/json");
    expect(empty.body).toEqual({ jsonrpc: "2.0", id: null, error: { code: -32600, message: expect.stringContaining("empty") } });
  });

  it("is stateless: a tools/list needs no initialize before it, and GET and DELETE answer 405", async () => {
    const token = await tokenOf(owner, "read");
    const listed = await api.client().request("POST", "/api/mcp", {
      body: { jsonrpc: "2.0", id: 7, method: "tools/list" },
      headers: { accept: "application/json, text/event-stream", authorization: `Bearer ${token}` },
    });
    expect(listed.status).toBe(200);
    expect(listed.headers.get("mcp-session-id")).toBeNull();
    expect(listed.body.result.tools.map((tool: { name: string }) => tool.name)).toContain("listApps");
    for (const method of ["GET", "DELETE"]) {
      const response = await fetch(`${api.url}/api/mcp`, {
        method,
        headers: { accept: "text/event-stream", authorization: `Bearer ${token}` },
      });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
  });
});
