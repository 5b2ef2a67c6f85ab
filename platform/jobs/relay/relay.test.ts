import { randomUUID } from "node:crypto";

import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { databaseReady, db } from "@/lib/db/client";
import { writeOutbox } from "@/lib/events/outbox";
import { outboxStatus } from "@/lib/events/outbox-status";

import { TestClock } from "../clock";
import { wakeOnOutboxWrites } from "../wake";
import { OutboxRelay, RelaySendError, type RelayEvent } from "./relay";

beforeAll(() => databaseReady());

/** A stand-in for Inngest's Event API: records what it accepted, or fails as told. */
function fakeEventApi() {
  const api = {
    accepted: [] as RelayEvent[],
    calls: 0,
    failWith: null as RelaySendError | null,
    /** Refuses (as a 400 would) any batch holding an event with this name. */
    refuseName: null as string | null,
    send: async (events: RelayEvent[]) => {
      api.calls += 1;
      if (api.failWith) throw api.failWith;
      if (api.refuseName && events.some((event) => event.name === api.refuseName))
        throw new RelaySendError("Inngest refused the events (400)", true);
      api.accepted.push(...events);
    },
  };
  return api;
}

const relays: OutboxRelay[] = [];
afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.stop()));
  await db().jobEvent.deleteMany();
});

function newRelay(send: (events: RelayEvent[]) => Promise<void>, options: { clock?: TestClock; batchSize?: number; pollMs?: number } = {}) {
  const relay = new OutboxRelay({ send, ...options });
  relays.push(relay);
  return relay;
}

/** The relay's test clock moved up to wall time: rows written until now are due. */
function catchUp(clock: TestClock): TestClock {
  clock.advance(Math.max(0, Date.now() - clock.now().getTime()));
  return clock;
}

const pendingRows = () => db().jobEvent.findMany({ where: { processedAt: null }, orderBy: { createdAt: "asc" } });

