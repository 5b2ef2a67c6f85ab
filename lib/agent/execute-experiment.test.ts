// An approved experiment is written in several requests (the experiment, then each treatment):
// an execution that fails part-way is retried, and the retry must finish the experiment, not
// record it done with treatments missing (as it once did).
import { describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { TestClock } from "@/platform/jobs";
import { demoAccount } from "@/platform/store-simulator";
import { appRunner, registerSyncedApp, runJobs, storeSandbox } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

const api = useApi();
const ledger = demoAccount.apps[1]!;
const TREATMENTS = "/v1/appStoreVersionExperimentTreatments";

describe("an approved experiment", () => {
  it("is completed by the retry when a treatment failed part-way, and recorded executed only then", async () => {
    const owner = api.client();
    await owner.registerAndSignIn();
    const app = await registerSyncedApp(owner, ledger.storeId);
    // Besides its "Dark icon" test, an earlier experiment showed a second alternate icon: the rules test both.
    await db().experiment.create({
      data: {
        appId: app.id,
        storeId: "earlier-experiment",
        name: "Gold icon",
        state: "COMPLETED",
        treatments: [{ storeId: "earlier-treatment", name: "Gold", appIconName: "AppIcon-Gold", promotedDate: null }],
      },
    });
    await owner.post(`/api/apps/${app.id}/agent/config`, { config: { fields: ["experiments"] } });
    await owner.post(`/api/apps/${app.id}/agent/toggle`, { enabled: true });
    await runJobs();
    const pending = (await owner.get(`/api/apps/${app.id}/agent`)).body.pendingAction;
    expect(pending?.mutation.type).toBe("create_experiment");
    const plan = pending.mutation.after as { name: string; treatments: { name: string; appIconName: string }[] };
    expect(plan.treatments.map((t) => t.appIconName)).toEqual(["AppIcon-Dark", "AppIcon-Gold"]);
    expect((await owner.post(`/api/apps/${app.id}/agent/approve`)).status).toBe(202);

    // The experiment and its first treatment are written; the store fails the second treatment.
    const store = storeSandbox(owner).control;
    store.clearRequestLog();
    const hold = store.holdResponses({ method: "POST", pathPrefix: TREATMENTS });
    const now = Date.now();
    const first = appRunner({ clock: new TestClock(new Date(now)) });
    const running = first.runUntilIdle();
    await hold.reached;
    store.failNext({ status: 500 });
    hold.release();
    await running;
    await first.stop();
    expect((await db().agentAction.findUniqueOrThrow({ where: { id: pending.id } })).status).toBe("executing");

    // The step's retry, a minute later.
    const retry = appRunner({ clock: new TestClock(new Date(now + 60_000)) });
    await retry.runUntilIdle();
    await retry.stop();

    const state = await storeSandbox(owner).snapshot();
    const experiments = state.experiments.filter((experiment) => experiment.appId === ledger.storeId && experiment.name === plan.name);
    expect(experiments).toHaveLength(1);
    // Each treatment once, with the icon it shows.
    const treatments = state.treatments
      .filter((treatment) => treatment.experimentId === experiments[0]!.id)
      .map((t) => [t.name, t.appIconName]);
    expect(treatments.sort()).toEqual(plan.treatments.map((t) => [t.name, t.appIconName]).sort());
    // One experiment written, each treatment once (the failed attempt wrote nothing).
    const writes = store.requestLog().filter((entry) => entry.method === "POST");
    expect(writes.filter((entry) => entry.status === 201).map((entry) => entry.path)).toEqual([
      "/v2/appStoreVersionExperiments",
      ...plan.treatments.map(() => TREATMENTS),
    ]);

    const action = await db().agentAction.findUniqueOrThrow({ where: { id: pending.id } });
    expect(action.status).toBe("executed");
    expect(action.result).toMatchObject({ experimentStoreId: experiments[0]!.id });
    // The service's copy lists every treatment too, as the experiments page shows it.
    const listed = (await owner.get(`/api/apps/${app.id}/agent/experiments`)).body.items as {
      name: string;
      treatments: { name: string }[];
    }[];
    expect(
      listed
        .find((experiment) => experiment.name === plan.name)
        ?.treatments.map((t) => t.name)
        .sort(),
    ).toEqual(plan.treatments.map((t) => t.name).sort());
    const stored = await db().experiment.findFirstOrThrow({ where: { appId: app.id, name: plan.name } });
    expect((stored.treatments as { name: string }[]).map((t) => t.name).sort()).toEqual(plan.treatments.map((t) => t.name).sort());
  });
});
