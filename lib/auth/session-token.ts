import "server-only";

import { getToken, type JWT } from "next-auth/jwt";
import type { NextRequest } from "next/server";

import { env } from "@/lib/env";

export interface SessionClaims {
  userId: string;
  /** Token id, used to revoke the token at sign-out. */
  jti: string;
  expiresAt: Date;
}

/** True when the public URL is https: next-auth then names its cookies `__Secure-…`. */
export const useSecureCookies = () => env().APP_URL.startsWith("https://");

export const sessionCookieName = () => (useSecureCookies() ? "__Secure-next-auth.session-token" : "next-auth.session-token");

/**
 * Decodes the session cookie (an encrypted next-auth JWT) without touching the database.
 * Returns null when there is no valid, unexpired token.
 */
export async function readSessionClaims(request: NextRequest): Promise<SessionClaims | null> {
  const token = (await getToken({
    // Cookies only: the session is a cookie in this API, so no Authorization header is read.
    req: { cookies: request.cookies, headers: {} } as unknown as Parameters<typeof getToken>[0]["req"],
    secret: env().secrets.AUTH_SECRET,
    secureCookie: useSecureCookies(),
    cookieName: sessionCookieName(),
    logger: { error: () => undefined, warn: () => undefined, debug: () => undefined },
  } as Parameters<typeof getToken>[0])) as JWT | null;
  if (typeof token?.sub !== "string" || typeof token.jti !== "string" || typeof token.exp !== "number") return null;
  return { userId: token.sub, jti: token.jti, expiresAt: new Date(token.exp * 1000) };
}
