import { randomUUID } from "node:crypto";

import { recordExchange } from "./contract/exchanges";

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * An HTTP client for tests that keeps cookies like a browser, so it signs in through the
 * real next-auth flow (csrf token, credentials callback, session cookie).
 */
export class ApiClient {
  private readonly cookies = new Map<string, string>();
  /** The account `registerAndSignIn` created (its id), for helpers that act for it (e.g. its store sandbox). */
  userId: string | undefined;

  constructor(readonly baseUrl: string) {}

  async request<T = any>(
    method: string,
    path: string,
    options: {
      body?: unknown;
      rawBody?: string;
      headers?: Record<string, string>;
      /** Why this body is sent off the document on purpose (a leniency the server keeps): its answer is still checked, the body not. */
      offDocument?: string;
    } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) body = JSON.stringify(options.body);
    // As the dashboard does: every write says it is JSON (the API's CSRF guard wants it).
    if (method !== "GET" && method !== "HEAD" && !Object.keys(headers).some((name) => name.toLowerCase() === "content-type")) {
      headers["content-type"] = "application/json";
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body, redirect: "manual" });
    this.storeCookies(response.headers.getSetCookie());
    const text = await response.text();
    let parsed: unknown = text;
    if (text && /json/.test(response.headers.get("content-type") ?? "")) parsed = JSON.parse(text);
    const sentJson = options.body !== undefined || /json/i.test(headers["content-type"] ?? "");
    recordExchange({
      method,
      url: path,
      requestBody: sentJson && body !== undefined && !options.offDocument ? parseJson(body) : undefined,
      status: response.status,
      contentType: (response.headers.get("content-type") ?? "").split(";")[0]!.trim(),
      responseBody: parsed,
    });
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  /** A `multipart/form-data` request (a file upload), as a browser's `fetch` sends it from `origin`. */
  async multipart<T = any>(path: string, form: FormData, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: "POST",
      headers: { ...(this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {}), ...headers },
      body: form,
      redirect: "manual",
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: (text && /json/.test(response.headers.get("content-type") ?? "") ? JSON.parse(text) : text) as T,
    };
  }

  /** The `Cookie` header this client sends, for requests made without it (e.g. streamed bodies). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  get = <T = any>(path: string, headers?: Record<string, string>) => this.request<T>("GET", path, { headers });
  post = <T = any>(path: string, body?: unknown) => this.request<T>("POST", path, { body });
  patch = <T = any>(path: string, body?: unknown) => this.request<T>("PATCH", path, { body });
  put = <T = any>(path: string, body?: unknown) => this.request<T>("PUT", path, { body });
  delete = <T = any>(path: string) => this.request<T>("DELETE", path);

  /**
   * `GET /api/apps/{appId}/pull` as the dashboard sends it: a GET that starts a sync is a write to
   * the CSRF guard, so it says it is JSON.
   */
  pull = <T = any>(appId: string) => this.request<T>("GET", `/api/apps/${appId}/pull`, { headers: { "content-type": "application/json" } });

  async form(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<ApiResponse> {
    return this.request("POST", path, {
      rawBody: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    });
  }

  /** Registers a fresh account and signs in; returns the created user. */
  async registerAndSignIn(overrides: { email?: string; password?: string; name?: string } = {}) {
    const email = overrides.email ?? `user-${randomUUID()}@example.com`;
    const password = overrides.password ?? "a long enough password";
    const registered = await this.post("/api/auth/register", { email, password, name: overrides.name ?? "Test User" });
    if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
    const signedIn = await this.signIn(email, password);
    if (signedIn.status !== 302) throw new Error(`sign-in failed: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
    this.userId = registered.body.id;
    return { ...registered.body, password } as {
      id: string;
      email: string;
      name: string;
      role: string;
      emailVerified: boolean;
      password: string;
    };
  }

  async signIn(email: string, password: string, headers: Record<string, string> = {}): Promise<ApiResponse> {
    const csrf = await this.get<{ csrfToken: string }>("/api/auth/csrf", headers);
    return this.form("/api/auth/callback/credentials", { csrfToken: csrf.body.csrfToken, email, password }, headers);
  }

  async signOut(): Promise<ApiResponse> {
    const csrf = await this.get<{ csrfToken: string }>("/api/auth/csrf");
    return this.form("/api/auth/signout", { csrfToken: csrf.body.csrfToken });
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  private storeCookies(setCookies: string[]): void {
    for (const header of setCookies) {
      const [pair, ...attributes] = header.split(";");
      const separator = pair!.indexOf("=");
      const name = pair!.slice(0, separator).trim();
      const value = pair!.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key, val] = attribute.split("=").map((part) => part.trim().toLowerCase());
        return (key === "max-age" && Number(val) <= 0) || (key === "expires" && Date.parse(val ?? "") < Date.now());
      });
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** A body sent as JSON, parsed back (undefined when it is not JSON: a malformed body a test sends on purpose). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
