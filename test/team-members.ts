import { db } from "@/lib/db/client";

import type { ApiClient } from "./api-client";
import { emailedLink } from "./account-emails";

/** A new account signed in through the API (`api` is the test file's `useApi()`), named `name`. */
export async function person(api: { client(): ApiClient }, name: string) {
  const client = api.client();
  const account = await client.registerAndSignIn({ name });
  return { client, id: account.id, email: account.email };
}

/** Confirms the account's address with the link emailed at registration, as its owner would (once). */
export async function confirmAddress(member: { client: ApiClient; email: string }): Promise<void> {
  const account = await db().user.findUniqueOrThrow({ where: { email: member.email }, select: { emailVerifiedAt: true } });
  if (account.emailVerifiedAt) return;
  const { token } = await emailedLink(member.email, "verify-email");
  const confirmed = await member.client.post("/api/auth/verify-email", { token });
  if (confirmed.status !== 200) throw new Error(`confirming failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
}

/**
 * Brings `member` into the team as a person would: the inviter invites their address, the member
 * confirms their own address (only confirmed accounts join), the link is read from the outbox,
 * and the member accepts it signed in. Fails loudly on any refusal.
 */
export async function joinTeam(
  inviter: ApiClient,
  teamId: string,
  member: { client: ApiClient; email: string },
  role: string,
  appIds: string[] | null = null,
): Promise<void> {
  const invited = await inviter.post(`/api/teams/${teamId}/invitations`, { email: member.email, role, appIds });
  if (invited.status !== 201) throw new Error(`invite failed: ${invited.status} ${JSON.stringify(invited.body)}`);
  await confirmAddress(member);
  const { token } = await emailedLink(member.email, "team-invitation");
  const accepted = await member.client.post("/api/invitations/accept", { token });
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
}
