// A phased release on the simulated clock, as Apple's help describes it: seven days from the
// version's release, each day a larger share of users with automatic updates getting it (1, 2,
// 5, 10, 20, 50 and 100 %); paused days do not count; a release may be paused for 30 days in
// all, after which it resumes by itself; after day 7 it is complete.

import type { SimPhasedRelease } from "./state";

const DAY = 86_400_000;
export const PHASED_RELEASE_DAYS = 7;
/** Share of users with automatic updates who get the version on day 1..7, in percent. */
export const PHASED_RELEASE_PERCENT: readonly number[] = [1, 2, 5, 10, 20, 50, 100];
export const MAX_PAUSE_MS = 30 * DAY;

const at = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso));

/** Time paused by `moment`, the current pause included, at most 30 days. */
function pausedBy(release: SimPhasedRelease, moment: number): number {
  const pausedAt = at(release.pausedAt);
  const current = release.state === "PAUSED" && pausedAt !== null ? Math.max(0, moment - pausedAt) : 0;
  return Math.min(MAX_PAUSE_MS, release.pausedMs + current);
}

/** The moment the numbers are read at: when it ended, or now. */
function readingMoment(release: SimPhasedRelease, now: number): number {
  return at(release.endedAt) ?? now;
}

/** Day 1..7 of the release, paused time left out; null before it starts. */
export function currentDayNumber(release: SimPhasedRelease, now: number): number | null {
  const start = at(release.startDate);
  if (start === null) return null;
  const moment = readingMoment(release, now);
  const active = moment - start - pausedBy(release, moment);
  return Math.min(PHASED_RELEASE_DAYS, Math.max(1, Math.floor(active / DAY) + 1));
}

/** Whole days paused so far (Apple's `totalPauseDuration`); null before it starts. */
export function totalPauseDays(release: SimPhasedRelease, now: number): number | null {
  if (release.startDate === null) return null;
  return Math.floor(pausedBy(release, readingMoment(release, now)) / DAY);
}

/** Pauses the release now (the caller checked it is active and has pause time left). */
export function pause(release: SimPhasedRelease, now: number): void {
  release.state = "PAUSED";
  release.pausedAt = new Date(now).toISOString();
}

/** Ends the current pause at `moment`. */
export function resume(release: SimPhasedRelease, moment: number): void {
  release.pausedMs = pausedBy(release, moment);
  release.pausedAt = null;
  release.state = "ACTIVE";
}

/** Releases to everyone at `moment` (the caller checked it is active or paused). */
export function complete(release: SimPhasedRelease, moment: number): void {
  if (release.state === "PAUSED") resume(release, moment);
  release.state = "COMPLETE";
  release.endedAt = new Date(moment).toISOString();
}

/** Whether the 30 days of pause are used up. */
export function pauseUsedUp(release: SimPhasedRelease, now: number): boolean {
  return pausedBy(release, now) >= MAX_PAUSE_MS;
}

/**
 * Applies what the clock did since the release was last looked at: a pause that reached 30 days
 * resumes (at that moment), and a release past day 7 completes (at that moment). Returns whether
 * anything changed.
 */
export function settlePhasedRelease(release: SimPhasedRelease, now: number): boolean {
  let changed = false;
  const pausedAt = at(release.pausedAt);
  if (release.state === "PAUSED" && pausedAt !== null && release.pausedMs + (now - pausedAt) >= MAX_PAUSE_MS) {
    resume(release, pausedAt + (MAX_PAUSE_MS - release.pausedMs));
    changed = true;
  }
  const start = at(release.startDate);
  if (release.state === "ACTIVE" && start !== null) {
    const done = start + release.pausedMs + PHASED_RELEASE_DAYS * DAY;
    if (now >= done) {
      complete(release, done);
      changed = true;
    }
  }
  return changed;
}
