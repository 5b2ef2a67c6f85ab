import canonicalize from "canonicalize";

import { inBatches, SYNC_BATCH, yieldToEventLoop } from "./batches";

/** Outcome of reconciling stored rows with the store's. */
export interface ReconcileCounts {
  created: number;
  updated: number;
  deleted: number;
  unchanged: number;
}

const comparable = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === "object" && "toFixed" in value) return Number(value as never);
  return value;
};

/**
 * Writes only what differs: new rows are created, changed rows updated (changed fields only),
 * and, when `remove` is given, stored rows the store no longer has are deleted. A re-run over
 * unchanged store data therefore writes nothing. Rows are compared and created a batch at a time
 * (`create` gets at most SYNC_BATCH rows a call), with the event loop given back in between
 * (./batches.ts): an app's first sync compares and writes tens of thousands of reviews.
 */
export async function reconcile<Desired extends { storeId: string }, Stored extends { id: string; storeId: string }>(options: {
  stored: Stored[];
  desired: Desired[];
  create: (rows: Desired[]) => Promise<unknown>;
  update: (id: string, changes: Partial<Desired>) => Promise<unknown>;
  remove?: (ids: string[]) => Promise<unknown>;
}): Promise<ReconcileCounts> {
  const byStoreId = new Map(options.stored.map((row) => [row.storeId, row]));
  const counts: ReconcileCounts = { created: 0, updated: 0, deleted: 0, unchanged: 0 };
  const toCreate: Desired[] = [];
  for (const [index, row] of options.desired.entries()) {
    if (index > 0 && index % SYNC_BATCH === 0) await yieldToEventLoop();
    const current = byStoreId.get(row.storeId);
    byStoreId.delete(row.storeId);
    if (!current) {
      toCreate.push(row);
      continue;
    }
    const changes = Object.fromEntries(
      Object.entries(row).filter(
        // Canonical JSON: a JSON column comes back from the database with its keys reordered.
        ([key, value]) => canonicalize(comparable(value)) !== canonicalize(comparable((current as Record<string, unknown>)[key])),
      ),
    ) as Partial<Desired>;
    if (Object.keys(changes).length === 0) counts.unchanged++;
    else {
      await options.update(current.id, changes);
      counts.updated++;
    }
  }
  await inBatches(toCreate, options.create);
  counts.created = toCreate.length;
  if (options.remove && byStoreId.size > 0) {
    await options.remove([...byStoreId.values()].map((row) => row.id));
    counts.deleted = byStoreId.size;
  }
  return counts;
}
