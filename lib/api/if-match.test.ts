import { beforeAll, describe, expect, it } from "vitest";

import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { setTeamPlan } from "@/test/personal-team";
import { demoTeamKey, registerSyncedApp } from "@/test/synced-app";
import { joinTeam, person } from "@/test/team-members";
import { useApi } from "@/test/use-api";

// Optimistic concurrency on every editable resource: each read carries the resource's ETag, an
// edit sent with a stale one is `412 precondition_failed` (with the resource as it is now) and
// changes nothing, a fresh one goes ahead and answers the new ETag, and an edit without If-Match
// goes ahead as before (last write wins).

const api = useApi();
const [trailmix] = demoAccount.apps;

let alice: ApiClient;
let bob: ApiClient;
let stranger: ApiClient;
let appId: string;
let teamId: string;

const withIfMatch = (client: ApiClient, method: "PATCH" | "POST" | "DELETE", path: string, ifMatch: string | null, body?: unknown) =>
  client.request(method, path, { body, headers: ifMatch === null ? {} : { "if-match": ifMatch } });

beforeAll(async () => {
  alice = (await person(api, "Alice")).client;
  teamId = (await alice.post("/api/teams", { name: "Studio" })).body.id;
  await setTeamPlan(teamId, "pro");
  // Bob edits the same app as an admin of Alice's team.
  const bobAccount = await person(api, "Bob");
  bob = bobAccount.client;
  await joinTeam(alice, teamId, bobAccount, "admin");
  appId = (await registerSyncedApp(alice, trailmix!.storeId, { ...demoTeamKey, teamId })).id;
  stranger = (await person(api, "Stranger")).client;
});

describe("If-Match on a version's locale", () => {
  it("refuses an edit from a stale read with the locale as it is now, takes a fresh one, and one without the header", async () => {
    const versions = (await alice.get(`/api/apps/${appId}/versions`)).body.items as { id: string; appStoreState: string }[];
    const versionId = versions.find((item) => item.appStoreState === "PREPARE_FOR_SUBMISSION")!.id;
    const path = `/api/apps/${appId}/versions/${versionId}/localizations/en-US`;
    const read = async (client: ApiClient) =>
      ((await client.get(`/api/apps/${appId}/versions/${versionId}`)).body.localizations as { locale: string; etag: string }[]).find(
        (item) => item.locale === "en-US",
      )!;

    // Both open the locale; Alice saves first.
    const opened = await read(alice);
    expect((await read(bob)).etag).toBe(opened.etag);
    const first = await withIfMatch(alice, "PATCH", path, opened.etag, { promotionalText: "Alice's words" });
    expect(first.status).toBe(200);
    expect(first.headers.get("etag")).toBe(first.body.etag);
    expect(first.body.etag).not.toBe(opened.etag);

    // Bob saves from what he opened: refused, nothing changes, and he is shown Alice's text.
    const second = await withIfMatch(bob, "PATCH", path, opened.etag, { promotionalText: "Bob's words" });
    expect(second.status).toBe(412);
    expect(second.body).toMatchObject({
      code: "precondition_failed",
      etag: first.body.etag,
      current: { promotionalText: "Alice's words" },
    });
    expect((await read(bob)).etag).toBe(first.body.etag);

    // Sent again with the ETag of what he now sees, it goes ahead; so does an edit without If-Match.
    const retried = await withIfMatch(bob, "PATCH", path, second.body.etag, { promotionalText: "Bob's words" });
    expect(retried.status).toBe(200);
    expect(retried.body.promotionalText).toBe("Bob's words");
    const unconditional = await withIfMatch(alice, "PATCH", path, null, { promotionalText: "Last word" });
    expect(unconditional.status).toBe(200);
    expect(unconditional.headers.get("etag")).toBe((await read(alice)).etag);

    // A list of tags matches if one does; `*` matches what exists; a weak tag never does (strong comparison).
    const now = (await read(alice)).etag;
    expect((await withIfMatch(alice, "PATCH", path, `"nope", ${now}`, { promotionalText: "Listed" })).status).toBe(200);
    expect((await withIfMatch(alice, "PATCH", path, "*", { promotionalText: "Any" })).status).toBe(200);
    const weak = await withIfMatch(alice, "PATCH", path, `W/${(await read(alice)).etag}`, { promotionalText: "Weak" });
    expect(weak.status).toBe(412);

    // Someone who cannot see the app learns nothing from the precondition: 404 first.
    expect((await withIfMatch(stranger, "PATCH", path, opened.etag, { promotionalText: "x" })).status).toBe(404);
  });

  it("holds a locale the version does not have yet to `*` (refused: it does not exist) and to the ETag of nothing", async () => {
    const versions = (await alice.get(`/api/apps/${appId}/versions`)).body.items as { id: string; appStoreState: string }[];
    const versionId = versions.find((item) => item.appStoreState === "PREPARE_FOR_SUBMISSION")!.id;
    const has = ((await alice.get(`/api/apps/${appId}/versions/${versionId}`)).body.localizations as { locale: string }[]).map(
      (item) => item.locale,
    );
    const locale = ["nl-NL", "sv", "fi", "da", "no"].find((code) => !has.includes(code))!;
    const path = `/api/apps/${appId}/versions/${versionId}/localizations/${locale}`;
    const absent = await withIfMatch(alice, "PATCH", path, "*", { promotionalText: "Bonjour" });
    expect(absent.status).toBe(412);
    expect(absent.body.current).toBeNull();
    const created = await withIfMatch(alice, "PATCH", path, absent.body.etag, { promotionalText: "Bonjour" });
    expect(created.status).toBe(200);
    expect((await withIfMatch(bob, "PATCH", path, absent.body.etag, { promotionalText: "Salut" })).status).toBe(412);
  });
});

