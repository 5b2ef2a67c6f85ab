import { describe, expect, it } from "vitest";

import { decideReviewPass } from "./review-pass";

// A period other than the default (24), so the figures below hold only if the setting is used.
process.env.SYNC_FULL_PASS_HOURS = "6";
const HOUR = 3_600_000;
const PERIOD = 6 * HOUR;
const now = new Date("2026-11-23T10:00:00Z");
const ids = Array.from({ length: 20 }, (_, n) => `0196a3c0-0000-7000-8000-${String(n).padStart(12, "0")}`);

describe("decideReviewPass", () => {
  it("makes an app's first sync a full pass, and the next one due between half and one and a half periods later", () => {
    for (const id of ids) {
      const pass = decideReviewPass({ id, nextFullPassAt: null, lastSyncedAt: null }, now);
      expect(pass.full).toBe(true);
      const wait = pass.nextFullPassAt!.getTime() - now.getTime();
      expect(wait).toBeGreaterThan(PERIOD / 2);
      expect(wait).toBeLessThanOrEqual(1.5 * PERIOD);
    }
  });

  it("spreads apps registered together over the period instead of one instant", () => {
    const due = ids.map((id) => decideReviewPass({ id, nextFullPassAt: null, lastSyncedAt: null }, now).nextFullPassAt!.getTime());
    expect(new Set(due).size).toBe(ids.length);
    // Twenty apps land in at least five of the period's six slices.
    expect(new Set(due.map((time) => Math.floor((time % PERIOD) / (PERIOD / 6)))).size).toBeGreaterThanOrEqual(5);
  });

  it("reads only new reviews until the full pass is due, then keeps the app's own time of day", () => {
    const id = ids[0]!;
    const first = decideReviewPass({ id, nextFullPassAt: null, lastSyncedAt: null }, now).nextFullPassAt!;
    const before = new Date(first.getTime() - 60_000);
    expect(decideReviewPass({ id, nextFullPassAt: first, lastSyncedAt: now }, before)).toEqual({ full: false, nextFullPassAt: null });

    // The sync that runs a few minutes after the due time schedules the next one a period after the last due time.
    const late = new Date(first.getTime() + 7 * 60_000);
    const second = decideReviewPass({ id, nextFullPassAt: first, lastSyncedAt: now }, late);
    expect(second.full).toBe(true);
    expect(second.nextFullPassAt!.getTime()).toBe(first.getTime() + PERIOD);
  });

  it("gives apps synced before full passes existed their first one within the coming period, not at once", () => {
    const due = ids.map((id) => {
      const pass = decideReviewPass({ id, nextFullPassAt: null, lastSyncedAt: new Date(now.getTime() - HOUR) }, now);
      expect(pass.full).toBe(false);
      return pass.nextFullPassAt!.getTime() - now.getTime();
    });
    for (const wait of due) {
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(PERIOD);
    }
    expect(new Set(due).size).toBe(ids.length);
  });
});
