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

const invalidCursor = () =>
  new ApiError("validation_failed", "The cursor is invalid.", {
    errors: [{ path: "query.cursor", message: "Not a cursor returned by this API" }],
  });

/** A page's last position (the values its keyset orders by), as an opaque cursor (base64url JSON). */
export const encodePosition = (position: readonly unknown[]): string => Buffer.from(JSON.stringify(position)).toString("base64url");

/**
 * The position a cursor holds, checked by `read` (which answers undefined for a position this
 * list never made); anything else is `400`, the cursor field named.
 */
export function decodePosition<Position>(cursor: string, read: (values: unknown[]) => Position | undefined): Position {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  const position = Array.isArray(parsed) ? read(parsed) : undefined;
  if (position === undefined) throw invalidCursor();
  return position;
}

/**
 * Keyset pagination on (a timestamp field desc, id desc): stable under inserts, unlike OFFSET.
 * With `nullable`, rows without a timestamp come last. The cursor is the last row's position,
 * opaque to clients (base64url JSON).
 */
export function timeKeyset<Field extends string>(field: Field, options: { nullable?: boolean } = {}) {
  type Position = { [K in Field]: Date | null } & { id: string };

  const encode = (position: Position) => encodePosition([position[field]?.toISOString() ?? null, position.id]);

  const decode = (cursor: string): { at: Date | null; id: string } =>
    decodePosition(cursor, (values) => {
      const [at, id] = values;
      if (values.length !== 2 || typeof id !== "string" || id.length === 0) return undefined;
      if (at === null && options.nullable) return { at: null, id };
      if (typeof at !== "string" || Number.isNaN(new Date(at).getTime())) return undefined;
      return { at: new Date(at), id };
    });

  /** Prisma `where`, `orderBy` and `take` for the page after `cursor`. */
  function args(cursor: string | undefined, limit: number) {
    const after = cursor ? decode(cursor) : undefined;
    let where: Record<string, unknown> = {};
    if (after?.at) {
      where = {
        OR: [{ [field]: { lt: after.at } }, { [field]: after.at, id: { lt: after.id } }, ...(options.nullable ? [{ [field]: null }] : [])],
      };
    } else if (after) {
      where = { [field]: null, id: { lt: after.id } };
    }
    return {
      where,
      orderBy: [
        { [field]: options.nullable ? { sort: "desc" as const, nulls: "last" as const } : ("desc" as const) },
        { id: "desc" as const },
      ],
      // One extra row tells whether another page follows.
      take: limit + 1,
    };
  }

  /** Cuts the extra row fetched by `args` and builds the page. */
  function page<Row extends Position, Item>(rows: Row[], limit: number, toItem: (row: Row) => Item) {
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return { items: items.map(toItem), nextCursor: rows.length > limit && last ? encode(last) : null };
  }

  return { args, page, encode, decode };
}

/** The default ordering of lists: newest first by creation time. */
const byCreation = timeKeyset("createdAt");
export const keysetArgs = byCreation.args;
export const toPage = byCreation.page;
export const decodeCursor = (cursor: string) => {
  const { at, id } = byCreation.decode(cursor);
  return { createdAt: at!, id };
};
