import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { keyRingFrom, needsRotation, open, seal, SecretBoxError } from "./secret-box";

const newKey = () => randomBytes(32).toString("base64");

describe("secret box", () => {
  const ring = keyRingFrom(newKey());
  const pem = "-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49...\n-----END PRIVATE KEY-----\n";

  it("round-trips and never contains the plaintext", () => {
    const box = seal(ring, pem, "user-1:6449000001");
    expect(box).toMatch(/^v1\.[\w-]{8}\.[\w-]+\.[\w-]+$/);
    expect(box).not.toContain("PRIVATE KEY");
    expect(open(ring, box, "user-1:6449000001")).toBe(pem);
    expect(seal(ring, pem, "x")).not.toBe(seal(ring, pem, "x"));
  });

  it("refuses a box bound to another owner, or tampered with", () => {
    const box = seal(ring, pem, "user-1:6449000001");
    expect(() => open(ring, box, "user-2:6449000001")).toThrow(SecretBoxError);
    const [v, kid, iv, body] = box.split(".");
    const flipped = Buffer.from(body!, "base64url");
    flipped[0] = flipped[0]! ^ 1;
    expect(() => open(ring, [v, kid, iv, flipped.toString("base64url")].join("."), "user-1:6449000001")).toThrow(SecretBoxError);
  });

  it("reads boxes sealed with a previous key after rotation, and says they need re-sealing", () => {
    const oldKey = newKey();
    const before = keyRingFrom(oldKey);
    const box = seal(before, pem, "a");
    const after = keyRingFrom(newKey(), [oldKey]);
    expect(needsRotation(after, box)).toBe(true);
    expect(open(after, box, "a")).toBe(pem);
    expect(needsRotation(after, seal(after, pem, "a"))).toBe(false);
    expect(() => open(keyRingFrom(newKey()), box, "a")).toThrow(/unknown key/);
  });
});
