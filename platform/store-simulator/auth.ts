// Verifies the bearer token as ASC does: ES256 signature by the registered key named in
// `kid`, aud "appstoreconnect-v1", not expired, exp at most 20 minutes after iat, and
// either iss = the team's issuer id (team keys) or sub = "user" with no iss (individual).

import { decodeProtectedHeader, importJWK, jwtVerify } from "jose";
import type { SimKey } from "./state";

const ASC_AUDIENCE = "appstoreconnect-v1";
const MAX_LIFETIME_SECONDS = 20 * 60;

export interface VerifiedKey {
  keyId: string;
  kind: SimKey["kind"];
}

/** The key the token was signed with, or null when ASC would answer 401. */
export async function verifyBearer(authorization: string | null, keys: readonly SimKey[], nowMs: number): Promise<VerifiedKey | null> {
  const token = /^Bearer (.+)$/.exec(authorization ?? "")?.[1];
  if (!token) return null;
  try {
    const header = decodeProtectedHeader(token);
    if (header.alg !== "ES256" || typeof header.kid !== "string") return null;
    const key = keys.find((candidate) => candidate.keyId === header.kid);
    if (!key) return null;
    const publicKey = await importJWK(key.publicKeyJwk, "ES256");
    const { payload } = await jwtVerify(token, publicKey, {
      algorithms: ["ES256"],
      audience: ASC_AUDIENCE,
      currentDate: new Date(nowMs),
      requiredClaims: ["exp", "iat"],
    });
    if (payload.exp! - payload.iat! > MAX_LIFETIME_SECONDS) return null;
    if (key.kind === "team" && payload.iss !== key.issuerId) return null;
    if (key.kind === "individual" && (payload.sub !== "user" || payload.iss !== undefined)) return null;
    return { keyId: key.keyId, kind: key.kind };
  } catch {
    return null;
  }
}
