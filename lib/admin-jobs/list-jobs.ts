import "server-only";

import type { z } from "zod";

import { db } from "@/lib/db/client";
import { Prisma, type Job } from "@/lib/db/generated/client";
import { decodeCursor, toPage } from "@/lib/http/pagination";

import type { listJobsQuery } from "./schemas";
import { toJobSummary } from "./to-view";

/**
 * Jobs newest first, keyset-paginated on (createdAt, id). Raw SQL because `search` looks
 * through the payload's text, which Prisma's JSON filters cannot express.
 */
export async function listJobs(query: z.output<typeof listJobsQuery>, now = new Date()) {
  const conditions: Prisma.Sql[] = [];
  if (query.status) conditions.push(Prisma.sql`"status" = ${query.status}::"JobStatus"`);
  if (query.queueName) conditions.push(Prisma.sql`"queueName" = ${query.queueName}`);
  if (query.days) conditions.push(Prisma.sql`"createdAt" >= ${new Date(now.getTime() - query.days * 86_400_000)}`);
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(Prisma.sql`("id" = ${query.search} OR "payload"::text ILIKE ${pattern})`);
  }
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    conditions.push(Prisma.sql`("createdAt", "id") < (${after.createdAt}, ${after.id})`);
  }
  const where = conditions.length > 0 ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
  const rows = await db().$queryRaw<Job[]>`
    SELECT * FROM "Job" ${where} ORDER BY "createdAt" DESC, "id" DESC LIMIT ${query.limit + 1}`;
  return toPage(rows, query.limit, toJobSummary);
}
