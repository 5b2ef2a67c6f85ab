/**
 * A reader of the outbox (`JobEvent`) that delivers its events. One kind runs per deployment,
 * in every instance at once (rows are claimed with FOR UPDATE SKIP LOCKED): the embedded runner
 * (runner/), which runs the functions itself, or the relay (relay/), which hands the events to
 * an Inngest server. inngest/start.ts picks one from the environment.
 */
export interface OutboxDrain {
  /** Starts taking events in the background, polling when idle, until `stop()`. */
  start(): Promise<void>;
  /** Events were written (a LISTEN/NOTIFY wake-up): look now rather than at the next poll. */
  wake(): void;
  /** Stops taking events and waits for the work in progress to reach a safe point. */
  stop(): Promise<void>;
}
