import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import type { Operation } from "@/lib/http/operation";
import { operations } from "@/lib/openapi/operations";
import { isTeamScoped, TEAM_ACCESS } from "@/lib/openapi/team-access";
import { roleAllows, TEAM_ROLES, type TeamRole } from "@/lib/teams/roles";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient, ApiResponse } from "@/test/api-client";
import { demoTeamKey, registerSyncedApp, runJobs } from "@/test/synced-app";
import { joinTeam, person } from "@/test/team-members";
import { useApi } from "@/test/use-api";
import { setTeamPlan } from "@/test/personal-team";

/**
 * The role matrix, walked: every operation of the OpenAPI document on a team's resources, called
 * by a member of each role, by a member limited to another app, and by a stranger. Each answer is
 * what the matrix (lib/teams/roles.ts, the README's table) and the operation's declared access
 * (lib/openapi/team-access.ts) say: allowed, `202` with a proposal, `403 forbidden` naming the
 * permission, or `404` as for a missing app or team.
 */
const api = useApi();
const [trailmix, ledger] = demoAccount.apps;

type Actor = { name: string; client: ApiClient; id: string; email: string; role: TeamRole | null; limited: boolean };

const actors: Actor[] = [];
let teamId = "";
let appId = "";
let versionId = "";
let reviewId = "";
let revisionId = "";
let target: Actor;

const owner = () => actors.find((actor) => actor.role === "owner")!;

beforeAll(async () => {
  const first = await person(api, "owner");
  teamId = (await first.client.post("/api/teams", { name: "Matrix" })).body.id;
  await setTeamPlan(teamId, "pro");
  appId = (await registerSyncedApp(first.client, trailmix!.storeId, { ...demoTeamKey, teamId })).id;
  const otherApp = (await registerSyncedApp(first.client, ledger!.storeId, { ...demoTeamKey, teamId })).id;
  actors.push({ name: "owner", ...first, role: "owner", limited: false });
  for (const role of TEAM_ROLES.filter((role) => role !== "owner")) {
    const member = await person(api, role);
    await joinTeam(first.client, teamId, member, role);
    actors.push({ name: role, ...member, role, limited: false });
  }
  const limited = await person(api, "limited admin");
  await joinTeam(first.client, teamId, limited, "admin", [otherApp]);
  actors.push({ name: "an admin limited to another app", ...limited, role: "admin", limited: true });
  actors.push({ name: "a stranger", ...(await person(api, "stranger")), role: null, limited: false });
  const viewerTarget = await person(api, "target");
  await joinTeam(first.client, teamId, viewerTarget, "viewer");
  target = { name: "target", ...viewerTarget, role: "viewer", limited: false };

  const versions = (await first.client.get(`/api/apps/${appId}/versions`)).body.items;
  versionId = versions.find((version: { appStoreState: string }) => version.appStoreState === "PREPARE_FOR_SUBMISSION").id;
  reviewId = (await first.client.get(`/api/apps/${appId}/reviews?limit=1`)).body.items[0].id;
  const edited = await first.client.patch(`/api/apps/${appId}/versions/${versionId}/localizations/en-US`, { promotionalText: "Matrix" });
  expect(edited.status).toBe(200);
  revisionId = (await first.client.get(`/api/apps/${appId}/changes?limit=1`)).body.items[0].id;
  await first.client.post(`/api/apps/${appId}/agent/config`, { config: { fields: ["reviewReplies"] } });
  await first.client.post(`/api/apps/${appId}/agent/toggle`, { enabled: true });
  await runJobs();
}, 240_000);

/** A request for each operation, with what it needs to get past validation to the role check. */
interface Call {
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  /** A body sent as it is (a multipart upload), with its headers. */
  raw?: { body: string; headers: Record<string, string> };
  /** Readies the subject (a pending agent change, a member's proposal) before the operation's calls. */
  prepare?: () => Promise<Record<string, string> | void>;
  /** Readies a subject for each actor's call (what an allowed call removes: a webhook). */
  perActor?: () => Promise<Record<string, string>>;
}

/**
 * A webhook endpoint of the team, written directly and turned off (so nothing is ever sent from
 * here: a ping or redelivery by an allowed role answers `409 webhook_disabled`), with a delivery.
 */
