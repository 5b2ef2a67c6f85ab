import { defineOperation, type Operation } from "@/lib/http/operation";

import { credentialsForm, csrfToken, publicUser, redirectUrl, registerInput, session, signOutForm } from "./schemas";

const tags: ["Authentication"] = ["Authentication"];

export const register = defineOperation({
  operationId: "register",
  method: "post",
  path: "/auth/register",
  summary: "Create an account",
  description:
    "Sends an email with a link that confirms the address (`POST /auth/verify-email`); the account works before that. Then sign in with `GET /auth/csrf` and `POST /auth/callback/credentials`, or create a personal access token. " +
    "An address listed in `ADMIN_EMAILS` becomes admin once confirmed; in embedded mode with no `ADMIN_EMAILS`, the first account becomes admin at once.",
  tags,
  access: "public",
  rateLimit: "auth",
  body: registerInput,
  errors: ["email_taken"],
  responses: { 201: { description: "Account created", schema: publicUser } },
});

// The operations below are served by next-auth (lib/auth/route-handler.ts); they are described
// here so that clients find the whole sign-in flow in the OpenAPI document.

export const getCsrfToken = defineOperation({
  operationId: "getCsrfToken",
  method: "get",
  path: "/auth/csrf",
  summary: "A CSRF token for sign-in and sign-out",
  description: "Also sets the `next-auth.csrf-token` cookie, which must accompany the token.",
  tags,
  access: "public",
  responses: { 200: { description: "The token", schema: csrfToken } },
});

export const signIn = defineOperation({
  operationId: "signInWithCredentials",
  method: "post",
  path: "/auth/callback/credentials",
  summary: "Sign in with email and password",
  description:
    "Form-encoded. On success sets the session cookie and redirects (`302`) to `callbackUrl`, or answers `200 {url}` with `json=true`. " +
    "Wrong credentials answer `401 invalid_credentials`, a banned account `403 banned`, a missing or wrong CSRF token `403 csrf_failed`.",
  tags,
  access: "public",
  rateLimit: "auth",
  body: credentialsForm,
  bodyContentType: "application/x-www-form-urlencoded",
  errors: ["invalid_credentials", "banned", "csrf_failed"],
  responses: {
    200: { description: "Signed in (with `json=true`)", schema: redirectUrl },
    302: {
      description: "Signed in; the session cookie is set",
      headers: { "Set-Cookie": { description: "next-auth.session-token", schema: { type: "string" } } },
    },
  },
});

export const getSession = defineOperation({
  operationId: "getSession",
  method: "get",
  path: "/auth/session",
  summary: "The current session",
  description: "`{}` when signed out (or when the session has ended by ban or sign-out).",
  tags,
  access: "public",
  responses: { 200: { description: "The session, or `{}`", schema: session } },
});

export const signOut = defineOperation({
  operationId: "signOut",
  method: "post",
  path: "/auth/signout",
  summary: "Sign out",
  description: "Form-encoded with the CSRF token. Clears the cookie and revokes the session token, so a copy of it stops working too.",
  tags,
  access: "public",
  body: signOutForm,
  bodyContentType: "application/x-www-form-urlencoded",
  errors: ["csrf_failed"],
  responses: {
    200: { description: "Signed out (with `json=true`)", schema: redirectUrl },
    302: { description: "Signed out; redirects to `callbackUrl`" },
  },
});

/** Operations that next-auth serves under `/api/auth/[...nextauth]`. */
export const nextAuthOperations: Operation[] = [getCsrfToken, signIn, getSession, signOut] as Operation[];
