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
  ])("refuses %s", (address) => expect(isPublicAddress(address)).toBe(false));
  it.each(["8.8.8.8", "142.250.74.46", "2001:4860:4860::8888"])("accepts %s", (address) => expect(isPublicAddress(address)).toBe(true));
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
  ])("refuses %s", (url, reason) => {
    expect(publicHttpsUrlProblem(url)).toContain(reason);
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
    expect(service.received).toHaveLength(0);
  });
});