describe("the relay to Inngest's Event API", () => {
  it("sends each row once, with the row id as the event id, and marks it delivered", async () => {
    const api = fakeEventApi();
    const ids = await writeOutbox(db(), [
      { name: "app/sync.requested", data: { appId: "a" } },
      { name: "email/send.requested", data: { emailId: "e" }, ts: 1_700_000_000_000 },
    ]);
    const relay = newRelay(api.send, { clock: new TestClock(new Date()) });
    await relay.runUntilIdle();
    await relay.runUntilIdle();
    expect(api.accepted.map((event) => event.id).sort()).toEqual([...ids].sort());
    expect(api.accepted.find((event) => event.name === "email/send.requested")).toEqual({
      id: expect.any(String),
      name: "email/send.requested",
      data: { emailId: "e" },
      ts: 1_700_000_000_000,
    });
    expect(await pendingRows()).toEqual([]);
    const status = await outboxStatus();
    expect(status).toMatchObject({ pending: 0, failing: 0, state: "ok", lastError: null });
    expect(status.lastDeliveredAt).not.toBeNull();
  });

  it("keeps rows while the server is down, backing off, and sends them once when it is back", async () => {
    const api = fakeEventApi();
    const clock = new TestClock(new Date());
    const relay = newRelay(api.send, { clock });
    api.failWith = new RelaySendError("Inngest's Event API did not answer");
    const [id] = await writeOutbox(db(), [{ name: "app/sync.requested", data: { appId: "a" } }]);
    catchUp(clock);
    await relay.runUntilIdle();
    const [row] = await pendingRows();
    expect(row).toMatchObject({ id, attempts: 1, lastError: "Inngest's Event API did not answer", leaseUntil: null });
    expect(row!.availableAt.getTime()).toBeGreaterThan(clock.now().getTime());
    expect(await outboxStatus()).toMatchObject({
      pending: 1,
      failing: 1,
      state: "failing",
      lastError: "Inngest's Event API did not answer",
    });

    // Not due again before its backoff ends: no new attempt.
    await relay.runUntilIdle();
    expect(api.calls).toBe(1);
    clock.advance(2_000);
    await relay.runUntilIdle();
    expect((await pendingRows())[0]).toMatchObject({ attempts: 2 });
    expect((await pendingRows())[0]!.availableAt.getTime() - clock.now().getTime()).toBeGreaterThanOrEqual(1_000);

    api.failWith = null;
    clock.advance(60_000);
    await relay.runUntilIdle();
    expect(api.accepted.map((event) => event.id)).toEqual([id]);
    expect(await outboxStatus()).toMatchObject({ pending: 0, failing: 0, lastError: null });
  });

  it("releases rows waiting out a backoff as soon as a send succeeds", async () => {
    const api = fakeEventApi();
    const clock = new TestClock(new Date());
    const relay = newRelay(api.send, { clock });
    api.failWith = new RelaySendError("Inngest's Event API answered 503");
    const [waiting] = await writeOutbox(db(), [{ name: "a/first", data: {} }]);
    catchUp(clock);
    await relay.runUntilIdle();
    expect(api.calls).toBe(1);
    api.failWith = null;
    const [fresh] = await writeOutbox(db(), [{ name: "a/second", data: {} }]);
    catchUp(clock);
    await relay.runUntilIdle();
    expect(api.accepted.map((event) => event.id)).toEqual([fresh, waiting]);
  });

  it("splits a batch the server refuses, so one bad event does not hold back the others", async () => {
    const api = fakeEventApi();
    api.refuseName = "bad/event";
    const ids = await writeOutbox(db(), [
      { name: "good/one", data: {} },
      { name: "bad/event", data: {} },
      { name: "good/two", data: {} },
    ]);
    await newRelay(api.send, { clock: new TestClock(new Date()) }).runUntilIdle();
    expect(api.accepted.map((event) => event.id).sort()).toEqual([ids[0], ids[2]].sort());
    expect(await pendingRows()).toMatchObject([{ id: ids[1], attempts: 1, lastError: "Inngest refused the events (400)" }]);
  });

  it("does not relay Inngest's own events (written by an embedded runner before the move to a server)", async () => {
    const api = fakeEventApi();
    await writeOutbox(db(), [{ name: "inngest/function.failed", data: {} }]);
    await newRelay(api.send, { clock: new TestClock(new Date()) }).runUntilIdle();
    expect(api.calls).toBe(0);
    expect(await pendingRows()).toEqual([]);
  });

  it("lets several relays drain one outbox without sending a row twice", async () => {
    const api = fakeEventApi();
    const slowSend = async (events: RelayEvent[]) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      await api.send(events);
    };
    const rows = Array.from({ length: 60 }, (_, index) => ({ name: "load/event", data: { index } }));
    const ids = await writeOutbox(db(), rows);
    const clock = new TestClock(new Date());
    const [a, b, c] = [
      newRelay(slowSend, { clock, batchSize: 7 }),
      newRelay(slowSend, { clock, batchSize: 7 }),
      newRelay(slowSend, { clock, batchSize: 7 }),
    ];
    await Promise.all([a!.runUntilIdle(), b!.runUntilIdle(), c!.runUntilIdle()]);
    expect(api.accepted).toHaveLength(60);
    expect(new Set(api.accepted.map((event) => event.id))).toEqual(new Set(ids));
  });

  it("is woken by the insert's notification (LISTEN/NOTIFY) instead of waiting for its poll", async () => {
    const api = fakeEventApi();
    const relay = newRelay(api.send, { pollMs: 60_000 });
    await relay.start();
    const stopListening = await wakeOnOutboxWrites(relay);
    try {
      // The relay's first round ran at start and found nothing; its next poll is a minute away.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const id = randomUUID();
      await db().$transaction((tx) => writeOutbox(tx, [{ id, name: "wake/up", data: {} }]));
      const deadline = Date.now() + 10_000;
      while (api.accepted.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(api.accepted.map((event) => event.id)).toEqual([id]);
    } finally {
      await stopListening();
    }
  });
});
