import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import type { Build } from "@/lib/db/generated/client";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient, ApiResponse } from "@/test/api-client";
import { registerSyncedApp } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

import { buildKeyset } from "./build-keyset";

const api = useApi();
const [trailmix, , sleepwell] = demoAccount.apps;

interface BuildItem {
  id: string;
  storeId: string;
  version: string;
  processingState: string | null;
  expired: boolean;
  minOsVersion: string | null;
  uploadedAt: string | null;
  expiresAt: string | null;
  versionString: string | null;
}

let owner: ApiClient;
let stranger: ApiClient;
let app: { id: string };
let other: { id: string };

async function newUser(): Promise<ApiClient> {
  const client = api.client();
  await client.registerAndSignIn();
  return client;
}

/** Every build of an app, following nextCursor page by page. */
async function listAll(client: ApiClient, appId: string, limit: number): Promise<{ items: BuildItem[]; pages: number }> {
  const items: BuildItem[] = [];
  let cursor: string | null = null;
  for (let pages = 1; pages <= 100; pages++) {
    const response: ApiResponse = await client.get(`/api/apps/${appId}/builds?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.items.length).toBeLessThanOrEqual(limit);
    items.push(...response.body.items);
    cursor = response.body.nextCursor;
    if (!cursor) return { items, pages };
  }
  throw new Error("too many pages");
}

/** The listing's order: upload date descending with undated builds last, then id descending. */
const expectedOrder = (rows: Build[]) =>
  [...rows].sort((a, b) => {
    const at = (a.uploadedAt?.getTime() ?? -Infinity) - (b.uploadedAt?.getTime() ?? -Infinity);
    if (at !== 0 && !Number.isNaN(at)) return -at;
    return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
  });

beforeAll(async () => {
  owner = await newUser();
  app = await registerSyncedApp(owner, trailmix!.storeId);
  stranger = await newUser();
  other = await registerSyncedApp(stranger, sleepwell!.storeId);
});

describe("listing builds", () => {
  it("gives the first page newest upload first, with the version string of the version using each build", async () => {
    const response = await owner.get(`/api/apps/${app.id}/builds`);
    expect(response.status).toBe(200);
    expect(response.body.items).toHaveLength(20);
    expect(response.body.nextCursor).toEqual(expect.any(String));
    const first = response.body.items[0] as BuildItem;
    expect(first).toMatchObject({
      version: "40",
      processingState: "PROCESSING",
      expired: false,
      minOsVersion: "16.0",
      versionString: null,
    });
    const stored = await db().build.findFirstOrThrow({ where: { id: first.id } });
    expect(first).toEqual({
      id: stored.id,
      storeId: stored.storeId,
      version: stored.version,
      processingState: stored.processingState,
      expired: stored.expired,
      minOsVersion: stored.minOsVersion,
      uploadedAt: stored.uploadedAt!.toISOString(),
      expiresAt: stored.expiresAt!.toISOString(),
      usesNonExemptEncryption: false,
      versionString: null,
    });
  });

  it("pages through every build exactly once, in order, whatever the page size", async () => {
    const rows = await db().build.findMany({ where: { appId: app.id } });
    expect(rows).toHaveLength(40);
    const expected = expectedOrder(rows).map((row) => row.id);
    for (const limit of [1, 7, 20, 40, 100]) {
      const { items, pages } = await listAll(owner, app.id, limit);
      expect(
        items.map((item) => item.id),
        `limit ${limit}`,
      ).toEqual(expected);
      expect(pages).toBe(Math.max(1, Math.ceil(40 / limit)));
    }
  });

  it("names the version that uses a build", async () => {
    const versions = await db().appVersion.findMany({ where: { appId: app.id, buildStoreId: { not: null } } });
    expect(versions.length).toBeGreaterThanOrEqual(2);
    const { items } = await listAll(owner, app.id, 100);
    const named = items.filter((item) => item.versionString !== null);
    expect(named.map((item) => [item.storeId, item.versionString]).sort()).toEqual(
      versions.map((version) => [version.buildStoreId, version.versionString]).sort(),
    );
    expect(named.map((item) => item.versionString)).toContain("1.4.2");
  });

  it("keeps the order across pages when builds share an upload date or have none", async () => {
    const client = await newUser();
    const tied = await registerSyncedApp(client, sleepwell!.storeId);
    const rows = await db().build.findMany({ where: { appId: tied.id }, orderBy: { uploadedAt: "desc" } });
    const instant = rows[2]!.uploadedAt!;
    await db().build.updateMany({ where: { id: { in: rows.slice(1, 5).map((row) => row.id) } }, data: { uploadedAt: instant } });
    await db().build.updateMany({ where: { id: { in: rows.slice(5, 8).map((row) => row.id) } }, data: { uploadedAt: null } });
    const expected = expectedOrder(await db().build.findMany({ where: { appId: tied.id } }));
    expect(expected.filter((row) => row.uploadedAt === null)).toHaveLength(3);
    for (const limit of [1, 2, 3]) {
      const { items } = await listAll(client, tied.id, limit);
      expect(
        items.map((item) => item.id),
        `limit ${limit}`,
      ).toEqual(expected.map((row) => row.id));
    }
    expect((await listAll(client, tied.id, 100)).items.at(-1)!.uploadedAt).toBeNull();
  });

  it("refuses a bad cursor or limit, and answers 404 for another user's app", async () => {
    for (const query of [
      "cursor=nonsense",
      `cursor=${Buffer.from('["x","y"]').toString("base64url")}`,
      "limit=0",
      "limit=101",
      "limit=ten",
      "order=asc",
    ]) {
      const response = await owner.get(`/api/apps/${app.id}/builds?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.code).toBe("validation_failed");
    }
    const foreign = await stranger.get(`/api/apps/${app.id}/builds`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe("not_found");
    // The stranger's own list holds only their app's builds.
    const own = await listAll(stranger, other.id, 100);
    const ids = new Set((await db().build.findMany({ where: { appId: other.id }, select: { id: true } })).map((row) => row.id));
    expect(own.items.every((item) => ids.has(item.id))).toBe(true);
    expect(own.items).toHaveLength(ids.size);
  });
});

describe("build cursors", () => {
  it("round-trip dated and undated positions", () => {
    const dated = { uploadedAt: new Date("2026-05-01T10:00:00.000Z"), id: "b" };
    expect(buildKeyset.decode(buildKeyset.encode(dated))).toEqual({ at: dated.uploadedAt, id: dated.id });
    expect(buildKeyset.decode(buildKeyset.encode({ uploadedAt: null, id: "a" }))).toEqual({ at: null, id: "a" });
    for (const bad of [
      "",
      "!!",
      Buffer.from("[1,2]").toString("base64url"),
      Buffer.from('["2026-01-01T00:00:00Z",""]').toString("base64url"),
      Buffer.from('{"a":1}').toString("base64url"),
    ]) {
      expect(() => buildKeyset.decode(bad), bad).toThrow(/cursor/);
    }
  });
});
