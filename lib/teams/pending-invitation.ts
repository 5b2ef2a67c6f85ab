import type { Prisma } from "@/lib/db/generated/client";

/** An invitation still waiting for an answer at `now`: neither accepted nor revoked, and not expired. */
export const pendingInvitation = (now = new Date()) =>
  ({ acceptedAt: null, revokedAt: null, expiresAt: { gt: now } }) satisfies Prisma.TeamInvitationWhereInput;
