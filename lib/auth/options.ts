import "server-only";

import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { z } from "zod";

import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

import { decoyPasswordHash, verifyPassword } from "./password";
import { userForSession } from "./authenticate";
import { normalizeEmail, toPublicUser, type PublicUser } from "./users";
import { useSecureCookies } from "./session-token";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

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
 * next-auth v4 with the credentials provider requires JWT sessions. The cookie is checked
 * against the database on every request (see authenticate.ts), and sign-out revokes the
 * token's id, so a signed-out or banned session stops working at once.
 */
export function authOptions(): AuthOptions {
  return {
    secret: env().secrets.AUTH_SECRET,
    useSecureCookies: useSecureCookies(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS, updateAge: 24 * 60 * 60 },
    providers: [
      CredentialsProvider({
        name: "Email",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        authorize,
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) return { ...token, sub: user.id };
        // On every session read, the same check as every API request: a deleted, banned or
        // signed-out user's session ends (next-auth clears the cookie when this throws).
        if (typeof token.sub !== "string" || typeof token.jti !== "string" || typeof token.exp !== "number")
          throw new Error("session ended");
        const current = await userForSession({ userId: token.sub, jti: token.jti, expiresAt: new Date(token.exp * 1000) });
        return { ...token, user: toPublicUser(current) };
      },
      async session({ session, token }) {
        return { ...session, user: token.user as PublicUser | undefined };
      },
    },
    events: {
      async signOut({ token }) {
        if (!token?.sub || typeof token.jti !== "string" || typeof token.exp !== "number") return;
        const now = new Date();
        await db().$transaction([
          db().revokedSession.deleteMany({ where: { expiresAt: { lt: now } } }),
          db().revokedSession.upsert({
            where: { jti: token.jti },
            create: { jti: token.jti, userId: token.sub, expiresAt: new Date(token.exp * 1000) },
            update: {},
          }),
        ]);
      },
    },
    logger: {
      error: (code, metadata) => log.debug({ code, metadata: String(metadata) }, "next-auth error"),
      warn: (code) => log.debug({ code }, "next-auth warning"),
      debug: () => undefined,
    },
  };
}
