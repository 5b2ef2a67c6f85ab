// Builds the initial simulator state from a seed: same seed, same data, on every machine.
// Sizes are chosen so the largest app needs several pages of reviews at limit=200.

import { demoAccount, demoKeys, type DemoAccount } from "./demo-account";
import { createRandom, hashSeed, type Random } from "./prng";
import { LOCALES, REVIEW_SUMMARIES, TAGLINES } from "./seed-content";
import { pushAppInfo, pushResponse, pushReview, pushVersion, simBuild } from "./seed-rows";
import { seedScreenshots } from "./seed-screenshots";
import {
  STATE_SCHEMA_VERSION,
  type SimApp,
  type SimExperimentState,
  type SimReviewSummary,
  type SimState,
  type SimVersionState,
} from "./state";

const DEFAULT_SEED = 20260601;
/** Fixed reference instant for generated dates (deliberately not the wall clock). */
const DEFAULT_EPOCH = "2026-06-01T00:00:00.000Z";

interface AppPlan {
  locales: number;
  versions: [string, SimVersionState][];
  builds: number;
  reviews: number;
  experiments: [string, SimExperimentState, number][];
  dailyUnits: number;
  price: number;
  extraEditableAppInfo: boolean;
}

// One plan per demo app, in demo-account.json order. The first is the largest.
const PLANS: AppPlan[] = [
  {
    locales: 14,
    versions: [
      ["1.5.0", "PREPARE_FOR_SUBMISSION"],
      ["1.4.2", "READY_FOR_SALE"],
      ["1.4.1", "REPLACED_WITH_NEW_VERSION"],
      ["1.4.0", "REPLACED_WITH_NEW_VERSION"],
    ],
    builds: 40,
    reviews: 640,
    experiments: [
      ["Summit icon", "COMPLETED", 2],
      ["Trail screenshots", "STOPPED", 1],
      ["Spring promo", "PREPARE_FOR_SUBMISSION", 2],
    ],
    dailyUnits: 180,
    price: 2.99,
    extraEditableAppInfo: true,
  },
  {
    locales: 11,
    versions: [
      ["2.1.0", "WAITING_FOR_REVIEW"],
      ["2.0.3", "READY_FOR_SALE"],
      ["2.0.2", "REPLACED_WITH_NEW_VERSION"],
    ],
    builds: 25,
    reviews: 260,
    experiments: [["Dark icon", "COMPLETED", 1]],
    dailyUnits: 70,
    price: 4.99,
    extraEditableAppInfo: false,
  },
  {
    locales: 10,
    versions: [
      ["1.1.0", "REJECTED"],
      ["1.0.0", "READY_FOR_SALE"],
    ],
    builds: 8,
    reviews: 120,
    experiments: [],
    dailyUnits: 25,
    price: 0.99,
    extraEditableAppInfo: false,
  },
];

const DAY = 86_400_000;

function isoDaysBefore(epoch: number, days: number, random: Random): string {
  return new Date(epoch - days * DAY - random.int(0, DAY - 1)).toISOString();
}

export interface SeedOptions {
  seed?: number;
  epoch?: string;
  account?: DemoAccount;
}

