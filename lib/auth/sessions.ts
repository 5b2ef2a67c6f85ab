import "server-only";

import { db, type Tx } from "@/lib/db/client";
import { requestScope } from "@/lib/http/request-context";
import { truncateText } from "@/lib/text/truncate";

/** A session lives 30 days after its last use (sliding), like its cookie. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** `lastSeenAt` is written at most this often, so reads stay reads. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

const expiryFrom = (from: Date) => new Date(from.getTime() + SESSION_MAX_AGE_SECONDS * 1000);

/** Starts a session for a user who just signed in, recording where from (this request's caller). */
export async function startSession(userId: string): Promise<string> {
  const caller = requestScope();
  const now = new Date();
  const session = await db().session.create({
    data: {
      userId,
      lastSeenAt: now,
      expiresAt: expiryFrom(now),
      userAgent: caller?.userAgent ? truncateText(caller.userAgent, 300) : null,
      ipAddress: caller?.clientAddress ?? null,
    },
    select: { id: true },
  });
  return session.id;
}

/** Keeps a session in use alive (at most once per SESSION_TOUCH_INTERVAL_MS). */
export async function touchSession(sessionId: string, now = new Date()): Promise<void> {
  await db().session.updateMany({
    where: { id: sessionId, lastSeenAt: { lt: new Date(now.getTime() - SESSION_TOUCH_INTERVAL_MS) } },
    data: { lastSeenAt: now, expiresAt: expiryFrom(now) },
  });
}

/** Ends one session: every copy of its cookie stops working at once. */
export async function endSession(sessionId: string): Promise<void> {
  await db().session.deleteMany({ where: { id: sessionId } });
}

/** Ends every session of a user (ban, "sign out everywhere", password change), but `except` one. */
export async function endUserSessions(userId: string, options: { except?: string; tx?: Tx } = {}): Promise<number> {
  const { count } = await (options.tx ?? db()).session.deleteMany({
    where: { userId, ...(options.except ? { id: { not: options.except } } : {}) },
  });
  return count;
}
