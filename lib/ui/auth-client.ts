/**
 * Sign-in, registration and sign-out against next-auth's endpoints. The credentials form is
 * posted without `json=true`, so a failure answers problem details (`invalid_credentials`,
 * `banned`, `rate_limited`) the page can show, and success is next-auth's redirect.
 */
import { apiFetch, problemFrom } from "./api-fetch";
import type { SessionUser } from "./api-types";

async function csrfToken(): Promise<string> {
  const { csrfToken } = await apiFetch<{ csrfToken: string }>("/api/auth/csrf");
  return csrfToken;
}

async function postForm(path: string, fields: Record<string, string>): Promise<void> {
  const response = await fetch(path, {
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
  await postForm("/api/auth/callback/credentials", { csrfToken: await csrfToken(), email, password, callbackUrl: "/apps" });
}

export async function registerAccount(input: { email: string; password: string; name?: string }): Promise<SessionUser> {
  return apiFetch<SessionUser>("/api/auth/register", { method: "POST", body: input });
}

/** Revokes the session token on the server and clears the cookie. */
export async function signOut(): Promise<void> {
  await postForm("/api/auth/signout", { csrfToken: await csrfToken(), callbackUrl: "/signin" });
}
