import "server-only";

import { randomBytes } from "node:crypto";

import { open, seal } from "@/lib/crypto/secret-box";
import { serviceKeyRing } from "@/lib/crypto/service-key-ring";

/** A new signing secret in Standard Webhooks' form: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

// Sealed to its endpoint's row: the ciphertext is useless on any other row.
const owner = (endpointId: string) => `webhook-secret:${endpointId}`;

export const sealWebhookSecret = (endpointId: string, secret: string) => seal(serviceKeyRing(), secret, owner(endpointId));

export const openWebhookSecret = (endpoint: { id: string; secretSealed: string }) =>
  open(serviceKeyRing(), endpoint.secretSealed, owner(endpoint.id));
