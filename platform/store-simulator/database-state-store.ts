import "server-only";

import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";

import type { SimState, SimulatorStateStore } from "./state";

/**
 * Saves not yet written, per row. Kept per row id rather than per store object: a sandbox
 * dropped from memory and loaded again gets a new store object, and its load must come after
 * the saves the previous one queued, and its saves after theirs.
 */
const pendingSaves = new Map<string, Promise<unknown>>();

/**
 * Keeps a simulator's state in the app's database (one `StoreSimulatorState` row, `id`), so the
 * sandbox store survives restarts. Saves are queued per row: each writes the snapshot it was
 * given, in order, so an older snapshot can never land after a newer one.
 */
export function createDatabaseStateStore(id: string): SimulatorStateStore {
  return {
    async load() {
      await pendingSaves.get(id);
      const row = await db().storeSimulatorState.findUnique({ where: { id } });
      return (row?.state as SimState | undefined) ?? null;
    },
    save(state) {
      const json = JSON.parse(JSON.stringify(state)) as Prisma.InputJsonValue;
      const write = (pendingSaves.get(id) ?? Promise.resolve()).then(() =>
        db().storeSimulatorState.upsert({ where: { id }, create: { id, state: json }, update: { state: json } }),
      );
      const tail = write.catch(() => undefined);
      pendingSaves.set(id, tail);
      // The last save written: nothing to wait for any more (the map holds only rows being written).
      void tail.then(() => {
        if (pendingSaves.get(id) === tail) pendingSaves.delete(id);
      });
      return write.then(() => undefined);
    },
  };
}
