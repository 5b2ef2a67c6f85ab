// Signs the ES256 JWT that ASC expects and reuses it until shortly before expiry (one
// signature per ~20 minutes rather than per request). The PEM is imported into a
// non-extractable CryptoKey on first use and then dropped: after that nothing holds it.

import { importPKCS8, SignJWT } from "jose";
import type { Clock, StoreCredentials } from "./credentials";
import { StoreError } from "./errors";

const ASC_AUDIENCE = "appstoreconnect-v1";
/** ASC refuses tokens whose exp is more than 20 minutes after iat. */
const MAX_TOKEN_LIFETIME_SECONDS = 20 * 60;

interface TokenOptions {
  clock: Clock;
  /** Lifetime of each token, seconds (<= 1200). */
  lifetimeSeconds?: number;
  /** Sign a new token this many seconds before the current one expires. */
  renewBeforeSeconds?: number;
}

export interface TokenProvider {
  token(): Promise<string>;
}

export function createTokenProvider(credentials: StoreCredentials, options: TokenOptions): TokenProvider {
  const { keyId, issuerId, isIndividualKey } = credentials;
  const lifetime = Math.min(options.lifetimeSeconds ?? MAX_TOKEN_LIFETIME_SECONDS, MAX_TOKEN_LIFETIME_SECONDS);
  const renewBefore = options.renewBeforeSeconds ?? 60;
  if (!isIndividualKey && !issuerId) {
    throw new StoreError("invalid_credentials", "A team key needs an issuer id");
  }
  let pem: string | undefined = credentials.privateKey;
  let key: Promise<CryptoKey> | undefined;
  let cached: { jwt: string; exp: number } | undefined;

  const signingKey = (): Promise<CryptoKey> => {
    if (!key) {
      const source = pem ?? "";
      pem = undefined;
      // jose's own message is fine, but its `cause` could quote input: keep neither.
      key = importPKCS8(source, "ES256", { extractable: false }).catch(() => {
        throw new StoreError("invalid_credentials", "The private key is not a valid PKCS#8 EC P-256 key");
      });
    }
    return key;
  };

  return {
    async token() {
      const now = Math.floor(options.clock() / 1000);
      if (cached && cached.exp - renewBefore > now) return cached.jwt;
      const payload: Record<string, unknown> = isIndividualKey ? { sub: "user" } : {};
      let jwt = new SignJWT(payload)
        .setProtectedHeader({ alg: "ES256", kid: keyId, typ: "JWT" })
        .setAudience(ASC_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + lifetime);
      if (!isIndividualKey) jwt = jwt.setIssuer(issuerId!);
      const signed = await jwt.sign(await signingKey());
      cached = { jwt: signed, exp: now + lifetime };
      return signed;
    },
  };
}
