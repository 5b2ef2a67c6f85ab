import "server-only";

import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { log } from "@/lib/log";

import { systemClock, type Clock } from "../clock";
import type { OutboxDrain } from "../drain";
import { PollingLoop } from "../polling-loop";

/** An outbox row as it goes to Inngest's Event API: the row id is the event id. */
export interface RelayEvent {
  id: string;
  name: string;
  data: Record<string, unknown>;
  ts: number;
}

/**
 * Why a send failed, in words an admin may read (no provider text, no addresses), and whether
 * the Event API refused the events themselves (a 4xx other than 408/429), which no retry of
 * the same batch will fix.
 */
export class RelaySendError extends Error {
  constructor(
    readonly summary: string,
    readonly refused = false,
  ) {
    super(summary);
    this.name = "RelaySendError";
  }
}

/** Sends a batch to Inngest's Event API (`inngest.send`); throws RelaySendError on failure. */
export type SendEvents = (events: RelayEvent[]) => Promise<void>;

interface RelayOptions {
  send: SendEvents;
  clock?: Clock;
  /** Rows per send. */
  batchSize?: number;
  /** How often an idle relay looks, when no notification woke it. */
  pollMs?: number;
  /** How long a claimed batch is this relay's; past it another relay may send it again (deduplicated by id). */
  leaseMs?: number;
  /** Backoff after a failed send: base * 2^(attempts - 1), at most max, with jitter. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
}

interface ClaimedRow {
  id: string;
  name: string;
  data: Record<string, unknown>;
  ts: Date;
}

/** Events Inngest emits itself; its Event API refuses them from an app. */
const INTERNAL_EVENT = /^inngest\//;

/**
 * The outbox's drain when an Inngest server runs the functions: sends each row to Inngest's
 * Event API with the row id as the event id, so that a send repeated after a lost answer (or a
 * relay that died mid-send) is deduplicated by Inngest. Every instance runs one: a batch is
 * claimed with FOR UPDATE SKIP LOCKED and held under a lease, so no two relays send the same row
 * at once. A failed send is retried with exponential backoff, row by row, and the failure is kept
 * on the rows (`attempts`, `lastError`) for admins; a success releases the rows waiting in
 * backoff, since the server is evidently back. Nothing is dropped: a row leaves the outbox's
 * pending set only when Inngest accepted it.
 */
export class OutboxRelay implements OutboxDrain {
  private readonly clock: Clock;
  private readonly batchSize: number;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly backoffBaseMs: number;
  private readonly backoffMaxMs: number;
  private readonly loop: PollingLoop;

  constructor(private readonly options: RelayOptions) {
    this.clock = options.clock ?? systemClock;
    this.batchSize = options.batchSize ?? 100;
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 120_000;
    this.backoffBaseMs = options.backoffBaseMs ?? 1000;
    this.backoffMaxMs = options.backoffMaxMs ?? 60_000;
    // A full batch: more are waiting, go at once. A failure: give the server a poll's time to recover.
    this.loop = new PollingLoop(
      async () => {
        const { taken, failed } = await this.relayOnce();
        return taken === this.batchSize && !failed ? 0 : this.pollMs;
      },
      { retryMs: this.pollMs, message: "relay round failed" },
    );
  }

  async start(): Promise<void> {
    this.loop.start();
  }

  wake(): void {
    this.loop.wake();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
  }

  /**
   * Sends one batch of due rows. Returns how many rows it took (sent, refused or failed); 0 when
   * nothing was due. A failed send is recorded on the rows, not thrown.
   */
  async relayOnce(): Promise<{ taken: number; failed: boolean }> {
    const now = this.clock.now();
    const rows = await this.claim(now);
    if (rows.length === 0) return { taken: 0, failed: false };
    const internal = rows.filter((row) => INTERNAL_EVENT.test(row.name));
    if (internal.length > 0) {
      // Written by an embedded runner before this deployment moved to an Inngest server.
      log.warn({ events: internal.map((row) => row.name) }, "relay: Inngest's own events are not relayed; dropped");
      await this.markSent(internal.map((row) => row.id));
    }
    const events = rows.filter((row) => !INTERNAL_EVENT.test(row.name));
    const failed = events.length > 0 && !(await this.send(events));
    return { taken: rows.length, failed };
  }

