import { afterEach } from "vitest";

import { EMBEDDED_SIGNING_KEY } from "@/inngest/client";
import { inngestHandler } from "@/inngest/serve";
import { storeClientForApp } from "@/lib/apps/store-client";
import { sandboxIdFor } from "@/lib/apps/store-sandbox";
import { db } from "@/lib/db/client";
import { EmbeddedRunner, type RunnerOptions, TestClock } from "@/platform/jobs";
import { demoAccount, type StoreSimulator } from "@/platform/store-simulator";
import { embeddedSimulator } from "@/platform/store-simulator/embedded";

import type { ApiClient } from "./api-client";

export const demoTeamKey = {
  keyId: demoAccount.teamKey.keyId,
  issuerId: demoAccount.teamKey.issuerId,
  privateKey: demoAccount.teamKey.privateKey,
  vendorNumber: demoAccount.vendorNumber,
};

export const demoIndividualKey = {
  keyId: demoAccount.individualKey.keyId,
  privateKey: demoAccount.individualKey.privateKey,
  isIndividualKey: true,
  vendorNumber: demoAccount.vendorNumber,
};

/**
 * An account's own sandbox of the embedded simulator (where its apps' store data lives), by its
 * id or its client (registered with `registerAndSignIn`): `control` (faults, reviews written in
 * the store, reset, request log) and `snapshot()`.
 */
export function storeSandbox(account: string | ApiClient): StoreSimulator {
  const userId = typeof account === "string" ? account : account.userId;
  if (!userId) throw new Error("storeSandbox: the client has no account of its own (registerAndSignIn)");
  return embeddedSimulator()!.sandbox(sandboxIdFor(userId));
}

/** The embedded runner over the service's own functions (inngest/), as `npm start` runs it. */
export function appRunner(options: Omit<RunnerOptions, "handler" | "signingKey"> = {}): EmbeddedRunner {
  return new EmbeddedRunner({ handler: inngestHandler, signingKey: EMBEDDED_SIGNING_KEY, ...options });
}

/**
 * For a test file whose tests drive runners themselves: returns `newRunner(clock?)`, the app's
 * runner polling every 5 ms, and stops every runner made after each test.
 */
export function useAppRunners(): (clock?: TestClock) => EmbeddedRunner {
  const runners: EmbeddedRunner[] = [];
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  });
  return (clock = new TestClock(new Date())) => {
    const runner = appRunner({ clock, pollMs: 5 });
    runners.push(runner);
    return runner;
  };
}

/** Drives queued background work (syncs) to completion with the real functions and runner. */
export async function runJobs(clock = new TestClock(new Date())): Promise<void> {
  const runner = appRunner({ clock });
  await runner.runUntilIdle();
  await runner.stop();
}

/**
 * Registers a demo app for `client` (team key unless given another) and runs its first sync,
 * so the synced tables hold the simulator's data for it.
 */
export async function registerSyncedApp(
  client: ApiClient,
  storeId: string,
  key: object = demoTeamKey,
): Promise<{ id: string; name: string; storeId: string }> {
  const response = await client.post("/api/apps", { ...key, storeId });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  await runJobs();
  return response.body;
}

/**
 * Turns the app's instant updates off for a test about syncs or polling: its App Store Connect
 * webhook is deleted at the store (so nothing is delivered, and no delivery retries outlive the
 * test) and the service records why.
 */
export async function withoutInstantUpdates(appId: string, reason = "turned off for this test"): Promise<void> {
  const webhook = await db().storeWebhook.findUnique({ where: { appId }, include: { app: true } });
  if (webhook?.storeId) await (await storeClientForApp(webhook.app)).deleteWebhook(webhook.storeId);
  await db().storeWebhook.upsert({
    where: { appId },
    create: { appId, status: "off", reason },
    update: { status: "off", reason, storeId: null, secretSealed: null },
  });
}
