// The key's hourly budget as the transport sees it: asked before every request, told every
// X-Rate-Limit figure after. The client holds no storage of its own; the service injects a
// budget shared by every client of the key (lib/apps/key-budget.ts), so apps on one key,
// several requests at once and several instances all draw from the same hour.

import { StoreError } from "./errors";
import type { RateBudget } from "./rate-limit";

/**
 * Who is waiting for the request: `user` (a person: edits, replies, manual syncs, credential
 * checks, approved agent actions) may spend until Apple's limit; `background` (scheduled syncs)
 * only while the hour keeps a reserve for users.
 */
export type RequestPriority = "user" | "background";

export interface RequestBudget {
  /**
   * Claims one request, or throws a BudgetWaitError saying when the budget is expected back.
   * The result (opaque) goes back with that request's `observe`.
   */
  take(): Promise<unknown>;
  /** Apple's figure from the claimed request's response (undefined when it had none): that request is accounted for. */
  observe(figure: RateBudget | undefined, claim: unknown): Promise<void>;
}

/** The budget refused a request: not Apple's 429, but the same meaning (wait until `resumesAt`). */
export class BudgetWaitError extends StoreError {
  /** Epoch ms when the key's budget is expected back. */
  readonly resumesAt: number;
  readonly priority: RequestPriority;

  constructor(priority: RequestPriority, resumesAt: number, now: number) {
    super(
      "rate_limited",
      priority === "user"
        ? "The hourly App Store Connect budget of this key is spent"
        : "The hourly App Store Connect budget of this key is down to the part kept for people's own requests",
      { retryAfter: Math.max(1, Math.ceil((resumesAt - now) / 1000)) },
    );
    this.resumesAt = resumesAt;
    this.priority = priority;
  }
}
