// The simulator as a set of sandboxes: each one a whole App Store Connect of its own (the demo
// publisher with the same public keys, apps and ids, seeded alike on first use), with its own
// state, request budget, faults and request log. The embedded simulator gives each account one,
// so nothing an account does in its store reaches another's.

import type { SimulatorStateStore } from "./state";
import { createStoreSimulator, type RequestAccess, type StoreSimulator, type StoreSimulatorOptions } from "./simulator";

/** Sandboxes kept in memory at once; one used after that drops the least recently used idle one. */
const DEFAULT_LOADED_SANDBOXES = 64;

interface SandboxedSimulatorOptions extends Omit<StoreSimulatorOptions, "stateStore"> {
  /** Where a sandbox's state is kept (one store per sandbox id). */
  stateStoreFor: (sandboxId: string) => SimulatorStateStore;
  /** Sandboxes kept in memory (default DEFAULT_LOADED_SANDBOXES); a dropped one loads again from its store. */
  loadedSandboxes?: number;
}

export interface SandboxedSimulator {
  readonly basePath: string;
  /** One sandbox: its control surface and snapshot (tests), or its handler. */
  sandbox(sandboxId: string): StoreSimulator;
  /** Serves a request on one sandbox, reached as `target` says (`basePath` default the simulator's). */
  handle(request: Request, target: { sandbox: string } & RequestAccess): Promise<Response>;
}

export function createSandboxedSimulator(options: SandboxedSimulatorOptions): SandboxedSimulator {
  const { stateStoreFor, loadedSandboxes = DEFAULT_LOADED_SANDBOXES, ...simulatorOptions } = options;
  // A Map iterates in insertion order: re-inserting on each use keeps the least recent first.
  const loaded = new Map<string, { simulator: StoreSimulator; inFlight: number }>();

  function entry(sandboxId: string) {
    let found = loaded.get(sandboxId);
    if (found) loaded.delete(sandboxId);
    else found = { simulator: createStoreSimulator({ ...simulatorOptions, stateStore: stateStoreFor(sandboxId) }), inFlight: 0 };
    loaded.set(sandboxId, found);
    // Only idle sandboxes are dropped: one serving a request keeps its state until it is done,
    // so a copy loaded meanwhile cannot miss (and later overwrite) that request's change.
    for (const [id, candidate] of loaded) {
      if (loaded.size <= loadedSandboxes) break;
      if (candidate.inFlight === 0 && id !== sandboxId) loaded.delete(id);
    }
    return found;
  }

  return {
    basePath: (simulatorOptions.basePath ?? "").replace(/\/+$/, ""),
    sandbox: (sandboxId) => entry(sandboxId).simulator,
    async handle(request, { sandbox, ...access }) {
      const found = entry(sandbox);
      found.inFlight += 1;
      try {
        return await found.simulator.handle(request, access);
      } finally {
        found.inFlight -= 1;
      }
    },
  };
}
