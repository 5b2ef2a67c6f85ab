import { generateKeyPairSync } from "node:crypto";

import { afterEach, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { BudgetWaitError } from "@/lib/store/request-budget";
import { demoAccount } from "@/platform/store-simulator";
import { storeSandbox } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

import { claimRequest, keyIdentity, readKeyBudget, sharedRequestBudget } from "./key-budget";
import { storeClientFor } from "./store-client";

const api = useApi();
const [trailmix, ledger] = demoAccount.apps;
const teamKey = { ...demoAccount.teamKey, isIndividualKey: false };
const individualKey = { ...demoAccount.individualKey, isIndividualKey: true };
/** The account the store clients below act for (with the simulator, its sandbox holds the key's budget). */
const OWNER = "key-budget-test";
const teamKeyRow = (ownerId = OWNER) => db().storeKeyBudget.findUniqueOrThrow({ where: { keyIdentity: keyIdentity(teamKey, ownerId) } });
const simulator = () => storeSandbox(OWNER).control;

afterEach(async () => {
  await simulator().reset();
  await db().storeKeyBudget.deleteMany();
});

/** Sends `count` reads with `client`, one after another; how many App Store Connect let through, and the first refusal. */
async function readUntilRefused(client: ReturnType<typeof storeClientFor>, count: number) {
  let sent = 0;
  for (; sent < count; sent++) {
    try {
      await client.getApp(trailmix!.storeId);
    } catch (error) {
      return { sent, refusal: error };
    }
  }
  return { sent, refusal: undefined };
}

describe("one App Store Connect budget per key", () => {
  it("is shared by every store client of the key and fed by Apple's X-Rate-Limit figure", async () => {
    const first = storeClientFor(teamKey, OWNER);
    const second = storeClientFor(teamKey, OWNER);
    await first.getApp(trailmix!.storeId);
    const afterFirst = await teamKeyRow();
    expect(afterFirst).toMatchObject({ limit: 3600, remaining: first.rateBudget()!.remaining, inFlight: 0 });
    expect(afterFirst.remaining).toBeLessThan(3600);

    await second.getApp(ledger!.storeId);
    expect(await teamKeyRow()).toMatchObject({ remaining: afterFirst.remaining - 1, inFlight: 0 });
    expect(second.rateBudget()!.remaining).toBe(afterFirst.remaining - 1);

    // Another key has a budget of its own.
    await storeClientFor(individualKey, OWNER).getApp(trailmix!.storeId);
    expect((await teamKeyRow()).remaining).toBe(afterFirst.remaining - 1);
    expect(await db().storeKeyBudget.count()).toBe(2);
  });

  it("stops background work at the reserve (half the hour) while people's requests go through to Apple's limit", async () => {
    simulator().setHourlyBudget(20);
    const background = await readUntilRefused(storeClientFor(teamKey, OWNER, { priority: "background" }), 30);
    expect(background.sent).toBe(10);
    expect(background.refusal).toBeInstanceOf(BudgetWaitError);
    const resumesAt = (background.refusal as BudgetWaitError).resumesAt;
    expect(resumesAt).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(resumesAt).toBeLessThanOrEqual(Date.now() + 60 * 60_000);

    // A person's requests spend the other half, and stop before App Store Connect would answer 429.
    const user = await readUntilRefused(storeClientFor(teamKey, OWNER, { priority: "user" }), 30);
    expect(user.sent).toBe(10);
    expect(user.refusal).toBeInstanceOf(BudgetWaitError);
    // The hour's background claims (what the scheduler paces) count scheduled work alone.
    expect((await teamKeyRow()).backgroundClaims).toBe(10);
    expect(
      simulator()
        .requestLog()
        .filter((entry) => entry.status === 429),
    ).toEqual([]);
  });

  it("never lets concurrent background requests into the reserve (each claim is atomic)", async () => {
    simulator().setHourlyBudget(20);
    await storeClientFor(teamKey, OWNER).getApp(trailmix!.storeId); // Apple's figure: 19 left
    const client = storeClientFor(teamKey, OWNER, { priority: "background" });
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => client.getApp(trailmix!.storeId)));
    const granted = results.filter((result) => result.status === "fulfilled").length;
    expect(granted).toBeGreaterThan(0);
    expect(granted).toBeLessThanOrEqual(9);
    expect(results.filter((result) => result.status === "rejected").every((result) => result.reason instanceof BudgetWaitError)).toBe(true);
    const row = await teamKeyRow();
    // Every response is in, and the figure kept is Apple's latest, not an earlier one that came back late.
    expect(row).toMatchObject({ inFlight: 0, remaining: 19 - granted });
    expect(row.remaining).toBeGreaterThanOrEqual(10);
  });

  it("takes a figure that raises ours only from a request that was alone all the way (Apple may answer requests sent together in any order)", async () => {
    const budget = sharedRequestBudget("issuer:ORDER", "user");
    const figure = (remaining: number) => ({ limit: 20, remaining, observedAt: Date.now() });
    const row = () => db().storeKeyBudget.findUniqueOrThrow({ where: { keyIdentity: "issuer:ORDER" } });
    const first = await budget.take();
    const second = await budget.take();
    // Apple counted the second before the first, and the first's answer comes back first.
    await budget.observe(figure(16), first);
    await budget.observe(figure(17), second);
    expect(await row()).toMatchObject({ remaining: 16, inFlight: 0 });

    // A request alone from claim to answer is the latest word: the rolling hour gave two back.
    await budget.observe(figure(18), await budget.take());
    expect(await row()).toMatchObject({ remaining: 18, inFlight: 0 });
  });

  it("grants every one of a new key's first requests sent at once (none mistakes the row another just created for an empty budget)", async () => {
    const claims = await Promise.all(Array.from({ length: 12 }, () => claimRequest("issuer:NEWKEY", "user", new Date())));
    expect(claims.map((result) => result.resumesAt)).toEqual(Array(12).fill(undefined));
    expect(new Set(claims.map((result) => result.claim?.number)).size).toBe(12);
    expect(await db().storeKeyBudget.findUniqueOrThrow({ where: { keyIdentity: "issuer:NEWKEY" } })).toMatchObject({
      inFlight: 12,
      claims: 12,
    });
  });

  it("counts a request as spent when its answer carries no figure of the key's (a refused token, an outage)", async () => {
    await storeClientFor(teamKey, OWNER).getApp(trailmix!.storeId);
    const before = await teamKeyRow();
    // The simulator's 401 and injected 503 say "3600 left": not this key's hour.
    const wrongPrivateKey = generateKeyPairSync("ec", { namedCurve: "prime256v1" }).privateKey.export({ type: "pkcs8", format: "pem" });
    await expect(storeClientFor({ ...teamKey, privateKey: wrongPrivateKey.toString() }, OWNER).getApp(trailmix!.storeId)).rejects.toThrow();
    simulator().failNext({ status: 503, count: 10, retryAfter: 0 });
    await expect(storeClientFor(teamKey, OWNER, { priority: "user" }).listBuilds(trailmix!.storeId)).rejects.toThrow();
    const after = await teamKeyRow();
    expect(after.inFlight).toBe(0);
    expect(after.remaining).toBe(before.remaining - 6); // the 401, and the 503 with its four retries
  });
});

