import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { env } from "@/lib/env";

/**
 * An unforgeable tag for a value the service hands out and must recognise later without
 * storing it (e.g. an account's address in the store simulator): HMAC-SHA-256 with
 * AUTH_SECRET, over the purpose and the value, so a tag made for one purpose is worthless for
 * another. Only someone with the service's secret can make one; base64url.
 */
export function serviceMac(purpose: string, value: string): string {
  return createHmac("sha256", env().secrets.AUTH_SECRET).update(`${purpose}\0${value}`, "utf8").digest("base64url");
}

/** True when `tag` is `serviceMac(purpose, value)`, compared in constant time. */
export function serviceMacMatches(purpose: string, value: string, tag: string): boolean {
  const expected = Buffer.from(serviceMac(purpose, value));
  const given = Buffer.from(tag);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
