import { expect, it } from "vitest";

import { demoAccount } from "@/platform/store-simulator";

import { keyIdentity } from "./key-budget";

// With Apple as the store (read once per test file), a key is who it is to Apple, whoever uses it.
process.env.STORE_API_BASE_URL = "https://api.appstoreconnect.apple.com";

it("names a key by Apple's identity alone when the store is Apple: every account using it shares its budget", () => {
  const team = { ...demoAccount.teamKey, isIndividualKey: false };
  expect(keyIdentity(team, "owner-a")).toBe(`${team.issuerId}:${team.keyId}`);
  expect(keyIdentity(team, "owner-b")).toBe(keyIdentity(team, "owner-a"));
  expect(keyIdentity({ keyId: "INDIVIDUAL", isIndividualKey: true }, "owner-a")).toBe("individual:INDIVIDUAL");
});
