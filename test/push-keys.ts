import { createECDH, randomBytes } from "node:crypto";

/** Keys shaped like a browser PushSubscription's: a P-256 public key and a 16-byte secret. */
export function browserPushKeys() {
  const ecdh = createECDH("prime256v1");
  return { p256dh: ecdh.generateKeys().toString("base64url"), auth: randomBytes(16).toString("base64url"), ecdh };
}
