import "server-only";

import { open, seal } from "./secret-box";
import { serviceKeyRing } from "./service-key-ring";

/**
 * An app's App Store Connect key, sealed to its row: the ciphertext is bound to the account that
 * registered the app and the app's store id, so the same ciphertext is useless on any other row.
 * An app handed to another account (its registrant's account deleted) is sealed again for it.
 */
const owner = (app: { userId: string; storeId: string }) => `app-key:${app.userId}:${app.storeId}`;

export const sealPrivateKey = (app: { userId: string; storeId: string }, pem: string) => seal(serviceKeyRing(), pem, owner(app));

export const openPrivateKey = (app: { userId: string; storeId: string; privateKeyEncrypted: string }) =>
  open(serviceKeyRing(), app.privateKeyEncrypted, owner(app));
