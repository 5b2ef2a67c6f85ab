// What changed in the simulated world that a webhook can be told of, recorded where the change
// happens (`moveVersion`, `setBuildState`) and taken by the simulator when it saves the state,
// which queues the deliveries (webhook-deliveries.ts). Kept beside the state, never in it: the
// state is saved as it is, and a change is told once.

import type { SimState, SimWebhookEventType } from "./state";

/** The events the simulator sends (Apple has more: other kinds of resources it does not hold). */
export type ToldEventType = Extract<SimWebhookEventType, "APP_STORE_VERSION_APP_VERSION_STATE_UPDATED" | "BUILD_UPLOAD_STATE_UPDATED">;

export interface StateChange {
  eventType: ToldEventType;
  appId: string;
  /** The resource that changed, as the payload names it. */
  instance: { type: "appStoreVersions" | "builds"; id: string };
  oldValue: string;
  newValue: string;
  /** When it changed (ms of simulated time). */
  at: number;
}

// Keyed by the live state object: a reset replaces it, and its untold changes go with it.
const pending = new WeakMap<SimState, StateChange[]>();

export function recordChange(state: SimState, change: StateChange): void {
  const changes = pending.get(state);
  if (changes) changes.push(change);
  else pending.set(state, [change]);
}

/** The changes recorded since the last call, in the order they happened. */
export function takeChanges(state: SimState): StateChange[] {
  const changes = pending.get(state) ?? [];
  pending.delete(state);
  return changes;
}
