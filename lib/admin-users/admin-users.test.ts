import { randomUUID } from "node:crypto";

import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import type { ApiClient } from "@/test/api-client";
import { useApi } from "@/test/use-api";
import { personalTeamOf } from "@/test/personal-team";
import { teamKeyOf } from "@/test/team-key";

const api = useApi();
let admin: ApiClient;
let adminId: string;
let user: ApiClient;

beforeAll(async () => {
  admin = api.client();
  adminId = (await admin.registerAndSignIn({ name: "Root Admin" })).id;
  await db().user.update({ where: { id: adminId }, data: { role: "admin" } });
  user = api.client();
  await user.registerAndSignIn();
});

const MINUTE = 60_000;

/** A user created directly, `minutesAgo` old, with `apps` apps. */
async function seedUser(email: string, name: string | null, minutesAgo: number, apps = 0) {
  const created = await db().user.create({
    data: { email, name, passwordHash: "x", createdAt: new Date(Date.now() - minutesAgo * MINUTE) },
  });
  for (let index = 0; index < apps; index++) {
    await db().app.create({
      data: {
        teamId: await personalTeamOf(created.id),
        userId: created.id,
        storeId: `${index}`,
        name: `App ${index}`,
        credentialId: await teamKeyOf(await personalTeamOf(created.id)),
        vendorNumber: "1",
      },
    });
  }
  return created;
}

const ids = (body: { items: { userId: string }[] }) => body.items.map((item) => item.userId);

