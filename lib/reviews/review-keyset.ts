import { ApiError } from "@/lib/http/errors";

/** Position of a review in the (storeCreatedAt desc, id desc) ordering. */
interface ReviewPosition {
  storeCreatedAt: Date;
  id: string;
}

const invalidCursor = () =>
  new ApiError("validation_failed", "The cursor is invalid.", { errors: [{ path: "query.cursor", message: "Not a cursor returned by this API" }] });

function encode(position: ReviewPosition): string {
  return Buffer.from(JSON.stringify([position.storeCreatedAt.toISOString(), position.id])).toString("base64url");
}

function decode(cursor: string): ReviewPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalidCursor();
  const [at, id] = parsed as unknown[];
  if (typeof at !== "string" || typeof id !== "string" || id.length === 0) throw invalidCursor();
  const storeCreatedAt = new Date(at);
  if (Number.isNaN(storeCreatedAt.getTime())) throw invalidCursor();
  return { storeCreatedAt, id };
}

/** Prisma `where`, `orderBy` and `take` for the page after `cursor`, newest review first. */
export function reviewKeysetArgs(cursor: string | undefined, limit: number) {
  const after = cursor ? decode(cursor) : undefined;
  return {
    where: after
      ? { OR: [{ storeCreatedAt: { lt: after.storeCreatedAt } }, { storeCreatedAt: after.storeCreatedAt, id: { lt: after.id } }] }
      : {},
    orderBy: [{ storeCreatedAt: "desc" as const }, { id: "desc" as const }],
    // One extra row tells whether another page follows.
    take: limit + 1,
  };
}

/** Cuts the extra row fetched by `reviewKeysetArgs` and builds the page. */
export function toReviewPage<Row extends ReviewPosition, Item>(rows: Row[], limit: number, toItem: (row: Row) => Item) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items: items.map(toItem), nextCursor: rows.length > limit && last ? encode(last) : null };
}
