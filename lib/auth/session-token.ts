import "server-only";

import { getToken, type JWT } from "next-auth/jwt";
import type { NextRequest } from "next/server";

import { env } from "@/lib/env";

import { decodeSessionJwt } from "./session-jwt";

export interface SessionClaims {
  userId: string;
  /** The Session row this cookie belongs to: the same for every re-issued copy of it. */
  sessionId: string;
}

/** True when the public URL is https: next-auth then names its cookies `__Secure-…`. */
export const useSecureCookies = () => env().APP_URL.startsWith("https://");

export const sessionCookieName = () => (useSecureCookies() ? "__Secure-next-auth.session-token" : "next-auth.session-token");

/** The claims of a decoded session token that name its user and session, or null. */
export function claimsOf(token: JWT | null | undefined): SessionClaims | null {
  if (typeof token?.sub !== "string" || typeof token.sid !== "string") return null;
  return { userId: token.sub, sessionId: token.sid };
}

/**
 * Decodes the session cookie (an encrypted next-auth JWT) without touching the database.
 * Returns null when there is no valid, unexpired token.
 */
export async function readSessionClaims(request: NextRequest): Promise<SessionClaims | null> {
  const token = await getToken({
    // Cookies only: the session is a cookie; `Authorization` carries personal access tokens.
    req: { cookies: request.cookies, headers: {} } as unknown as Parameters<typeof getToken>[0]["req"],
    secret: env().secrets.AUTH_SECRET,
    secureCookie: useSecureCookies(),
    cookieName: sessionCookieName(),
    decode: decodeSessionJwt,
    logger: { error: () => undefined, warn: () => undefined, debug: () => undefined },
  } as Parameters<typeof getToken>[0]);
  return claimsOf(token as JWT | null);
}
