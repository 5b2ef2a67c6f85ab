import "server-only";

import type { z } from "zod";

import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { keysetArgs, toPage } from "@/lib/http/pagination";
import { notFound } from "@/lib/http/errors";

import type { listEmailsQuery } from "./schemas";
import { toEmailDetail, toEmailSummary } from "./views";

/** Every email the service sent or will send (the outbox, in embedded mode), newest first. */
export async function listEmails(query: z.output<typeof listEmailsQuery>) {
  const { where: after, ...page } = keysetArgs(query.cursor, query.limit);
  const filters: Prisma.EmailMessageWhereInput[] = [after];
  if (query.to) filters.push({ to: query.to });
  if (query.status) filters.push({ status: query.status });
  if (query.template) filters.push({ template: query.template });
  // The list leaves the bodies out: they are read one email at a time.
  const rows = await db().emailMessage.findMany({ ...page, where: { AND: filters }, omit: { html: true, text: true } });
  return toPage(rows, query.limit, (row) => toEmailSummary({ ...row, html: "", text: "" }));
}

/** One email with its HTML and text. */
export async function getEmail(emailId: string) {
  const email = await db().emailMessage.findUnique({ where: { id: emailId } });
  if (!email) throw notFound("email");
  return toEmailDetail(email);
}
