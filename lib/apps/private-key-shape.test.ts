import { generateKeyPairSync } from "node:crypto";

import { describe, expect, it } from "vitest";

import { NOT_A_P8, NOT_P256, privateKeyShapeProblem } from "./private-key-shape";

const pkcs8 = (key: ReturnType<typeof generateKeyPairSync>["privateKey"]) => key.export({ type: "pkcs8", format: "pem" }).toString();

describe("an App Store Connect key's form, checked without Node's crypto", () => {
  it("accepts a PKCS#8 EC P-256 key, with Windows line ends too", () => {
    const pem = pkcs8(generateKeyPairSync("ec", { namedCurve: "prime256v1" }).privateKey);
    expect(privateKeyShapeProblem(pem)).toBeNull();
    expect(privateKeyShapeProblem(pem.replace(/\n/g, "\r\n"))).toBeNull();
  });

  it("refuses other curves and other key types as not an App Store Connect key", () => {
    expect(privateKeyShapeProblem(pkcs8(generateKeyPairSync("ec", { namedCurve: "secp384r1" }).privateKey))).toBe(NOT_P256);
    expect(privateKeyShapeProblem(pkcs8(generateKeyPairSync("ed25519").privateKey))).toBe(NOT_P256);
  });

  it("refuses what is not a PKCS#8 PEM", () => {
    const sec1 = generateKeyPairSync("ec", { namedCurve: "prime256v1" }).privateKey.export({ type: "sec1", format: "pem" }).toString();
    for (const text of [
      "",
      "hello",
      sec1,
      "-----BEGIN PRIVATE KEY-----\n!!!\n-----END PRIVATE KEY-----",
      "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----",
    ]) {
      expect(privateKeyShapeProblem(text)).toBe(NOT_A_P8);
    }
  });
});
