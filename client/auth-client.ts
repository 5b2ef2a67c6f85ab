/**
 * Sign-in, registration and sign-out against next-auth's endpoints. The credentials form is
 * posted without `json=true`, so a failure answers problem details (`invalid_credentials`,
 * `banned`, `rate_limited`) the page can show, and success is next-auth's redirect.
 */

import * as auth from "@/lib/auth/operations";
import type { ResultOf } from "@/lib/http/operation";

import { problemFrom } from "./api-fetch";
import { call, operationPath, type AnyOperation } from "./call";

async function csrfToken(): Promise<string> {
  const { csrfToken } = await call(auth.getCsrfToken);
  return csrfToken;
}

/**
 * The one exception to `call`: next-auth's sign-in and sign-out take an HTML form
 * (`bodyContentType: "application/x-www-form-urlencoded"`) and answer success with a redirect,
 * not JSON. The path still comes from the operation.
 */
async function postForm(operation: AnyOperation, fields: Record<string, string>): Promise<void> {
  const response = await fetch(operationPath(operation), {
    method: "POST",
    credentials: "same-origin",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams(fields),
  });
  // next-auth answers success with a redirect (opaque to `redirect: "manual"`).
  if (response.type === "opaqueredirect" || (response.status >= 300 && response.status < 400) || response.ok) return;
  throw await problemFrom(response);
}

export async function signInWithPassword(email: string, password: string): Promise<void> {
  await postForm(auth.signIn, { csrfToken: await csrfToken(), email, password, callbackUrl: "/apps" });
}

export async function registerAccount(input: { email: string; password: string; name?: string }): Promise<ResultOf<typeof auth.register>> {
  return call(auth.register, { body: input });
}

/** Revokes the session token on the server and clears the cookie. */
export async function signOut(): Promise<void> {
  await postForm(auth.signOut, { csrfToken: await csrfToken(), callbackUrl: "/signin" });
}
