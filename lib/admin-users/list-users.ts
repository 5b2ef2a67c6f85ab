import "server-only";

import type { z } from "zod";

import { db } from "@/lib/db/client";
import { keysetArgs, toPage } from "@/lib/http/pagination";

import type { listUsersQuery } from "./schemas";
import { toAdminUser, withAppCount } from "./to-view";

/** Users newest first, keyset-paginated on (createdAt, id), with their app counts. */
export async function listUsers(query: z.output<typeof listUsersQuery>) {
  const { where, ...page } = keysetArgs(query.cursor, query.limit);
  // Prisma's `contains` is a LIKE pattern: its wildcards are escaped so they match literally.
  const text = query.search
    ? { contains: query.search.replace(/[\\%_]/g, (char) => `\\${char}`), mode: "insensitive" as const }
    : undefined;
  const search = text ? { OR: [{ email: text }, { name: text }] } : {};
  const rows = await db().user.findMany({ ...page, where: { AND: [where, search] }, include: withAppCount });
  return toPage(rows, query.limit, toAdminUser);
}
