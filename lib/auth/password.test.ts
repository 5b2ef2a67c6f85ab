import { afterEach, describe, expect, it } from "vitest";

import { forgetSingleton } from "@/lib/process/singletons";

import { hashPassword, passwordHashingLoad, verifyPassword } from "./password";

// Two at a time, so the test sees some run and the rest wait.
process.env.PASSWORD_HASH_CONCURRENCY = "2";

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
  });

  describe("outside the test suite", () => {
    const testEnvironment = process.env.NODE_ENV;
    afterEach(() => {
      (process.env as Record<string, string | undefined>).NODE_ENV = testEnvironment;
      forgetSingleton("env");
    });

    it("hashes with OWASP's scrypt parameters, and still verifies hashes made with others", async () => {
      const cheapHash = await hashPassword("correct horse battery");
      expect(cheapHash).toMatch(/^scrypt\$1024\$8\$1\$/);
      (process.env as Record<string, string | undefined>).NODE_ENV = "production";
      forgetSingleton("env");
      const hash = await hashPassword("correct horse battery");
      expect(hash).toMatch(/^scrypt\$32768\$8\$3\$/);
      expect(await verifyPassword("correct horse battery", hash)).toBe(true);
      expect(await verifyPassword("correct horse battery", cheapHash)).toBe(true);
    });
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same password")).not.toBe(await hashPassword("same password"));
  });

  it("treats a malformed stored hash as a mismatch", async () => {
    expect(await verifyPassword("anything", "not-a-hash")).toBe(false);
  });
});

describe("hashing under load", () => {
  it("runs at most PASSWORD_HASH_CONCURRENCY hashes at once and queues the rest", async () => {
    const hashes = Array.from({ length: 6 }, (_, index) => hashPassword(`password number ${index}`));
    expect(passwordHashingLoad()).toEqual({ running: 2, waiting: 4 });
    const results = await Promise.all(hashes);
    expect(new Set(results).size).toBe(6);
    expect(passwordHashingLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
