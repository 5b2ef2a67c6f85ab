import { beforeAll, describe, expect, it } from "vitest";

import { databaseReady, db } from "@/lib/db/client";
import type { JobStatus } from "@/lib/db/generated/client";

import { TestClock } from "@/platform/jobs";
import { appRunner } from "@/test/synced-app";
import { compactJobStatusCounts, jobCountsByStatus } from "./status-counts";

beforeAll(() => databaseReady());

/** What `count(*) … GROUP BY status` says: the counts must always equal it. */
async function counted() {
  const rows = await db().job.groupBy({ by: ["status"], _count: { _all: true } });
  return Object.fromEntries(rows.filter((row) => row._count._all > 0).map((row) => [row.status, row._count._all]));
}
const kept = async () => Object.fromEntries(Object.entries(await jobCountsByStatus()).filter(([, count]) => count !== 0));

const job = (id: string, status: JobStatus) => ({ id, functionId: "app-q", queueName: "q", status, event: { name: "q/run" }, payload: {} });

describe("jobs by status, kept by triggers", () => {
  it("follow every insert, status change and delete, and survive compaction", async () => {
    await db().job.createMany({ data: [job("a", "queued"), job("b", "queued"), job("c", "completed"), job("d", "failed")] });
    await db().job.create({ data: job("e", "sleeping") });
    expect(await kept()).toEqual(await counted());
    expect(await kept()).toMatchObject({ queued: 2, completed: 1, failed: 1, sleeping: 1 });

    await db().job.update({ where: { id: "a" }, data: { status: "running" } });
    await db().job.update({ where: { id: "a" }, data: { runAt: new Date() } }); // not a status change
    await db().job.update({ where: { id: "a" }, data: { status: "running", attempts: 1 } }); // the same status
    await db().job.updateMany({ where: { id: { in: ["b", "e"] } }, data: { status: "cancelled" } });
    expect(await kept()).toEqual(await counted());
    expect(await kept()).toEqual({ running: 1, cancelled: 2, completed: 1, failed: 1 });

    expect(await compactJobStatusCounts()).toBeGreaterThan(0);
    expect(await db().jobStatusDelta.count()).toBe(0);
    expect(await kept()).toEqual(await counted());
    expect(await compactJobStatusCounts()).toBe(0);

    await db().job.delete({ where: { id: "c" } });
    await db().job.deleteMany({ where: { status: "cancelled" } });
    await db().job.update({ where: { id: "a" }, data: { status: "completed" } });
    expect(await kept()).toEqual({ completed: 1, failed: 1 });
    expect(await kept()).toEqual(await counted());
    await compactJobStatusCounts();
    expect(await kept()).toEqual(await counted());

    await db().$executeRawUnsafe(`TRUNCATE "Job" CASCADE`);
    expect(await kept()).toEqual({});
  });

  it("are compacted by the compact-job-status-counts function every 5 minutes", async () => {
    await db().job.createMany({ data: [job("f", "queued"), job("g", "completed")] });
    await db().cronSchedule.deleteMany();
    const clock = new TestClock("2026-03-01T10:01:00Z");
    const runner = appRunner({ clock });
    try {
      await runner.runUntilIdle();
      expect(await db().jobStatusDelta.count()).toBeGreaterThan(0);
      clock.advance(4 * 60_000); // 10:05
      await runner.runUntilIdle();
      const [run] = await db().job.findMany({ where: { queueName: "compact-job-status-counts" } });
      expect(run).toMatchObject({ status: "completed" });
      expect((run!.result as { folded: number }).folded).toBeGreaterThan(0);
      expect(await db().jobStatusCount.findUnique({ where: { status: "completed" } })).toMatchObject({ count: expect.any(BigInt) });
      expect(await kept()).toEqual(await counted());
    } finally {
      await runner.stop();
    }
  });
});
