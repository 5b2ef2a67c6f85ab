import "server-only";

import { open, seal } from "./secret-box";
import { serviceKeyRing } from "./service-key-ring";

/** Where a team's App Store Connect key is stored: its row (lib/apps/credentials.ts). */
export interface StoredKeyRow {
  id: string;
  teamId: string;
}

/**
 * A team's App Store Connect key, sealed to its row: the ciphertext is bound to the team and the
 * row, so the same ciphertext is useless on any other row. A key stored before keys belonged to
 * teams was sealed for an app (`legacySealOwner` names that binding) until it is sealed again.
 */
const owner = (row: StoredKeyRow) => `store-key:${row.teamId}:${row.id}`;

export const sealStoreKey = (row: StoredKeyRow, pem: string) => seal(serviceKeyRing(), pem, owner(row));

export const openStoreKey = (row: StoredKeyRow & { privateKeyEncrypted: string; legacySealOwner: string | null }) =>
  open(serviceKeyRing(), row.privateKeyEncrypted, row.legacySealOwner ?? owner(row));
