import { ApiError } from "@/lib/http/errors";

/**
 * Position of a build in the (uploadedAt desc nulls last, id desc) ordering. Builds are listed
 * by upload date, not by when this service stored them, so the shared (createdAt, id) keyset
 * of lib/http/pagination.ts does not fit; builds the store gave no date come last.
 */
export interface BuildPosition {
  uploadedAt: Date | null;
  id: string;
}

const invalidCursor = () =>
  new ApiError("validation_failed", "The cursor is invalid.", { errors: [{ path: "query.cursor", message: "Not a cursor returned by this API" }] });

export function encodeBuildCursor(position: BuildPosition): string {
  return Buffer.from(JSON.stringify([position.uploadedAt?.toISOString() ?? null, position.id])).toString("base64url");
}

export function decodeBuildCursor(cursor: string): BuildPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalidCursor();
  const [at, id] = parsed as unknown[];
  if (typeof id !== "string" || id.length === 0 || (at !== null && typeof at !== "string")) throw invalidCursor();
  if (at === null) return { uploadedAt: null, id };
  const uploadedAt = new Date(at);
  if (Number.isNaN(uploadedAt.getTime())) throw invalidCursor();
  return { uploadedAt, id };
}

/** Prisma `where`, `orderBy` and `take` for the page after `cursor`, newest upload first. */
export function buildKeysetArgs(cursor: string | undefined, limit: number) {
  const after = cursor ? decodeBuildCursor(cursor) : undefined;
  let where = {};
  if (after?.uploadedAt) {
    // Older uploads, the same instant with a smaller id, then every undated build.
    where = { OR: [{ uploadedAt: { lt: after.uploadedAt } }, { uploadedAt: after.uploadedAt, id: { lt: after.id } }, { uploadedAt: null }] };
  } else if (after) {
    where = { uploadedAt: null, id: { lt: after.id } };
  }
  return {
    where,
    orderBy: [{ uploadedAt: { sort: "desc" as const, nulls: "last" as const } }, { id: "desc" as const }],
    // One extra row tells whether another page follows.
    take: limit + 1,
  };
}

/** Cuts the extra row fetched by `buildKeysetArgs` and builds the page. */
export function toBuildPage<Row extends BuildPosition, Item>(rows: Row[], limit: number, toItem: (row: Row) => Item) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items: items.map(toItem), nextCursor: rows.length > limit && last ? encodeBuildCursor(last) : null };
}
