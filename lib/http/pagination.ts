import { z } from "zod";

import { ApiError } from "./errors";

/** `limit` (1..100, default 20) and an opaque `cursor`, shared by every list operation. */
export const paginationQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20).describe("Page size, 1..100."),
  cursor: z.string().max(512).optional().describe("`nextCursor` from the previous page."),
});

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    nextCursor: z.string().nullable().describe("Pass as `cursor` for the next page; null on the last page."),
  });
}

/** Position of a row in a (createdAt desc, id desc) ordering: stable under inserts, unlike OFFSET. */
export interface Keyset {
  createdAt: Date;
  id: string;
}

export function encodeCursor(position: Keyset): string {
  return Buffer.from(JSON.stringify([position.createdAt.toISOString(), position.id])).toString("base64url");
}

export function decodeCursor(cursor: string): Keyset {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    const date = new Date(String(createdAt));
    if (typeof id !== "string" || typeof createdAt !== "string" || Number.isNaN(date.getTime())) throw new Error();
    return { createdAt: date, id };
  } catch {
    throw new ApiError("validation_failed", "The cursor is invalid.", {
      errors: [{ path: "query.cursor", message: "Not a cursor returned by this API" }],
    });
  }
}

/** Prisma `where` and `orderBy` for the page after `cursor`, newest first. */
export function keysetArgs(cursor: string | undefined, limit: number) {
  const after = cursor ? decodeCursor(cursor) : undefined;
  return {
    where: after
      ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }
      : {},
    orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }],
    // One extra row tells whether another page follows.
    take: limit + 1,
  };
}

/** Cuts the extra row fetched by `keysetArgs` and builds the page. */
export function toPage<Row extends Keyset, Item>(rows: Row[], limit: number, toItem: (row: Row) => Item) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items: items.map(toItem), nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}