  /** Relays until nothing is due now (tests; backoff times move only with the clock). */
  async runUntilIdle(maxRounds = 1000): Promise<void> {
    for (let round = 0; round < maxRounds; round++) {
      if ((await this.relayOnce()).taken === 0) return;
    }
    throw new Error(`relay still busy after ${maxRounds} rounds`);
  }

  /** Takes up to a batch of due rows under this relay's lease, counting the attempt. */
  private async claim(now: Date): Promise<ClaimedRow[]> {
    const leaseUntil = new Date(now.getTime() + this.leaseMs);
    const rows = await db().$queryRaw<ClaimedRow[]>`
      WITH due AS (
        SELECT "id" FROM "JobEvent"
        WHERE "processedAt" IS NULL AND "availableAt" <= ${now} AND ("leaseUntil" IS NULL OR "leaseUntil" < ${now})
        ORDER BY "createdAt", "id"
        LIMIT ${this.batchSize}
        FOR UPDATE SKIP LOCKED
      )
      UPDATE "JobEvent" e SET "leaseUntil" = ${leaseUntil}, "attempts" = e."attempts" + 1
      FROM due WHERE e."id" = due."id"
      RETURNING e."id", e."name", e."data", e."ts"`;
    return rows;
  }

  /**
   * Sends the rows as one batch. A batch the Event API refuses is split, so one bad event
   * cannot hold back the others. Returns whether everything was sent.
   */
  private async send(rows: ClaimedRow[]): Promise<boolean> {
    try {
      await this.options.send(rows.map((row) => ({ id: row.id, name: row.name, data: row.data ?? {}, ts: row.ts.getTime() })));
    } catch (error) {
      const failure = error instanceof RelaySendError ? error : new RelaySendError("unexpected error while sending");
      if (!(error instanceof RelaySendError)) log.error({ err: (error as Error).message }, "relay: send failed unexpectedly");
      if (failure.refused && rows.length > 1) {
        let all = true;
        for (const row of rows) all = (await this.send([row])) && all;
        return all;
      }
      log.warn({ events: rows.length, reason: failure.summary }, "relay: send failed; retrying with backoff");
      await this.markFailed(
        rows.map((row) => row.id),
        failure,
      );
      return false;
    }
    await this.markSent(rows.map((row) => row.id));
    return true;
  }

  private async markSent(ids: string[]): Promise<void> {
    const now = this.clock.now();
    await db().jobEvent.updateMany({
      where: { id: { in: ids } },
      data: { processedAt: now, leaseUntil: null, lastError: null, refused: false },
    });
    // The server answers: rows waiting out a backoff (this relay's or another's) may go now,
    // except those it refused, which its being up does not fix.
    await db().$executeRaw`
      UPDATE "JobEvent" SET "availableAt" = ${now}
      WHERE "processedAt" IS NULL AND "lastError" IS NOT NULL AND NOT "refused" AND "availableAt" > ${now} AND "leaseUntil" IS NULL`;
  }

  private async markFailed(ids: string[], failure: RelaySendError): Promise<void> {
    const now = this.clock.now();
    const baseSeconds = this.backoffBaseMs / 1000;
    const maxSeconds = this.backoffMaxMs / 1000;
    await db().$executeRaw`
      UPDATE "JobEvent" SET
        "leaseUntil" = NULL,
        "lastError" = ${failure.summary.slice(0, 200)},
        "refused" = ${failure.refused},
        "availableAt" = ${now}::timestamp + make_interval(secs => LEAST(${maxSeconds}::float8, ${baseSeconds}::float8 * power(2, GREATEST("attempts" - 1, 0))) * (0.5 + random() / 2))
      WHERE "id" IN (${Prisma.join(ids)})`;
  }
}