describe("If-Match on the other editable resources", () => {
  it("app information, sync settings, word lists, agent configuration, review responses and team settings", async () => {
    const cases: { name: string; read: () => Promise<string>; edit: (etag: string | null, n: number) => Promise<{ status: number }> }[] = [
      {
        name: "app information",
        read: async () =>
          ((await alice.get(`/api/apps/${appId}/app-info`)).body.localizations as { locale: string; etag: string }[]).find(
            (item) => item.locale === "en-US",
          )!.etag,
        edit: (etag, n) =>
          withIfMatch(alice, "PATCH", `/api/apps/${appId}/app-info/localizations/en-US`, etag, { subtitle: `Subtitle ${n}` }),
      },
      {
        name: "sync settings",
        read: async () => (await alice.get(`/api/apps/${appId}`)).body.settingsEtag,
        edit: (etag, n) => withIfMatch(alice, "PATCH", `/api/apps/${appId}/versions-to-keep`, etag, { versionsToKeep: 10 + n }),
      },
      {
        name: "word lists",
        read: async () => (await alice.get(`/api/apps/${appId}/word-lists`)).body.etag,
        edit: (etag, n) => withIfMatch(alice, "PATCH", `/api/apps/${appId}/word-lists`, etag, { competitors: [`Rival ${n}`] }),
      },
      {
        name: "agent configuration",
        read: async () => (await alice.get(`/api/apps/${appId}/agent`)).body.configEtag,
        edit: (etag, n) => withIfMatch(alice, "POST", `/api/apps/${appId}/agent/config`, etag, { config: { goals: [`Goal ${n}`] } }),
      },
      {
        name: "team settings",
        read: async () => (await alice.get(`/api/teams/${teamId}`)).body.etag,
        edit: (etag, n) => withIfMatch(alice, "PATCH", `/api/teams/${teamId}`, etag, { name: `Team ${n}` }),
      },
    ];
    for (const { name, read, edit } of cases) {
      const stale = await read();
      expect((await edit(stale, 1)).status, name).toBe(200);
      const fresh = await read();
      expect(fresh, name).not.toBe(stale);
      expect((await edit(stale, 2)).status, `${name}: stale`).toBe(412);
      expect(await read(), `${name}: unchanged by the refused edit`).toBe(fresh);
      const answered = (await edit(fresh, 3)) as { status: number; headers: Headers };
      expect(answered.status, `${name}: fresh`).toBe(200);
      expect(answered.headers.get("etag"), name).toBe(await read());
    }
  });

  it("a review reply: someone else's reply since the review was opened is not replaced, nor deleted", async () => {
    const reviews = (await alice.get(`/api/apps/${appId}/reviews?responded=false`)).body.items as { id: string; responseEtag: string }[];
    const { id, responseEtag: unanswered } = reviews[0]!;
    const path = `/api/apps/${appId}/reviews/${id}/response`;
    const first = await withIfMatch(alice, "POST", path, unanswered, { responseBody: "Thank you for the kind words!" });
    expect(first.status).toBe(201);
    expect(first.headers.get("etag")).toBe(first.body.responseEtag);
    const late = await withIfMatch(bob, "POST", path, unanswered, { responseBody: "Thanks a lot!" });
    expect(late.status).toBe(412);
    expect(late.body.current).toEqual({ body: "Thank you for the kind words!" });
    expect((await withIfMatch(bob, "DELETE", path, unanswered)).status).toBe(412);
    expect((await withIfMatch(bob, "DELETE", path, first.body.responseEtag)).status).toBe(204);
  });
});

describe("If-Match where there is no ETag", () => {
  it("is refused with 400, saying the operation takes no conditions, before anything is done", async () => {
    const tickets = async () => (await alice.get("/api/support/tickets")).body.items.length as number;
    const before = await tickets();
    for (const [client, method, path, body] of [
      [alice, "POST", "/api/support/tickets", { type: "QUESTION", subject: "Conditional", message: "Hello" }],
      [alice, "GET", "/api/apps", undefined],
      [alice, "DELETE", `/api/teams/${teamId}/invitations/no-such-invitation`, undefined],
      [api.client(), "POST", "/api/auth/register", { email: "conditional@example.com", password: "a long enough password" }],
    ] as const) {
      const refused = await client.request(method, path, { body, headers: { "if-match": '"abc"' } });
      expect(refused, `${method} ${path}`).toMatchObject({ status: 400, body: { code: "validation_failed" } });
      expect(refused.body.errors, `${method} ${path}`).toEqual([{ path: "headers.if-match", message: expect.stringContaining("no ETag") }]);
      expect(refused.body.detail).toContain("does not support conditional requests");
    }
    expect(await tickets()).toBe(before);
    expect(
      (await api.client().post("/api/auth/register", { email: "conditional@example.com", password: "a long enough password" })).status,
    ).toBe(201);
    // The reference says so.
    expect((await api.client().get("/api/openapi.json")).body.info.description).toContain(
      "sent to any other operation, it answers `400 validation_failed` (field `headers.if-match`)",
    );
    // An edit that has an ETag still takes it.
    const settings = await alice.get(`/api/teams/${teamId}`);
    expect((await withIfMatch(alice, "PATCH", `/api/teams/${teamId}`, settings.body.etag, { name: "Studio" })).status).toBe(200);
  });
});
