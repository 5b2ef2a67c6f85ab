import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startFakePushService } from "@/test/fake-push-service";

import https from "node:https";

import { isPublicAddress, PRIVATE_ADDRESS_ERROR, publicHttpsUrlProblem, publicOnlyHttpsAgent } from "./public-address";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "0.0.0.0",
    "::1",
    "fc00::1",
    "fe80::1",
    "::ffff:127.0.0.1",
    "100.64.0.1",
    // IPv6 forms that carry a private IPv4 address: IPv4-compatible, mapped, translated (RFC 6145),
    // NAT64 (RFC 6052), 6to4, and NAT64's local-use prefix (whose embedding depends on the network).
    "::127.0.0.1",
    "::7f00:1",
    "::a9fe:a9fe",
    "::ffff:a9fe:a9fe",
    "::ffff:0:7f00:1",
    "64:ff9b::a9fe:a9fe",
    "64:ff9b::10.0.0.1",
    "64:ff9b:1::808:808",
    "2002:7f00:1::1",
    "2002:c0a8:101::1",
    // Teredo, documentation, discard, site-local, unique-local, multicast, unspecified, outside 2000::/3.
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    "2001:db8::1",
    "100::1",
    "fec0::1",
    "fd12:3456::1",
    "ff02::1",
    "::",
    "4000::1",
    "not an address",
  ])("refuses %s", (address) => expect(isPublicAddress(address)).toBe(false));
  it.each([
    "8.8.8.8",
    "142.250.74.46",
    "2001:4860:4860::8888",
    // Forms that embed a public IPv4 address are as public as it is.
    "::ffff:8.8.8.8",
    "64:ff9b::8.8.8.8",
    "2002:808:808::1",
  ])("accepts %s", (address) => expect(isPublicAddress(address)).toBe(true));
});

describe("publicHttpsUrlProblem", () => {
  it("accepts a push service URL", () => {
    expect(publicHttpsUrlProblem("https://fcm.googleapis.com/fcm/send/abc:def")).toBeNull();
  });
  it.each([
    ["http://fcm.googleapis.com/x", "https"],
    ["https://localhost/x", "public host"],
    ["https://127.0.0.1/x", "public address"],
    ["https://[::1]/x", "public address"],
    ["https://10.0.0.5/x", "public address"],
    ["https://user:pw@example.com/x", "credentials"],
    ["not a url", "absolute URL"],
    ["https://localhost./x", "public host"],
    ["https://LOCALHOST../x", "public host"],
    ["https://api.localhost./x", "public host"],
    ["https://printer.local./x", "public host"],
    ["https://metadata.google.internal/x", "public host"],
    ["https://router.home.arpa/x", "public host"],
    ["https://intranet/x", "public host"],
    ["https://intranet./x", "public host"],
    ["https://[::127.0.0.1]/x", "public address"],
    ["https://[::a9fe:a9fe]/x", "public address"],
    ["https://[::ffff:169.254.169.254]/x", "public address"],
    ["https://[64:ff9b::169.254.169.254]/x", "public address"],
    ["https://[2002:a9fe:a9fe::1]/x", "public address"],
    ["https://0x7f.1/x", "public address"],
  ])("refuses %s", (url, reason) => {
    expect(publicHttpsUrlProblem(url)).toContain(reason);
  });
  it.each(["https://hooks.example.com./in", "https://[2001:4860:4860::8888]/in", "https://8.8.8.8/in"])("accepts %s", (url) => {
    expect(publicHttpsUrlProblem(url)).toBeNull();
  });
});

describe("publicOnlyHttpsAgent", () => {
  let service: Awaited<ReturnType<typeof startFakePushService>>;
  beforeAll(async () => {
    service = await startFakePushService();
  });
  afterAll(() => service.close());

  const connect = (url: string) =>
    new Promise<string>((resolve) => {
      const request = https.request(url, { method: "POST", agent: publicOnlyHttpsAgent() }, (response) =>
        resolve(`status ${response.statusCode}`),
      );
      request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      request.end();
    });

  it("refuses an IP literal in a private range before connecting", async () => {
    expect(await connect(`${service.url}/literal`)).toBe(PRIVATE_ADDRESS_ERROR);
    expect(service.received).toHaveLength(0);
  });

  it("refuses a host name that resolves to a private address", async () => {
    const port = new URL(service.url).port;
    expect(await connect(`https://localhost:${port}/named`)).toBe(PRIVATE_ADDRESS_ERROR);
    expect(await connect(`https://localhost.:${port}/fully-qualified`)).toBe(PRIVATE_ADDRESS_ERROR);
    expect(service.received).toHaveLength(0);
  });

  it("refuses IPv6 literals that carry a private IPv4 address before connecting", async () => {
    const port = new URL(service.url).port;
    for (const host of ["[::127.0.0.1]", "[::a9fe:a9fe]", "[::ffff:127.0.0.1]", "[64:ff9b::7f00:1]", "[2002:7f00:1::1]"]) {
      expect(await connect(`https://${host}:${port}/embedded`), host).toBe(PRIVATE_ADDRESS_ERROR);
    }
    expect(service.received).toHaveLength(0);
  });
});
