/** How long an invitation's link works: long enough for a week away, short enough to go stale. */
export const INVITATION_LIFETIME = { ms: 7 * 24 * 60 * 60 * 1000, words: "7 days" };

/** The row's state as the accept page and the list see it. */
export const isPending = (row: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now = new Date()) =>
  row.acceptedAt === null && row.revokedAt === null && row.expiresAt > now;