describe("admin users API", () => {
  it("is for admins only", async () => {
    for (const [method, path] of [
      ["GET", "/api/admin/users"],
      ["PATCH", "/api/admin/users/update"],
      ["GET", "/api/admin/audit-log"],
    ] as const) {
      const response = await user.request(method, path, method === "PATCH" ? { body: { userId: adminId, role: "user" } } : {});
      expect(response.status, path).toBe(403);
      expect(response.body.code).toBe("forbidden");
    }
    expect((await db().user.findUniqueOrThrow({ where: { id: adminId } })).role).toBe("admin");
  });

  it("lists users newest first with app counts, searched in email and name, keyset-paginated", async () => {
    const tag = randomUUID().slice(0, 8);
    const oldest = await seedUser(`old-${tag}@example.com`, "Grace Hopper", 30, 2);
    const middle = await seedUser(`mid-${tag}@example.com`, null, 20);
    const newest = await seedUser(`new-${tag}@example.com`, `Needle ${tag}`, 10, 3);
    const other = await seedUser(`other-${randomUUID().slice(0, 8)}@example.com`, "Unrelated", 5);

    const byEmail = await admin.get(`/api/admin/users?search=${tag.toUpperCase()}`);
    expect(byEmail.status).toBe(200);
    expect(ids(byEmail.body)).toEqual([newest.id, middle.id, oldest.id]);
    expect(byEmail.body.items[0]).toEqual({
      userId: newest.id,
      email: `new-${tag}@example.com`,
      name: `Needle ${tag}`,
      role: "user",
      banned: false,
      banReason: null,
      bannedAt: null,
      appCount: 3,
      personalTeamAppCount: 3,
      planId: "free",
      subscriptionStatus: "none",
      createdAt: newest.createdAt.toISOString(),
    });
    expect(byEmail.body.items.map((item: { appCount: number }) => item.appCount)).toEqual([3, 0, 2]);

    // An app registered into a shared team counts against that team's plan, not the personal one's.
    const shared = await db().team.create({ data: { name: `Shared ${tag}` } });
    await db().app.updateMany({ where: { userId: oldest.id, storeId: "1" }, data: { teamId: shared.id } });
    const afterMove = (await admin.get(`/api/admin/users?search=old-${tag}`)).body.items[0];
    expect(afterMove).toMatchObject({ appCount: 2, personalTeamAppCount: 1 });

    const byName = await admin.get(`/api/admin/users?search=${encodeURIComponent("grace HOP")}`);
    expect(ids(byName.body)).toEqual([oldest.id]);
    // LIKE wildcards are searched for literally.
    expect((await admin.get(`/api/admin/users?search=${encodeURIComponent("%")}`)).body.items).toEqual([]);
    expect((await admin.get(`/api/admin/users?search=_`)).body.items).toEqual([]);

    // Pages of 2 over the matching users; a user created between pages does not shift them.
    const first = await admin.get(`/api/admin/users?search=${tag}&limit=2`);
    expect(ids(first.body)).toEqual([newest.id, middle.id]);
    await seedUser(`late-${tag}@example.com`, null, 0);
    const second = await admin.get(`/api/admin/users?search=${tag}&limit=2&cursor=${first.body.nextCursor}`);
    expect(ids(second.body)).toEqual([oldest.id]);
    expect(second.body.nextCursor).toBeNull();

    // Unfiltered, the whole list pages through every user exactly once.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { items: { userId: string }[]; nextCursor: string | null } } = await admin.get(
        `/api/admin/users?limit=3${cursor ? `&cursor=${cursor}` : ""}`,
      );
      seen.push(...ids(page.body));
      cursor = page.body.nextCursor;
    } while (cursor);
    const all = await db().user.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true } });
    expect(seen).toEqual(all.map((row) => row.id));
    expect(seen).toContain(other.id);

    const bad = await admin.get(`/api/admin/users?limit=101&cursor=nonsense&role=admin`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(["query.limit", "query.role"]);
    expect((await admin.get(`/api/admin/users?cursor=nonsense`)).body.errors).toEqual([
      { path: "query.cursor", message: expect.any(String) },
    ]);
  });

  it("changes roles, recording each change in the audit log", async () => {
    const target = await seedUser(`promote-${randomUUID()}@example.com`, "Target", 1, 1);
    const promoted = await admin.patch("/api/admin/users/update", { userId: target.id, role: "admin" });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ userId: target.id, role: "admin", banned: false, appCount: 1 });
    const demoted = await admin.patch("/api/admin/users/update", { userId: target.id, role: "user" });
    expect(demoted.body.role).toBe("user");
    expect((await db().user.findUniqueOrThrow({ where: { id: target.id } })).role).toBe("user");

    const entries = await db().auditLogEntry.findMany({ where: { targetId: target.id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    expect(
      entries.map((entry) => ({ actorId: entry.actorId, action: entry.action, targetType: entry.targetType, data: entry.data })),
    ).toEqual([
      { actorId: adminId, action: "user.role_changed", targetType: "user", data: { before: { role: "user" }, after: { role: "admin" } } },
      { actorId: adminId, action: "user.role_changed", targetType: "user", data: { before: { role: "admin" }, after: { role: "user" } } },
    ]);

    // A change that changes nothing is answered with the user and records nothing.
    const same = await admin.patch("/api/admin/users/update", { userId: target.id, role: "user", banned: false });
    expect(same.status).toBe(200);
    expect(same.body.role).toBe("user");
    expect(await db().auditLogEntry.count({ where: { targetId: target.id } })).toBe(2);
  });

  it("bans a signed-in user at once, refusing every request of the existing session until unbanned", async () => {
    const victim = api.client();
    const account = await victim.registerAndSignIn();
    expect((await victim.get("/api/push/subscriptions")).status).toBe(200);

    const banned = await admin.patch("/api/admin/users/update", { userId: account.id, banned: true, banReason: "Spamming reviews" });
    expect(banned.status).toBe(200);
    expect(banned.body).toMatchObject({ userId: account.id, banned: true, banReason: "Spamming reviews", bannedAt: expect.any(String) });
    const refused = await victim.get("/api/push/subscriptions");
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "banned", detail: expect.stringContaining("Spamming reviews") });
    expect((await api.client().signIn(account.email, account.password)).status).toBe(403);

    const reason = await admin.patch("/api/admin/users/update", { userId: account.id, banned: true, banReason: "Spam, twice" });
    expect(reason.body).toMatchObject({ banned: true, banReason: "Spam, twice", bannedAt: banned.body.bannedAt });

    const unbanned = await admin.patch("/api/admin/users/update", { userId: account.id, banned: false });
    expect(unbanned.body).toMatchObject({ banned: false, banReason: null, bannedAt: null });
    expect((await victim.get("/api/push/subscriptions")).status).toBe(200);

    const entries = await db().auditLogEntry.findMany({ where: { targetId: account.id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    expect(entries.map((entry) => [entry.action, entry.data])).toEqual([
      ["user.banned", { before: { banned: false }, after: { banned: true, banReason: "Spamming reviews" }, reason: "Spamming reviews" }],
      [
        "user.ban_reason_changed",
        { before: { banReason: "Spamming reviews" }, after: { banReason: "Spam, twice" }, reason: "Spam, twice" },
      ],
      ["user.unbanned", { before: { banned: true, banReason: "Spam, twice", bannedAt: banned.body.bannedAt }, after: { banned: false } }],
    ]);
    expect(entries.every((entry) => entry.actorId === adminId && entry.targetType === "user")).toBe(true);
  });

  it("refuses an admin banning or demoting themself with 409 cannot_change_self", async () => {
    for (const change of [{ role: "user" }, { banned: true }, { banned: true, banReason: "oops" }]) {
      const response = await admin.patch("/api/admin/users/update", { userId: adminId, ...change });
      expect(response.status, JSON.stringify(change)).toBe(409);
      expect(response.body.code).toBe("cannot_change_self");
    }
    const self = await db().user.findUniqueOrThrow({ where: { id: adminId } });
    expect(self).toMatchObject({ role: "admin", banned: false });
    expect(await db().auditLogEntry.count({ where: { targetId: adminId } })).toBe(0);
    // Confirming one's own role changes nothing and is allowed.
    expect((await admin.patch("/api/admin/users/update", { userId: adminId, role: "admin" })).status).toBe(200);
  });

  it("answers 404 for an unknown user and 400 for invalid changes", async () => {
    const missing = await admin.patch("/api/admin/users/update", { userId: randomUUID(), banned: true });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe("not_found");

    const target = await seedUser(`invalid-${randomUUID()}@example.com`, null, 1);
    const cases: [object, string[]][] = [
      [{ userId: target.id }, ["body"]],
      [{ userId: target.id, banReason: "no ban" }, ["body.banReason"]],
      [{ userId: target.id, banned: false, banReason: "contradiction" }, ["body.banReason"]],
      [{ userId: target.id, banned: true, banReason: "   " }, ["body.banReason"]],
      [{ userId: target.id, role: "root", banned: "yes" }, ["body.banned", "body.role"]],
      [{ userId: target.id, role: "admin", email: "x@example.com" }, ["body.email"]],
      [{ role: "admin" }, ["body.userId"]],
    ];
    for (const [body, paths] of cases) {
      const response = await admin.patch("/api/admin/users/update", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors.map((error: { path: string }) => error.path).sort(), JSON.stringify(body)).toEqual(paths);
    }
    expect(await db().user.findUniqueOrThrow({ where: { id: target.id } })).toMatchObject({ role: "user", banned: false });
    expect(await db().auditLogEntry.count({ where: { targetId: target.id } })).toBe(0);
  });
});

