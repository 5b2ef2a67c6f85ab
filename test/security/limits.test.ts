import { randomUUID } from "node:crypto";

import { afterEach, describe, expect, it } from "vitest";

import { clientAddress, UNVERIFIED_ADDRESS } from "@/lib/http/client-address";
import { forgetSingleton } from "@/lib/process/singletons";
import { PEER_ADDRESS_HEADER, PEER_STAMP_HEADER, peerStamp } from "@/server/node-hooks.mjs";
import { useApi } from "@/test/use-api";

// Limits that can't be dodged: client addresses from the socket (forwarded headers only behind
// declared proxies), and a per-account limit on failed sign-ins from any address.
process.env.AUTH_RATE_LIMIT_PER_MINUTE = "10";
process.env.SIGN_IN_FAILURES_PER_ACCOUNT = "8";
process.env.SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS = "4";

const api = useApi();

/** Re-reads the environment with `TRUSTED_PROXIES` set (the environment is read once otherwise). */
function trustProxies(value: string | undefined) {
  if (value === undefined) delete process.env.TRUSTED_PROXIES;
  else process.env.TRUSTED_PROXIES = value;
  forgetSingleton("env");
  // Budgets of one test must not leak into the next.
  forgetSingleton("rateLimiters");
  forgetSingleton("signInLimiters");
}
afterEach(() => trustProxies(undefined));

const spoofed = (index: number) => ({ "x-forwarded-for": `203.0.113.${index}`, "x-real-ip": `198.51.100.${index}` });

describe("per-address limits read the socket, not headers a client writes", () => {
  it("answers 429 to a flood of bad sign-ins even when each claims another address", async () => {
    trustProxies(undefined);
    const statuses: number[] = [];
    for (let index = 0; index < 14; index++) {
      statuses.push((await api.client().signIn(`nobody-${index}@example.com`, "not the password", spoofed(index))).status);
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses).toContain(429);
  });

  it("answers 429 to a registration flood with spoofed addresses", async () => {
    trustProxies(undefined);
    const statuses: number[] = [];
    for (let index = 0; index < 14; index++) {
      const response = await api.client().request("POST", "/api/auth/register", {
        body: { email: `flood-${randomUUID()}@example.com`, password: "violet kettle harbour sings" },
        headers: spoofed(index),
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(4);
  });

  it("reads X-Forwarded-For right to left behind declared proxies, skipping trusted hops", () => {
    const request = (forwardedFor?: string, peer = "10.0.0.2") =>
      new Request("http://service.test/api/apps", {
        headers: {
          [PEER_ADDRESS_HEADER]: peer,
          [PEER_STAMP_HEADER]: peerStamp(),
          ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
          "x-real-ip": "192.0.2.99",
        },
      });

    trustProxies(undefined);
    expect(clientAddress(request("198.51.100.7"))).toBe("10.0.0.2");

    trustProxies("1");
    expect(clientAddress(request("198.51.100.7"))).toBe("198.51.100.7");
    // A client prepending its own entries does not move the real one.
    expect(clientAddress(request("1.2.3.4, 198.51.100.7"))).toBe("198.51.100.7");
    expect(clientAddress(request())).toBe("10.0.0.2");

    trustProxies("10.0.0.0/8, 172.16.0.0/12");
    expect(clientAddress(request("1.2.3.4, 198.51.100.7, 172.16.4.4"))).toBe("198.51.100.7");
    // The peer is not a declared proxy: whatever it forwards is ignored.
    expect(clientAddress(request("198.51.100.7", "192.0.2.50"))).toBe("192.0.2.50");
  });

  it("gives requests without the server's stamp one shared budget, and ignores a forged stamp", () => {
    trustProxies("1");
    const forged = new Request("http://service.test/api/apps", {
      headers: { [PEER_ADDRESS_HEADER]: "198.51.100.7", [PEER_STAMP_HEADER]: "guess", "x-forwarded-for": "203.0.113.5" },
    });
    expect(clientAddress(forged)).toBe(UNVERIFIED_ADDRESS);
    expect(clientAddress(new Request("http://service.test/", { headers: { "x-forwarded-for": "203.0.113.5" } }))).toBe(UNVERIFIED_ADDRESS);
  });
});

describe("failed sign-ins per account", () => {
  async function account() {
    const client = api.client();
    return client.registerAndSignIn();
  }

  it("blocks an account after repeated failures from many addresses, answering 429 with Retry-After even to the right password", async () => {
    trustProxies("loopback");
    const user = await account();
    for (let index = 0; index < 8; index++) {
      const failure = await api.client().signIn(user.email, `wrong password ${index}`, { "x-forwarded-for": `203.0.113.${index + 1}` });
      expect(failure.status).toBe(401);
    }
    const right = await api.client().signIn(user.email, user.password, { "x-forwarded-for": "198.51.100.200" });
    expect(right.status).toBe(429);
    expect(right.headers.get("content-type")).toBe("application/problem+json");
    expect(right.body).toMatchObject({
      code: "rate_limited",
      detail: expect.stringContaining("Too many failed sign-ins for this account"),
    });
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(60);
    // Another account is not affected.
    const other = await account();
    expect((await api.client().signIn(other.email, other.password, { "x-forwarded-for": "198.51.100.200" })).status).toBe(302);
  });

  it("blocks one address sooner than the account, and a success clears the count", async () => {
    trustProxies("loopback");
    const user = await account();
    const from = (address: string) => ({ "x-forwarded-for": address });
    for (let index = 0; index < 3; index++)
      expect((await api.client().signIn(user.email, "wrong password!", from("203.0.113.9"))).status).toBe(401);
    expect((await api.client().signIn(user.email, user.password, from("203.0.113.9"))).status).toBe(302);
    // Counting starts again after the success: 4 more failures from this address block it…
    for (let index = 0; index < 4; index++)
      expect((await api.client().signIn(user.email, "wrong password!", from("203.0.113.9"))).status).toBe(401);
    expect((await api.client().signIn(user.email, user.password, from("203.0.113.9"))).status).toBe(429);
    // …while the owner, elsewhere, still gets in.
    expect((await api.client().signIn(user.email, user.password, from("198.51.100.1"))).status).toBe(302);
  });

  it("counts emails without an account the same way (no account enumeration)", async () => {
    trustProxies("loopback");
    const ghost = `ghost-${randomUUID()}@example.com`;
    const statuses: number[] = [];
    for (let index = 0; index < 9; index++)
      statuses.push((await api.client().signIn(ghost, "whatever!", { "x-forwarded-for": `203.0.113.${100 + index}` })).status);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(statuses[8]).toBe(429);
  });
});
