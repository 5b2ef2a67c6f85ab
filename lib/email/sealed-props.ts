import "server-only";

import { open, seal } from "@/lib/crypto/secret-box";
import { serviceKeyRing } from "@/lib/crypto/service-key-ring";

/** Bound to its email: sealed props copied onto another row do not open. */
const owner = (emailId: string) => `email-props:${emailId}`;

export const sealEmailProps = (emailId: string, props: unknown): string => seal(serviceKeyRing(), JSON.stringify(props), owner(emailId));

export const openEmailProps = (emailId: string, sealed: string): unknown => JSON.parse(open(serviceKeyRing(), sealed, owner(emailId)));
