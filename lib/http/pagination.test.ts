import { randomUUID } from "node:crypto";

import { beforeAll, describe, expect, it } from "vitest";

import { databaseReady, db } from "@/lib/db/client";

import { ApiError } from "./errors";
import { decodeCursor, keysetArgs, toPage } from "./pagination";

const tag = randomUUID();

beforeAll(async () => {
  await databaseReady();
  // Ten users sharing three timestamps: ties must be ordered by id, never skipped or repeated.
  const stamps = [new Date("2026-01-01T00:00:00Z"), new Date("2026-01-02T00:00:00Z"), new Date("2026-01-03T00:00:00Z")];
  await db().user.createMany({
    data: Array.from({ length: 10 }, (_, index) => ({
      email: `${tag}-${index}@example.com`,
      passwordHash: "x",
      createdAt: stamps[index % 3]!,
    })),
  });
});

async function page(cursor: string | undefined, limit: number) {
  const { where, ...rest } = keysetArgs(cursor, limit);
  const rows = await db().user.findMany({ ...rest, where: { AND: [where, { email: { startsWith: tag } }] } });
  return toPage(rows, limit, (row) => row.email);
}

describe("keyset pagination", () => {
  it("walks every row once, newest first, and ends with a null cursor", async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const result = await page(cursor, 3);
      seen.push(...result.items);
      cursor = result.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(10);
    const all = await db().user.findMany({ where: { email: { startsWith: tag } }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
    expect(seen).toEqual(all.map((row) => row.email));
  });

  it("is stable under inserts: a new row does not shift the next page", async () => {
    const first = await page(undefined, 4);
    await db().user.create({ data: { email: `${tag}-new@example.com`, passwordHash: "x", createdAt: new Date("2027-01-01T00:00:00Z") } });
    const second = await page(first.nextCursor!, 4);
    expect(second.items).not.toContain(`${tag}-new@example.com`);
    expect(second.items.some((email) => first.items.includes(email))).toBe(false);
  });

  it("answers a tampered cursor with validation_failed", () => {
    expect(() => decodeCursor("not-a-cursor")).toThrow(ApiError);
    expect(() => decodeCursor(Buffer.from('["nope", 1]').toString("base64url"))).toThrow(/cursor is invalid/);
  });
});
