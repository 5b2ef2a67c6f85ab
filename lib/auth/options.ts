import "server-only";

import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { z } from "zod";

import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { sameOriginPath } from "@/lib/net/same-origin-path";
import { normalizeEmail } from "@/lib/text/email-address";

import { userForSession } from "./authenticate";
import { decoyPasswordHash, verifyPassword } from "./password";
import { decodeSessionJwt, encodeSessionJwt } from "./session-jwt";
import { claimsOf, useSecureCookies } from "./session-token";
import { endSession, SESSION_MAX_AGE_SECONDS, startSession } from "./sessions";
import { toPublicUser, type PublicUser } from "./users";

// NUL cannot reach PostgreSQL text columns; such input is simply not a valid credential.
const credentialsSchema = z.object({
  email: z
    .string()
    .max(320)
    .regex(/^[^\u0000]*$/),
  password: z.string().max(128),
});

/** Thrown from `authorize` so the sign-in route can answer 403 `banned` instead of a generic failure. */
export const BANNED_SIGN_IN_ERROR = "banned";

async function authorize(raw: unknown) {
  const parsed = credentialsSchema.safeParse(raw);
  if (!parsed.success) return null;
  const user = await db().user.findUnique({ where: { email: normalizeEmail(parsed.data.email) } });
  // Hash even when the email is unknown, so timing does not reveal which emails have accounts.
  const valid = await verifyPassword(parsed.data.password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (!user || !valid) return null;
  if (user.banned) throw new Error(BANNED_SIGN_IN_ERROR);
  return toPublicUser(user);
}

/**
 * next-auth v4 with the credentials provider requires JWT sessions. The JWT names a Session row
 * (`sid`), created at sign-in and kept when next-auth re-issues the cookie; every request checks
 * that row (see authenticate.ts), so sign-out, a ban or "sign out everywhere" ends every copy of
 * the cookie at once.
 */
export function authOptions(): AuthOptions {
  return {
    secret: env().secrets.AUTH_SECRET,
    useSecureCookies: useSecureCookies(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS, updateAge: 24 * 60 * 60 },
    jwt: { encode: encodeSessionJwt, decode: decodeSessionJwt },
    providers: [
      CredentialsProvider({
        name: "Email",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        authorize,
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) return { sub: user.id, sid: await startSession(user.id), user };
        // On every session read, the same check as every API request: an ended session, or a
        // deleted or banned user, ends here too (next-auth clears the cookie when this throws).
        const claims = claimsOf(token);
        if (!claims) throw new Error("session ended");
        const current = await userForSession(claims);
        return { sub: claims.userId, sid: claims.sessionId, user: toPublicUser(current) };
      },
      async session({ session, token }) {
        return { ...session, user: token.user as PublicUser | undefined };
      },
      // Redirects stay on this site (next-auth's default throws on a value that is not a URL).
      async redirect({ url, baseUrl }) {
        const path = sameOriginPath(url, baseUrl);
        return path ? `${new URL(baseUrl).origin}${path}` : baseUrl;
      },
    },
    events: {
      async signOut({ token }) {
        const claims = claimsOf(token);
        if (claims) await endSession(claims.sessionId);
      },
    },
    logger: {
      error: (code, metadata) => log.debug({ code, metadata: String(metadata) }, "next-auth error"),
      warn: (code) => log.debug({ code }, "next-auth warning"),
      debug: () => undefined,
    },
  };
}
