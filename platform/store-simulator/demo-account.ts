// The committed demo publisher (demo-account.json): what a new user pastes into "register
// an app", and what the simulator registers as valid keys (public halves only).

import { createPublicKey } from "node:crypto";
import account from "./demo-account.json";
import type { SimKey } from "./state";

export interface DemoAccount {
  teamKey: { keyId: string; issuerId: string; privateKey: string };
  individualKey: { keyId: string; privateKey: string };
  vendorNumber: string;
  apps: { storeId: string; name: string; bundleId: string }[];
}

export const demoAccount: DemoAccount = account;

function publicJwk(privateKeyPem: string): JsonWebKey {
  return createPublicKey(privateKeyPem).export({ format: "jwk" }) as JsonWebKey;
}

export function demoKeys(source: DemoAccount = demoAccount): SimKey[] {
  return [
    { keyId: source.teamKey.keyId, kind: "team", issuerId: source.teamKey.issuerId, publicKeyJwk: publicJwk(source.teamKey.privateKey) },
    { keyId: source.individualKey.keyId, kind: "individual", publicKeyJwk: publicJwk(source.individualKey.privateKey) },
  ];
}
