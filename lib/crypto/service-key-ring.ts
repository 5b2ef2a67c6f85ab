import "server-only";

import { env } from "@/lib/env";

import { keyRingFrom, type KeyRing } from "./secret-box";

let ring: KeyRing | undefined;

/** The service's key ring for secrets at rest: ENCRYPTION_KEY, and ENCRYPTION_KEYS_PREVIOUS to read older ones. */
export function serviceKeyRing(): KeyRing {
  ring ??= keyRingFrom(env().secrets.ENCRYPTION_KEY, env().ENCRYPTION_KEYS_PREVIOUS.split(","));
  return ring;
}
