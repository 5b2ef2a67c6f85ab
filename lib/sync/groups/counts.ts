import type { ReconcileCounts } from "../reconcile";

/** What a group reports: counts by name (rows stored, changes, new reviews…), kept on the sync's task. */
export type Counts = Record<string, number>;

/** The rows a reconcile changed. */
export const changed = (counts: ReconcileCounts) => counts.created + counts.updated + counts.deleted;

/** The counts of a sync that say it brought something new (`…Changes`, `newReviews`): what wakes the agent. */
export const somethingNew = (counts: Counts): boolean =>
  Object.entries(counts).some(([key, value]) => (key.endsWith("Changes") || key === "newReviews") && value > 0);

/** A date App Store Connect sent (ISO text), or null when it sent none. */
export const storeDate = (value: string | null | undefined) => (value ? new Date(value) : null);
