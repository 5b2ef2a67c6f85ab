import "server-only";

import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";

import type { SimState, SimulatorStateStore } from "./state";

/**
 * Keeps the simulator's state in the app's database, so the sandbox store survives restarts.
 * Saves are queued: each writes the snapshot it was given, in order, so an older snapshot
 * can never land after a newer one.
 */
export function createDatabaseStateStore(id = "default"): SimulatorStateStore {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    async load() {
      const row = await db().storeSimulatorState.findUnique({ where: { id } });
      return (row?.state as SimState | undefined) ?? null;
    },
    save(state) {
      const json = JSON.parse(JSON.stringify(state)) as Prisma.InputJsonValue;
      const write = queue.then(() =>
        db().storeSimulatorState.upsert({ where: { id }, create: { id, state: json }, update: { state: json } }),
      );
      queue = write.catch(() => undefined);
      return write.then(() => undefined);
    },
  };
}
