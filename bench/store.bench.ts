// npm run bench:store
// Counts the store requests needed to read everything the sync needs for the largest demo
// app: readAppForSync (include, fields, limit=200, links.next) against a naive reader that
// fetches one resource (or one page of 20, without include) per request. Both run against
// the simulator over HTTP, and both counts come from the simulator's request log.

import { createStoreClient } from "@/lib/store/client";
import type { StoreCredentials } from "@/lib/store/credentials";
import { readAppForSync } from "@/lib/store/read-app-for-sync";
import { createTokenProvider } from "@/lib/store/token";
import { createStoreSimulator, demoAccount } from "@/platform/store-simulator";
import { serveOverHttp } from "@/test/serve-over-http";

const TARGET_RATIO = 10;

interface Doc {
  data: { id: string } | { id: string }[];
  links: { next?: string };
}

/** The naive reader: no include, default-ish pages of 20, one request per child resource. */
async function naiveRead(baseUrl: string, credentials: StoreCredentials, appId: string, vendorNumber: string): Promise<void> {
  const tokens = createTokenProvider(credentials, { clock: Date.now });
  const get = async (url: string): Promise<Doc | undefined> => {
    const response = await fetch(url.startsWith("http") ? url : `${baseUrl}${url}`, {
      headers: { authorization: `Bearer ${await tokens.token()}` },
    });
    if (!response.ok) return undefined; // e.g. 404: a review without a response
    return (response.headers.get("content-type") ?? "").includes("json") ? ((await response.json()) as Doc) : undefined;
  };
  const all = async (path: string): Promise<{ id: string }[]> => {
    const items: { id: string }[] = [];
    let next: string | undefined = `${path}${path.includes("?") ? "&" : "?"}limit=20`;
    while (next) {
      const doc: Doc | undefined = await get(next);
      if (!doc) break;
      items.push(...(Array.isArray(doc.data) ? doc.data : [doc.data]));
      next = doc.links.next;
    }
    return items;
  };

  await get(`/v1/apps/${appId}`);
  for (const info of await all(`/v1/apps/${appId}/appInfos`)) await all(`/v1/appInfos/${info.id}/appInfoLocalizations`);
  for (const version of await all(`/v1/apps/${appId}/appStoreVersions`))
    await all(`/v1/appStoreVersions/${version.id}/appStoreVersionLocalizations`);
  await all(`/v1/builds?filter[app]=${appId}`);
  for (const review of await all(`/v1/apps/${appId}/customerReviews`)) await get(`/v1/customerReviews/${review.id}/response`);
  for (const experiment of await all(`/v1/apps/${appId}/appStoreVersionExperimentsV2`)) {
    await all(`/v2/appStoreVersionExperiments/${experiment.id}/appStoreVersionExperimentTreatments`);
  }
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await get(
    `/v1/salesReports?filter[vendorNumber]=${vendorNumber}&filter[reportType]=SALES&filter[reportSubType]=SUMMARY&filter[frequency]=DAILY&filter[reportDate]=${yesterday}`,
  );
}

async function main(): Promise<void> {
  // A budget large enough that neither reader is throttled: we count requests, not wait.
  const sim = createStoreSimulator({ basePath: "/store-sim", hourlyBudget: 100_000 });
  const server = await serveOverHttp((request) => sim.handle(request));
  const baseUrl = `${server.origin}/store-sim`;
  const credentials: StoreCredentials = { ...demoAccount.teamKey, isIndividualKey: false };
  try {
    const state = await sim.snapshot();
    const size = (appId: string) =>
      state.reviews.filter((r) => r.appId === appId).length + state.builds.filter((b) => b.appId === appId).length;
    const largest = [...state.apps].sort((a, b) => size(b.id) - size(a.id))[0]!;

    const client = createStoreClient({ baseUrl, credentials });
    sim.control.clearRequestLog();
    let started = performance.now();
    const snapshot = await readAppForSync(client, largest.id, { vendorNumber: state.vendorNumber });
    const optimisedMs = performance.now() - started;
    const optimised = sim.control.requestLog().length;

    sim.control.clearRequestLog();
    started = performance.now();
    await naiveRead(baseUrl, credentials, largest.id, state.vendorNumber);
    const naiveMs = performance.now() - started;
    const naive = sim.control.requestLog().length;

    const ratio = naive / optimised;
    console.log(`App: ${largest.name} (${largest.id})`);
    console.log(
      `Synced: ${snapshot.appInfos.length} app infos / ${snapshot.appInfoLocalizations.length} localizations, ` +
        `${snapshot.versions.length} versions / ${snapshot.versionLocalizations.length} localizations, ${snapshot.builds.length} builds, ` +
        `${snapshot.reviews.length} reviews / ${snapshot.reviewResponses.length} responses, ${snapshot.experiments.length} experiments / ` +
        `${snapshot.treatments.length} treatments, ${snapshot.sales?.report.rows.length ?? 0} sales rows`,
    );
    console.table([
      { approach: "readAppForSync (include, fields, limit=200, links.next)", requests: optimised, ms: Math.round(optimisedMs) },
      { approach: "naive (one resource / page of 20 per request)", requests: naive, ms: Math.round(naiveMs) },
    ]);
    console.log(`Ratio: ${ratio.toFixed(1)}x fewer requests (target >= ${TARGET_RATIO}x) ${ratio >= TARGET_RATIO ? "PASS" : "FAIL"}`);
    if (ratio < TARGET_RATIO) process.exitCode = 1;
  } finally {
    await server.close();
  }
}

await main();
