import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { loadSecrets } from "./secrets";

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), "secrets-"));

describe("loadSecrets", () => {
  it("generates the secrets once in embedded mode and keeps them, readable by the owner only", () => {
    const dataDir = tempDir();
    const first = loadSecrets({}, { embedded: true, dataDir, persist: true });
    const file = path.join(dataDir, "secrets.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(first.ENCRYPTION_KEY, "base64")).toHaveLength(32);
    expect(Buffer.from(first.VAPID_PUBLIC_KEY, "base64url")).toHaveLength(65);
    expect(loadSecrets({}, { embedded: true, dataDir, persist: true })).toEqual(first);
  });

  it("lets the environment override a generated secret", () => {
    const dataDir = tempDir();
    const authSecret = randomBytes(32).toString("base64url");
    expect(loadSecrets({ AUTH_SECRET: authSecret }, { embedded: true, dataDir, persist: true }).AUTH_SECRET).toBe(authSecret);
  });

  it("completes a file that lacks some secrets without changing the others", () => {
    const dataDir = tempDir();
    const authSecret = randomBytes(32).toString("base64url");
    writeFileSync(path.join(dataDir, "secrets.json"), JSON.stringify({ AUTH_SECRET: authSecret }));
    const secrets = loadSecrets({}, { embedded: true, dataDir, persist: true });
    expect(secrets.AUTH_SECRET).toBe(authSecret);
    expect(JSON.parse(readFileSync(path.join(dataDir, "secrets.json"), "utf8"))).toEqual(secrets);
  });

  it("refuses to start on PostgreSQL without secrets in the environment, naming each", () => {
    expect(() => loadSecrets({ AUTH_SECRET: "x".repeat(40) }, { embedded: false, dataDir: tempDir(), persist: true })).toThrow(
      /Missing: ENCRYPTION_KEY, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY/,
    );
  });

  it("refuses an encryption key that is not 32 bytes", () => {
    expect(() => loadSecrets({ ENCRYPTION_KEY: "c2hvcnQ=" }, { embedded: true, dataDir: tempDir(), persist: false })).toThrow(/32 bytes/);
  });
});
