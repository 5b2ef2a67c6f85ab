import { createHmac, timingSafeEqual } from "node:crypto";

import canonicalize from "canonicalize";

/** Inngest's window for a signature's timestamp. */
const MAX_AGE_SECONDS = 5 * 60;

/** The key material of a signing key: the key without its `signkey-<env>-` prefix. */
const keyMaterial = (signingKey: string) => signingKey.replace(/^signkey-\w+-/, "");

const mac = (body: unknown, signingKey: string, timestamp: string) =>
  createHmac("sha256", keyMaterial(signingKey))
    .update(canonicalize(body)! + timestamp)
    .digest("hex");

/** The `X-Inngest-Signature` Inngest sends: an HMAC over the canonical JSON body and the time. */
export function inngestSignature(body: unknown, signingKey: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000).toString();
  return `t=${timestamp}&s=${mac(body, signingKey, timestamp)}`;
}

/** The signature header's timestamp and MAC when it is well formed and within the window, else null. */
function freshSignature(header: string | null, now: Date): { timestamp: string; signature: string } | null {
  if (!header) return null;
  const params = new URLSearchParams(header);
  const timestamp = params.get("t");
  const signature = params.get("s");
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature || !/^[0-9a-f]{64}$/.test(signature)) return null;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > MAX_AGE_SECONDS) return null;
  return { timestamp, signature };
}

/**
 * Whether a request to /api/inngest carries a well-formed signature from the last five minutes.
 * Checked before the body is read: a request without one is refused without reading a byte of it.
 */
export const hasFreshInngestSignatureHeader = (header: string | null, now = new Date()): boolean => freshSignature(header, now) !== null;

/**
 * Whether a request to /api/inngest was signed with one of `signingKeys` within the last five
 * minutes. Checked before the SDK sees the request, so that nothing unsigned reaches it.
 */
export function hasValidInngestSignature(header: string | null, body: unknown, signingKeys: string[], now = new Date()): boolean {
  const fresh = freshSignature(header, now);
  if (!fresh) return false;
  const given = Buffer.from(fresh.signature, "hex");
  return signingKeys.some((key) => timingSafeEqual(Buffer.from(mac(body, key, fresh.timestamp), "hex"), given));
}
