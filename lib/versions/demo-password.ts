import "server-only";

import { seal } from "@/lib/crypto/secret-box";
import { serviceKeyRing } from "@/lib/crypto/service-key-ring";

// The demo account App Review signs in with is a credential of the publisher's: kept sealed, bound
// to its version (a sealed value copied onto another row does not open), and never returned.
const owner = (versionId: string) => `demo-account-password:${versionId}`;

export const sealDemoPassword = (versionId: string, password: string): string => seal(serviceKeyRing(), password, owner(versionId));
