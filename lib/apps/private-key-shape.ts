/**
 * Whether a PEM looks like an App Store Connect key (a PKCS#8 private key for EC P-256), checked
 * without Node's crypto so the register and replace-key forms can say so before sending it. The
 * server also loads the key (`privateKeyProblem` in ./credentials), which catches a damaged one.
 */

const PEM = /^\s*-----BEGIN PRIVATE KEY-----\s+([A-Za-z0-9+/=\s]+?)\s*-----END PRIVATE KEY-----\s*$/;
// The DER of the algorithm's object identifiers: id-ecPublicKey (1.2.840.10045.2.1) and prime256v1 (1.2.840.10045.3.1.7).
const EC_PUBLIC_KEY = [0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01];
const PRIME256V1 = [0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07];

export const NOT_A_P8 = "Must be the .p8 file's content: a PKCS#8 PEM private key";
export const NOT_P256 = "Must be an App Store Connect key: EC P-256";

/** Why a PEM cannot be an App Store Connect key, or null when its form says it can. */
export function privateKeyShapeProblem(pem: string): string | null {
  const body = PEM.exec(pem)?.[1];
  if (!body) return NOT_A_P8;
  let der: Uint8Array;
  try {
    der = Uint8Array.from(atob(body.replace(/\s+/g, "")), (char) => char.charCodeAt(0));
  } catch {
    return NOT_A_P8;
  }
  // A PKCS#8 PrivateKeyInfo is a DER SEQUENCE whose algorithm names both identifiers near its start.
  if (der[0] !== 0x30) return NOT_A_P8;
  const head = Array.from(der.subarray(0, 64));
  return contains(head, EC_PUBLIC_KEY) && contains(head, PRIME256V1) ? null : NOT_P256;
}

function contains(bytes: number[], run: number[]): boolean {
  return bytes.some((_, start) => run.every((byte, offset) => bytes[start + offset] === byte));
}
