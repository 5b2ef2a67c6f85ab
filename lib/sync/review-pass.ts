// Which kind of review pass a sync makes. Most syncs read only the reviews newer than the ones
// stored (one request when nothing changed); a full pass reads every page, to catch what the
// newest-first cursor cannot see: responses edited or deleted in App Store Connect, reviews
// deleted there, and reviews App Store Connect delivers late with an older date. Full passes
// come at most every SYNC_FULL_PASS_HOURS per app, each app at its own time in the period, so
// a fleet of apps (all registered or migrated at once) never re-reads everything together.
import "server-only";

import { createHash } from "node:crypto";

import type { App } from "@/lib/db/generated/client";
import { env } from "@/lib/env";

const HOUR = 3_600_000;

/** The app's stable place in the period, as a fraction of it (from its id: no randomness to store). */
function phaseOf(appId: string): number {
  return createHash("sha256").update(appId).digest().readUInt32BE(0) / 2 ** 32;
}

/** The app's first full-pass slot after `instant`: its slots are phase·P + k·P, so each app keeps its own time of day. */
function slotAfter(appId: string, instant: number, periodMs: number): Date {
  const anchor = phaseOf(appId) * periodMs;
  return new Date(anchor + (Math.floor((instant - anchor) / periodMs) + 1) * periodMs);
}

interface ReviewPass {
  full: boolean;
  /** What to store as the app's `nextFullPassAt` once the pass is written; null leaves it as it is. */
  nextFullPassAt: Date | null;
}

/**
 * An app's first sync is a full pass (it has nothing stored), and so is any sync at or after its
 * `nextFullPassAt`. After a full pass the next is due at the app's slot more than half a period
 * away: a steady P apart, and never twice within half a period when the first came off-slot (at
 * registration). An app synced before full passes existed gets its first one at its slot in the
 * coming period, rather than all such apps at their next sync.
 */
export function decideReviewPass(app: Pick<App, "id" | "nextFullPassAt" | "lastSyncedAt">, now: Date): ReviewPass {
  const periodMs = env().SYNC_FULL_PASS_HOURS * HOUR;
  const full = app.nextFullPassAt === null ? app.lastSyncedAt === null : app.nextFullPassAt.getTime() <= now.getTime();
  if (full) return { full, nextFullPassAt: slotAfter(app.id, now.getTime() + periodMs / 2, periodMs) };
  return { full, nextFullPassAt: app.nextFullPassAt === null ? slotAfter(app.id, now.getTime(), periodMs) : null };
}