describe("the credentials view", () => {
  it("shows the hour's requests left on the key, shared by every app on it", async () => {
    const owner = api.client();
    await owner.registerAndSignIn();
    const registered = await owner.post("/api/apps", {
      ...demoAccount.teamKey,
      storeId: trailmix!.storeId,
      vendorNumber: demoAccount.vendorNumber,
    });
    expect(registered.status).toBe(201);
    const ownerId = owner.userId!;
    const before = (await owner.get(`/api/apps/${registered.body.id}/credentials`)).body.requestBudget;
    const row = await teamKeyRow(ownerId);
    expect(before).toEqual({
      limit: 3600,
      remaining: row.remaining - row.inFlight,
      reservedForPeople: 1800,
      resetsAt: new Date(row.windowStartedAt.getTime() + 3_600_000).toISOString(),
    });

    // Other work for the account on the same key spends from the same hour.
    await storeClientFor(teamKey, ownerId).getApp(ledger!.storeId);
    await storeClientFor(teamKey, ownerId).getApp(ledger!.storeId);
    const after = (await owner.get(`/api/apps/${registered.body.id}/credentials`)).body.requestBudget;
    expect(after.remaining).toBe(before.remaining - 2);
    // Scheduled syncs may spend what is above the reserve at the hour's pace: at its start, ten
    // minutes' worth of their share (what they spent and what is left); from 50 minutes on, all of it.
    const { windowStartedAt, backgroundClaims } = await teamKeyRow(ownerId);
    const share = backgroundClaims + after.remaining - 1800;
    expect(await readKeyBudget(teamKey, ownerId, windowStartedAt)).toMatchObject({
      remaining: after.remaining,
      backgroundRemaining: Math.floor(share / 6) - backgroundClaims,
    });
    const late = new Date(windowStartedAt.getTime() + 50 * 60_000);
    expect(await readKeyBudget(teamKey, ownerId, late)).toMatchObject({
      remaining: after.remaining,
      backgroundRemaining: after.remaining - 1800,
    });
  });
});
