import { db } from "@/lib/db/client";

import { runJobs } from "./synced-app";

/**
 * The newest email of `template` to `to`, as the outbox holds it once the send-email function
 * has rendered it (the same table the admin's email view reads), and the link's token.
 */
export async function emailedLink(
  to: string,
  template: "verify-email" | "reset-password" | "team-invitation",
): Promise<{ token: string; url: URL }> {
  await runJobs();
  const email = await db().emailMessage.findFirst({ where: { to, template }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  if (!email) throw new Error(`no ${template} email to ${to}`);
  const href = /https?:\/\/[^\s"<>\]]+token=[A-Za-z0-9_-]+/.exec(email.text)?.[0];
  if (!href) throw new Error(`no link in the ${template} email to ${to}`);
  const url = new URL(href);
  return { url, token: url.searchParams.get("token")! };
}

/** How many emails of `template` went to `to` (queued or sent). */
export const emailCount = (to: string, template: string) => db().emailMessage.count({ where: { to, template } });
