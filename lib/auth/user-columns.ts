import "server-only";

import { Prisma } from "@/lib/db/generated/client";

/** Enum columns come back from raw SQL as text only when cast. */
const ENUM_COLUMNS = new Set<string>(["role"]);

/**
 * Every column of `User` as `u."column"`, for the hand-written queries that load a caller with
 * their session or token in one round trip: listed from Prisma's field enum, so the user they
 * return is the whole row whatever columns are added later.
 */
export const USER_COLUMNS = Prisma.raw(
  Object.values(Prisma.UserScalarFieldEnum)
    .map((column) => (ENUM_COLUMNS.has(column) ? `u."${column}"::text AS "${column}"` : `u."${column}"`))
    .join(", "),
);