describe("audit log API", () => {
  it("lists changes newest first, filtered by target, keyset-paginated", async () => {
    const target = await seedUser(`audited-${randomUUID()}@example.com`, null, 1);
    for (const change of [{ role: "admin" }, { role: "user" }, { banned: true, banReason: "why" }, { banned: false }]) {
      expect((await admin.patch("/api/admin/users/update", { userId: target.id, ...change })).status).toBe(200);
    }
    const log = await admin.get(`/api/admin/audit-log?targetId=${target.id}`);
    expect(log.status).toBe(200);
    expect(log.body.items.map((entry: { action: string }) => entry.action)).toEqual([
      "user.unbanned",
      "user.banned",
      "user.role_changed",
      "user.role_changed",
    ]);
    expect(log.body.items[1]).toEqual({
      id: expect.any(String),
      actorId: adminId,
      actorEmail: expect.stringContaining("@example.com"),
      actorName: "Root Admin",
      action: "user.banned",
      targetType: "user",
      targetId: target.id,
      targetLabel: target.email,
      data: { before: { banned: false }, after: { banned: true, banReason: "why" }, reason: "why" },
      createdAt: expect.any(String),
    });
    expect((await admin.get(`/api/admin/audit-log?targetType=user&targetId=${target.id}`)).body.items).toHaveLength(4);
    expect((await admin.get(`/api/admin/audit-log?targetType=ticket&targetId=${target.id}`)).body.items).toEqual([]);

    const pages: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { items: { id: string }[]; nextCursor: string | null } } = await admin.get(
        `/api/admin/audit-log?targetId=${target.id}&limit=3${cursor ? `&cursor=${cursor}` : ""}`,
      );
      pages.push(...page.body.items.map((entry) => entry.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(pages).toEqual(log.body.items.map((entry: { id: string }) => entry.id));

    // Unfiltered, it holds every entry, newest first.
    const everything = await admin.get(`/api/admin/audit-log?limit=100`);
    expect(everything.body.items.length).toBe(await db().auditLogEntry.count());
  });
});
