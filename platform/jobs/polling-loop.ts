import "server-only";

import { log } from "@/lib/log";
import { trackBackgroundWork } from "@/lib/process/background-work";

/**
 * Runs `round` again and again: after the delay it returns (0 = more is waiting, go at once), or
 * at once when woken meanwhile. Both drains (the runner and the relay) run on one: a
 * notification wakes it, the poll is the fallback. `stop()` waits for the round in progress.
 */
export class PollingLoop {
  private timer?: NodeJS.Timeout;
  private running = false;
  private stopping = false;
  private woken = false;
  private current?: Promise<unknown>;
  /** Leaves the process's list of background work (lib/system/background-work.ts). */
  private untrack?: () => void;

  constructor(
    /** One pass; resolves with how long to wait before the next one, in ms. */
    private readonly round: () => Promise<number>,
    /** Wait after a failed round, and the log line naming it. */
    private readonly onError: { retryMs: number; message: string },
  ) {}

  get isRunning(): boolean {
    return this.running && !this.stopping;
  }

  start(): void {
    if (this.isRunning) return;
    this.running = true;
    this.stopping = false;
    this.untrack ??= trackBackgroundWork(`polling loop (${this.onError.message})`, () => this.stop());
    void this.loop();
  }

  /** Work arrived: go now if idle, or again right after the round in progress. */
  wake(): void {
    if (!this.isRunning) return;
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
      void this.loop();
    } else {
      this.woken = true;
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.current;
    this.running = false;
    this.untrack?.();
    this.untrack = undefined;
  }

  private async loop(): Promise<void> {
    if (this.stopping) return;
    this.woken = false;
    let delay = this.onError.retryMs;
    const round = this.round().then(
      (next) => void (delay = next),
      (error: unknown) => log.error({ err: (error as Error).message }, this.onError.message),
    );
    this.current = round;
    await round;
    this.current = undefined;
    if (this.stopping) return;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        void this.loop();
      },
      this.woken ? 0 : delay,
    );
  }
}
