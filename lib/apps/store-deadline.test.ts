import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { TestClock } from "@/platform/jobs";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { registerSyncedApp, storeSandbox, useAppRunners } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

// The store's deadline is the service's own: with the built-in simulator (in this process, its
// delay once deaf to the abort) taking two minutes, a person's request ends within the deadline
// with 504 store_timeout, and a sync says App Store Connect is not answering, not "syncing" for
// minutes. The deadline is short here; the per-attempt timeout is long, so only the deadline ends them.
process.env.STORE_DEADLINE_MS = "3000";
process.env.STORE_REQUEST_TIMEOUT_MS = "60000";

const DEADLINE_MS = 3_000;
/** What a request may take besides the store's deadline on a loaded machine: the service's own work. */
const SLACK_MS = 2_000;

const api = useApi();
const newRunner = useAppRunners();
const [trailmix] = demoAccount.apps;
let owner: ApiClient;
let app: { id: string };
let versionId: string;

beforeAll(async () => {
  owner = api.client();
  await owner.registerAndSignIn({ name: "Deadline Tester" });
  app = await registerSyncedApp(owner, trailmix!.storeId);
  const versions = (await owner.get(`/api/apps/${app.id}/versions`)).body.items as { id: string; editable: boolean }[];
  versionId = versions.find((version) => version.editable)!.id;
  storeSandbox(owner).control.setLatency(120_000);
});
afterEach(() => storeSandbox(owner).control.setLatency(120_000));

/** `request` timed: its answer and how long it took. */
async function timed<T>(request: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const answer = await request();
  return [answer, performance.now() - started];
}

describe("a store that takes two minutes", () => {
  it("an edit answers 504 store_timeout within the deadline", async () => {
    const [response, ms] = await timed(() =>
      owner.patch(`/api/apps/${app.id}/versions/${versionId}/localizations/en-US`, { promotionalText: "Trails for every weekend" }),
    );
    expect(response.status).toBe(504);
    expect(response.body.code).toBe("store_timeout");
    expect(ms).toBeLessThan(DEADLINE_MS + SLACK_MS);
  });

  it("a credentials check answers 504 store_timeout within the deadline", async () => {
    const [response, ms] = await timed(() => owner.post(`/api/apps/${app.id}/credentials/verify`));
    expect(response.status).toBe(504);
    expect(response.body.code).toBe("store_timeout");
    expect(ms).toBeLessThan(DEADLINE_MS + SLACK_MS);
  });

  it("a sync fails within the deadline saying App Store Connect is not answering, without retrying for minutes", async () => {
    const runner = newRunner(new TestClock(new Date()));
    const { taskId } = (await owner.post(`/api/apps/${app.id}/sync`)).body;
    const [, ms] = await timed(() => runner.runUntilIdle());
    const says = "App Store Connect is not answering. The data of the last good sync is kept, and the next sync tries again.";
    expect(await db().syncTask.findUniqueOrThrow({ where: { id: taskId }, select: { status: true, error: true } })).toEqual({
      status: "failed",
      error: says,
    });
    expect((await owner.get(`/api/apps/${app.id}`)).body).toMatchObject({ syncStatus: "failed", lastSyncError: says });
    expect(ms).toBeLessThan(DEADLINE_MS + 2 * SLACK_MS);
  });
});
