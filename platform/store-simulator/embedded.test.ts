import { beforeAll, describe, expect, it } from "vitest";

import { databaseReady } from "@/lib/db/client";
import { env } from "@/lib/env";
import { createStoreClient } from "@/lib/store/client";
import { useApi } from "@/test/use-api";

import { createDatabaseStateStore } from "./database-state-store";
import { demoAccount } from "./demo-account";
import { createSandboxedSimulator } from "./sandboxes";
import { createStoreSimulator } from "./simulator";

const api = useApi();
const [trailmix] = demoAccount.apps;

const demoClient = (baseUrl: string) => createStoreClient({ baseUrl, credentials: { ...demoAccount.teamKey, isIndividualKey: false } });

beforeAll(() => databaseReady());

describe("the simulator mounted at /store-sim", () => {
  it("is the default store and answers the demo account's keys over HTTP", async () => {
    expect(env().STORE_API_BASE_URL).toBe(`${env().APP_URL}/store-sim`);
    const app = await demoClient(`${api.url}/store-sim`).getApp(trailmix!.storeId);
    expect(app.data.attributes?.name).toBe(trailmix!.name);
  });

  it("refuses requests without the publisher's token, as App Store Connect does", async () => {
    const response = await fetch(`${api.url}/store-sim/v1/apps/${trailmix!.storeId}`);
    expect(response.status).toBe(401);
    expect((await response.json()).errors[0].code).toBe("NOT_AUTHORIZED");
  });

  it("keeps its data in the database, so changes survive a new simulator instance", async () => {
    const first = createStoreSimulator({ stateStore: createDatabaseStateStore("persistence-test") });
    const before = await first.snapshot();
    const review = before.reviews.find((candidate) => !before.reviewResponses.some((response) => response.reviewId === candidate.id))!;
    const client = createStoreClient({
      baseUrl: "http://simulator.test",
      credentials: { ...demoAccount.teamKey, isIndividualKey: false },
      fetch: (input, init) => first.handle(new Request(input, init)),
    });
    await client.createCustomerReviewResponse(review.id, "Thanks for the detailed feedback!");

    const second = createStoreSimulator({ stateStore: createDatabaseStateStore("persistence-test") });
    const after = await second.snapshot();
    const stored = after.reviewResponses.find((response) => response.reviewId === review.id);
    expect(stored?.responseBody).toBe("Thanks for the detailed feedback!");
  });
});

describe("sandboxes", () => {
  const teamClient = (handle: (request: Request) => Promise<Response>) =>
    createStoreClient({
      baseUrl: "http://simulator.test",
      credentials: { ...demoAccount.teamKey, isIndividualKey: false },
      fetch: (input, init) => handle(new Request(input, init)),
      retry: { maxRetries: 0 },
    });

  it("keeps each sandbox's data, budget and faults apart, and loads a sandbox dropped from memory again from its row", async () => {
    const simulator = createSandboxedSimulator({ stateStoreFor: (id) => createDatabaseStateStore(`lru-test:${id}`), loadedSandboxes: 2 });
    const one = teamClient((request) => simulator.handle(request, { sandbox: "one" }));
    const two = teamClient((request) => simulator.handle(request, { sandbox: "two" }));
    const before = await simulator.sandbox("one").snapshot();
    const review = before.reviews.find((candidate) => !before.reviewResponses.some((response) => response.reviewId === candidate.id))!;
    await one.createCustomerReviewResponse(review.id, "Only in sandbox one");
    await two.getApp(trailmix!.storeId);
    expect(one.rateBudget()!.remaining).toBe(3600 - 1);
    expect(two.rateBudget()!.remaining).toBe(3600 - 1);
    simulator.sandbox("two").control.failNext({ status: 503 });
    await expect(one.getApp(trailmix!.storeId)).resolves.toBeDefined();
    await expect(two.getApp(trailmix!.storeId)).rejects.toMatchObject({ status: 503 });
    expect(await two.getCustomerReviewResponse(review.id)).toBeNull();

    // Two more sandboxes in use: "one" is dropped from memory, then loaded again from its row.
    const first = simulator.sandbox("one");
    simulator.sandbox("three");
    simulator.sandbox("four");
    expect(simulator.sandbox("one")).not.toBe(first);
    expect((await one.getCustomerReviewResponse(review.id))?.attributes?.responseBody).toBe("Only in sandbox one");
  });
});
