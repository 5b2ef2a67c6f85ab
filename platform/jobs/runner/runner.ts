import "server-only";

import { randomUUID } from "node:crypto";

import { log } from "@/lib/log";
import { trackBackgroundWork } from "@/lib/process/background-work";

import { systemClock, type Clock } from "../clock";
import type { OutboxDrain } from "../drain";
import { PollingLoop } from "../polling-loop";
import type { ServeHandler } from "../sdk-transport";
import { claimRuns, pendingWork } from "./claim";
import { fireDueCrons, registerCronSchedules } from "./cron";
import { dispatchEvents } from "./dispatch";
import { driveRun, type DriveOptions, type RunnerStats } from "./drive";
import { syncFunctions, type FunctionConfig } from "./functions";

export interface RunnerOptions {
  handler: ServeHandler;
  signingKey: string;
  clock?: Clock;
  /** Runs driven at once by this runner. */
  concurrency?: number;
  leaseMs?: number;
  pollMs?: number;
}

/**
 * Drives Inngest functions with no Inngest server: events from the outbox, cron schedules,
 * sleeps, cancellations, retries, all kept in the database. Several runners (app instances) can
 * run against one PostgreSQL; each claims work with row locks and leases.
 */
export class EmbeddedRunner implements OutboxDrain {
  readonly owner = `runner-${randomUUID()}`;
  readonly stats: RunnerStats = { sdkCalls: 0, sdkMs: 0, stepsPersisted: 0 };
  private readonly clock: Clock;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private functions: FunctionConfig[] = [];
  private drive?: DriveOptions;
  private active = new Set<Promise<void>>();
  private stopping = false;
  private readonly loop: PollingLoop;

  constructor(private readonly options: RunnerOptions) {
    this.clock = options.clock ?? systemClock;
    this.concurrency = options.concurrency ?? 10;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.pollMs = options.pollMs ?? 250;
    // Busy: go again at once (runs finishing free slots too). Idle: poll.
    this.loop = new PollingLoop(async () => ((await this.tick()) > 0 ? 0 : this.pollMs), {
      retryMs: this.pollMs,
      message: "runner tick failed",
    });
  }

  /** Reads the functions' configs from the serve handler (in-band sync) and registers crons. */
  async sync(): Promise<FunctionConfig[]> {
    this.functions = await syncFunctions(this.options.handler, this.options.signingKey);
    await registerCronSchedules(this.functions, this.clock.now());
    this.drive = {
      handler: this.options.handler,
      signingKey: this.options.signingKey,
      functions: new Map(this.functions.map((fn) => [fn.id, fn])),
      clock: this.clock,
      owner: this.owner,
      leaseMs: this.leaseMs,
      isStopping: () => this.stopping,
      stats: this.stats,
    };
    return this.functions;
  }

  /** Syncs, then polls in the background until `stop()`. */
  async start(): Promise<void> {
    await this.sync();
    this.stopping = false;
    this.loop.start();
  }

  /** Events were written: tick now instead of at the next poll (an idle runner only). */
  wake(): void {
    this.loop.wake();
  }

  /**
   * Stops taking work and waits for the runs in progress to reach their next persisted step.
   * Runs still holding a lease are then free for another runner once it expires.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.loop.stop();
    await Promise.allSettled([...this.active]);
  }

  /** One pass: dispatch events, fire crons, claim and drive what is due. Returns how much it did. */
  async tick(): Promise<number> {
    if (!this.drive) await this.sync();
    const now = this.clock.now();
    // One cheap read first: an idle runner must not keep the database (and, with PGlite,
    // this very thread) busy with transactions that find nothing.
    const pending = await pendingWork(now);
    let work = 0;
    if (pending.events) work += await dispatchEvents(this.functions, now);
    if (pending.crons) work += await fireDueCrons(this.functions, now);
    const free = this.concurrency - this.active.size;
    if (free <= 0 || this.stopping || !(pending.runs || work > 0)) return work;
    const claimed = await claimRuns(this.owner, free, now, this.leaseMs);
    for (const jobId of claimed) {
      // A run in flight is background work of its own: a test that ticks and walks away leaves it running.
      const untrack = trackBackgroundWork(`job run ${jobId} (${this.owner})`, () => this.stop());
      const run = driveRun(this.drive!, jobId)
        .catch((error: unknown) => log.error({ jobId, err: (error as Error).message }, "run failed to advance"))
        .finally(() => {
          this.active.delete(run);
          untrack();
        });
      this.active.add(run);
    }
    return work + claimed.length;
  }

  /** Ticks until nothing is left to do now (tests; time moves only when the test clock does). */
  async runUntilIdle(maxTicks = 1_000): Promise<void> {
    for (let ticks = 0; ticks < maxTicks; ticks++) {
      const work = await this.tick();
      await Promise.allSettled([...this.active]);
      if (work === 0) return;
    }
    throw new Error(`runner still busy after ${maxTicks} ticks`);
  }
}