let matrixWebhook: Record<string, string> | undefined;
async function teamWebhook(): Promise<Record<string, string>> {
  if (matrixWebhook) return matrixWebhook;
  const endpoint = await db().webhookEndpoint.create({
    data: { teamId, url: "https://hooks.matrix.invalid/in", events: ["sync.failed"], enabled: false, secretSealed: "unused" },
  });
  const delivery = await db().webhookDelivery.create({
    data: { endpointId: endpoint.id, eventType: "webhook.ping", messageId: "msg_matrix", payload: {}, status: "delivered" },
  });
  matrixWebhook = { webhookId: endpoint.id, deliveryId: delivery.id };
  return matrixWebhook;
}

/** A webhook to delete: the one the last allowed call left, or a new one. */
async function deletableWebhook(): Promise<Record<string, string>> {
  const left = await db().webhookEndpoint.findFirst({ where: { teamId, url: "https://hooks.matrix.invalid/delete" } });
  const endpoint =
    left ??
    (await db().webhookEndpoint.create({
      data: { teamId, url: "https://hooks.matrix.invalid/delete", events: ["sync.failed"], secretSealed: "unused" },
    }));
  return { webhookId: endpoint.id };
}

async function pendingAgentChange(): Promise<void> {
  const agent = async () => (await owner().client.get(`/api/apps/${appId}/agent`)).body;
  if (!(await agent()).pendingAction) {
    await owner().client.post(`/api/apps/${appId}/agent/run`);
    await runJobs();
  }
  expect((await agent()).pendingAction?.type).toBe("reply_to_review");
}

async function memberProposal(): Promise<Record<string, string>> {
  const support = actors.find((actor) => actor.role === "support")!;
  const proposed = await support.client.patch(`/api/apps/${appId}/versions/${versionId}/localizations/en-US`, {
    promotionalText: `Proposed ${Date.now()}`,
  });
  expect(proposed.status).toBe(202);
  return { proposalId: proposed.body.id };
}

let invitations = 0;
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const CALLS: Record<string, Call> = {
  getSales: { query: `from=${yesterday}&to=${yesterday}` },
  getDailySales: { query: `from=${yesterday}&to=${yesterday}` },
  deleteApp: { query: "confirmationName=not-the-name" },
  // To its own team: allowed, and nothing moves.
  get moveApp() {
    return { body: { teamId } };
  },
  // Trailmix has a version being prepared: allowed roles are refused by the store's rule (409), nothing made.
  createVersion: { body: { versionString: "9.0" } },
  // Allowed roles change the prepared version's release method; the rest of shipping is refused by its state (409/422), not the role.
  updateVersion: { body: { releaseType: "MANUAL" } },
  updatePhasedRelease: { body: { state: "PAUSED" } },
  updatePullInterval: { body: { pullInterval: 15 } },
  updateVersionsToKeep: { body: { versionsToKeep: 5 } },
  updateWordLists: { body: { forbiddenWords: [] } },
  updateReleaseGuard: { body: { enabled: false, action: "propose", lowRatingPercent: 30, minimumReviews: 5 } },
  // An empty upload, as a browser on this site sends it: allowed roles get 400 (no file), nothing sent.
  uploadScreenshots: {
    raw: { body: "--x--\r\n", headers: { "content-type": "multipart/form-data; boundary=x", origin: new URL(env().APP_URL).origin } },
  },
  reorderScreenshots: { body: { screenshotIds: ["no-such-screenshot"] } },
  copyScreenshotSet: { body: { locales: ["fr-FR"], mode: "append" } },
  replaceCredentials: { body: demoTeamKey },
  replaceTeamCredential: { body: { keyId: demoTeamKey.keyId, issuerId: demoTeamKey.issuerId, privateKey: demoTeamKey.privateKey } },
  addEveryAppOfTeamCredential: { body: {} },
  updateVersionLocalization: { body: { promotionalText: "Matrix edit" } },
  updateAppInfoLocalization: { body: { subtitle: "Matrix" } },
  respondToReview: { body: { responseBody: "Thank you for the review." } },
  toggleAppAgent: { body: { enabled: true } },
  configureAppAgent: { body: { config: { fields: ["reviewReplies"] } } },
  rejectAppAgentAction: { body: { reason: "Not this one" }, prepare: pendingAgentChange },
  approveAppAgentAction: { prepare: pendingAgentChange },
  approveAppProposal: { prepare: memberProposal },
  rejectAppProposal: { body: { reason: "Not this one" }, prepare: memberProposal },
  updateTeam: { body: { name: "Matrix" } },
  startTeamCheckout: { body: { planId: "business" } },
  updateTeamMember: { body: { role: "viewer" } },
  get createTeamInvitation() {
    return { body: { email: `invitee-${++invitations}@example.com`, role: "viewer" } };
  },
  // The team's webhooks: named by `teamId` (list, create), or by the endpoint (the rest).
  get listWebhooks() {
    return { query: `teamId=${teamId}` };
  },
  get createWebhook() {
    return { body: { url: "https://hooks.matrix.invalid/made", events: ["sync.failed"], teamId } };
  },
  updateWebhook: { body: { description: "Matrix" }, prepare: teamWebhook },
  deleteWebhook: { perActor: deletableWebhook },
  listWebhookDeliveries: { prepare: teamWebhook },
  redeliverWebhookDelivery: { prepare: teamWebhook },
  pingWebhook: { prepare: teamWebhook },
};

