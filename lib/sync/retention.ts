/** Versions a user can still edit in App Store Connect, and the live one: never pruned. */
const PROTECTED_STATES = new Set([
  "READY_FOR_SALE",
  "PREPARE_FOR_SUBMISSION",
  "DEVELOPER_REJECTED",
  "REJECTED",
  "METADATA_REJECTED",
  "WAITING_FOR_REVIEW",
  "IN_REVIEW",
  "PENDING_DEVELOPER_RELEASE",
]);

/**
 * The versions a sync keeps: the `keep` newest, plus the live and editable ones whatever
 * their age. Deciding before writing (instead of writing, then pruning) keeps a re-run from
 * inserting and deleting the same old versions every time.
 */
export function versionsToRetain<V extends { appStoreState: string; storeCreatedAt: Date | null }>(versions: V[], keep: number): V[] {
  const newestFirst = [...versions].sort((a, b) => (b.storeCreatedAt?.getTime() ?? 0) - (a.storeCreatedAt?.getTime() ?? 0));
  return newestFirst.filter((version, index) => index < keep || PROTECTED_STATES.has(version.appStoreState));
}
