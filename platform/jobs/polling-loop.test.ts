import { afterEach, describe, expect, it } from "vitest";

import { PollingLoop } from "./polling-loop";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("PollingLoop", () => {
  let loop: PollingLoop | undefined;
  afterEach(async () => loop?.stop());

  it("waits the delay a round returns, and goes at once when woken while idle", async () => {
    const rounds: number[] = [];
    loop = new PollingLoop(
      async () => {
        rounds.push(Date.now());
        return 60_000;
      },
      { retryMs: 60_000, message: "test round failed" },
    );
    loop.start();
    await pause(150);
    expect(rounds).toHaveLength(1);
    loop.wake();
    await pause(150);
    expect(rounds).toHaveLength(2);
  });

  it("runs again right after the round in progress when woken during it", async () => {
    let calls = 0;
    let release!: () => void;
    loop = new PollingLoop(
      async () => {
        calls++;
        if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
        return 60_000;
      },
      { retryMs: 60_000, message: "test round failed" },
    );
    loop.start();
    await pause(50);
    loop.wake();
    release();
    await pause(150);
    expect(calls).toBe(2);
  });

  it("retries after a failed round, and stop() waits for the round in progress", async () => {
    let calls = 0;
    let finished = false;
    loop = new PollingLoop(
      async () => {
        calls++;
        if (calls === 1) throw new Error("database unavailable");
        await pause(400);
        finished = true;
        return 60_000;
      },
      { retryMs: 10, message: "test round failed" },
    );
    loop.start();
    await pause(150);
    expect(calls).toBe(2);
    expect(finished).toBe(false);
    await loop.stop();
    expect(finished).toBe(true);
    expect(loop.isRunning).toBe(false);
  });
});