function pathOf(operation: Operation, extra: Record<string, string>): string {
  const values: Record<string, string> = {
    appId,
    teamId,
    versionId,
    reviewId,
    revisionId,
    locale: "en-US",
    key: "no-such-memory",
    userId: target.id,
    invitationId: "no-such-invitation",
    credentialId: "no-such-key",
    ...extra,
  };
  return `/api${operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? `missing-${name}`))}`;
}

const hidden = (response: ApiResponse) =>
  response.status === 404 && /^The (app|team|webhook) does not exist\.$/.test(String((response.body as { detail?: string }).detail));

type Expected = "allowed" | "proposal" | "forbidden" | "hidden";

function expected(operation: Operation, actor: Actor): Expected {
  const access = TEAM_ACCESS[operation.operationId]!;
  if (!actor.role) return "hidden";
  if (actor.limited && operation.path.startsWith("/apps/{appId}")) return "hidden";
  if (roleAllows(actor.role, access.permission)) return "allowed";
  if (access.proposeWith && roleAllows(actor.role, access.proposeWith)) return "proposal";
  return "forbidden";
}

function outcome(response: ApiResponse): Expected | `unexpected ${number}` {
  if (hidden(response)) return "hidden";
  if (response.status === 403) return (response.body as { code?: string }).code === "forbidden" ? "forbidden" : `unexpected 403`;
  if (response.status === 202 && (response.body as { approverRoles?: unknown }).approverRoles) return "proposal";
  if (response.status >= 500 || response.status === 401) return `unexpected ${response.status}`;
  return "allowed";
}

// Removing a member goes last: the first owner or admin to try removes the target.
const teamOperations = operations
  .filter((operation) => isTeamScoped(operation.path))
  .sort((a, b) => Number(a.operationId === "removeTeamMember") - Number(b.operationId === "removeTeamMember"));

describe("the role matrix, over every operation on a team's resources", () => {
  it("covers them all", () => {
    expect(teamOperations.length).toBe(Object.keys(TEAM_ACCESS).length);
  });

  for (const operation of teamOperations) {
    it(`${operation.operationId} (${operation.method.toUpperCase()} ${operation.path})`, async () => {
      const call = CALLS[operation.operationId] ?? {};
      const extra = (await call.prepare?.()) ?? {};
      const url = pathOf(operation, extra) + (call.query ? `?${call.query}` : "");
      // Those the matrix refuses first: an allowed call may use up the subject (a pending change).
      const ordered = [...actors].sort(
        (a, b) => Number(expected(operation, a) === "allowed") - Number(expected(operation, b) === "allowed"),
      );
      const seen: string[] = [];
      const wanted: string[] = [];
      for (const actor of ordered) {
        const actorUrl = call.perActor
          ? pathOf(operation, { ...extra, ...(await call.perActor()) }) + (call.query ? `?${call.query}` : "")
          : url;
        const response = await actor.client.request(operation.method.toUpperCase(), actorUrl, {
          body: (CALLS[operation.operationId] ?? call).body,
          rawBody: call.raw?.body,
          // A GET that acts (a pull) is sent as the dashboard sends writes (the CSRF guard's rule).
          headers: call.raw?.headers ?? (operation.changesState ? { "content-type": "application/json" } : undefined),
        });
        const got = outcome(response);
        const want = expected(operation, actor);
        seen.push(
          `${actor.name}: ${got}${got === "forbidden" || got === want ? "" : ` (${response.status} ${JSON.stringify(response.body).slice(0, 160)})`}`,
        );
        wanted.push(`${actor.name}: ${want}`);
        if (got === "forbidden" && want === "forbidden") {
          expect((response.body as { detail: string }).detail).toContain(TEAM_ACCESS[operation.operationId]!.permission);
          seen[seen.length - 1] = `${actor.name}: forbidden`;
        }
      }
      expect(seen).toEqual(wanted);
    });
  }
});