export function buildSeedState(options: SeedOptions = {}): SimState {
  const seed = options.seed ?? DEFAULT_SEED;
  const epochIso = options.epoch ?? DEFAULT_EPOCH;
  const epoch = Date.parse(epochIso);
  const account = options.account ?? demoAccount;
  const random = createRandom(seed);
  const state: SimState = {
    schemaVersion: STATE_SCHEMA_VERSION,
    seed,
    epoch: epochIso,
    vendorNumber: account.vendorNumber,
    keys: demoKeys(account),
    apps: [],
    appInfos: [],
    appInfoLocalizations: [],
    versions: [],
    versionLocalizations: [],
    builds: [],
    reviews: [],
    reviewResponses: [],
    reviewSummaries: [],
    experiments: [],
    treatments: [],
    analyticsReportRequests: [],
    reviewDetails: [],
    phasedReleases: [],
    reviewSubmissions: [],
    reviewSubmissionItems: [],
    reviewVerdicts: [],
    webhooks: [],
    screenshotSets: [],
    screenshots: [],
    previewSets: [],
    previews: [],
    createdCount: 0,
  };

  account.apps.forEach((demoApp, index) => {
    const plan = PLANS[index % PLANS.length]!;
    const app: SimApp = {
      id: demoApp.storeId,
      name: demoApp.name,
      bundleId: demoApp.bundleId,
      sku: demoApp.bundleId.split(".").pop()!.toUpperCase(),
      primaryLocale: "en-US",
      dailyUnits: plan.dailyUnits,
      price: plan.price,
    };
    state.apps.push(app);
    const locales = LOCALES.slice(0, plan.locales);

    // App infos: the live one, and for some apps an editable next one.
    const infoStates = plan.extraEditableAppInfo
      ? (["READY_FOR_DISTRIBUTION", "PREPARE_FOR_SUBMISSION"] as const)
      : (["READY_FOR_DISTRIBUTION"] as const);
    for (const infoState of infoStates) {
      pushAppInfo(state, random, app.id, infoState, locales, (locale) => ({
        name: app.name,
        subtitle: TAGLINES[locale] ?? null,
        privacyPolicyUrl: `https://example.com/${app.sku.toLowerCase()}/privacy`,
      }));
    }

    // Builds, newest first: build numbers count down from plan.builds.
    const buildIds: string[] = [];
    for (let n = plan.builds; n >= 1; n--) {
      const ageDays = (plan.builds - n) * 6 + random.int(0, 3);
      const id = random.uuid();
      buildIds.push(id);
      state.builds.push(simBuild(id, app.id, n, epoch - ageDays * DAY, epoch, n === plan.builds && index === 0 ? "PROCESSING" : "VALID"));
    }

    plan.versions.forEach(([versionString, appStoreState], vIndex) => {
      const buildId = appStoreState === "PREPARE_FOR_SUBMISSION" ? null : (buildIds[Math.min(buildIds.length - 1, vIndex * 3 + 1)] ?? null);
      pushVersion(
        state,
        random,
        { appId: app.id, versionString, appStoreState, buildId },
        () => isoDaysBefore(epoch, vIndex * 45 + 2, random),
        locales,
        (locale) => ({
          description: `${app.name}: ${TAGLINES[locale]}. Everything you need in one place, offline and in sync across your devices.`,
          keywords: "planner,tracker,offline,sync,widgets",
          promotionalText: `${TAGLINES[locale]}!`,
          whatsNew: vIndex === plan.versions.length - 1 ? null : `Version ${versionString}: performance improvements and bug fixes.`,
          marketingUrl: `https://example.com/${app.sku.toLowerCase()}`,
          supportUrl: `https://example.com/${app.sku.toLowerCase()}/support`,
        }),
      );
    });

    for (let r = 0; r < plan.reviews; r++) {
      const review = pushReview(state, random, app.id, () => isoDaysBefore(epoch, Math.floor((r / plan.reviews) * 365), random));
      // Publishers answer complaints more often than praise.
      if (random.chance(review.rating <= 2 ? 0.6 : 0.2)) pushResponse(state, random, review, () => random.int(1, 5));
    }

    const liveVersion = state.versions.find((v) => v.appId === app.id && v.appStoreState === "READY_FOR_SALE");
    plan.experiments.forEach(([name, experimentState, treatmentCount], eIndex) => {
      const started = experimentState !== "PREPARE_FOR_SUBMISSION";
      const experiment = {
        id: random.uuid(),
        appId: app.id,
        name,
        platform: "IOS" as const,
        trafficProportion: 30 + eIndex * 10,
        state: experimentState,
        reviewRequired: started,
        startDate: started ? isoDaysBefore(epoch, 60 - eIndex * 15, random) : null,
        endDate: experimentState === "COMPLETED" || experimentState === "STOPPED" ? isoDaysBefore(epoch, 30 - eIndex * 10, random) : null,
        controlVersionId: liveVersion?.id ?? null,
      };
      state.experiments.push(experiment);
      for (let t = 0; t < treatmentCount; t++) {
        state.treatments.push({
          id: random.uuid(),
          experimentId: experiment.id,
          name: `Treatment ${String.fromCharCode(65 + t)}`,
          appIconName: t === 0 ? `AppIcon-${name.split(" ")[0]}` : null,
          promotedDate: null,
        });
      }
    });

    if (index === 0) {
      state.analyticsReportRequests.push({ id: random.uuid(), appId: app.id, accessType: "ONGOING", stoppedDueToInactivity: false });
    }
  });

  state.reviewSummaries = seedReviewSummaries(state.apps, seed, epoch);
  seedScreenshots(state, seed);
  return state;
}

/**
 * Apple's summaries of the demo apps' reviews, dated a few days before the epoch. Their ids come
 * from a stream of their own, so the rest of the seed (and every id in it) is as it was before
 * summaries were simulated; a state saved then gets these on load (simulator.ts).
 */
function seedReviewSummaries(apps: SimApp[], seed: number, epoch: number): SimReviewSummary[] {
  const random = createRandom(hashSeed(seed, "review-summaries"));
  return apps.flatMap((app, index) =>
    (REVIEW_SUMMARIES[index % REVIEW_SUMMARIES.length] ?? []).map((summary) => ({
      id: random.uuid(),
      appId: app.id,
      platform: "IOS" as const,
      ...summary,
      createdDate: new Date(epoch - 3 * DAY - random.int(0, DAY - 1)).toISOString(),
    })),
  );
}
