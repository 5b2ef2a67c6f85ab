// A large app added to a simulator's state on request (benchmarks and tests), beside the demo
// account's three apps, which it leaves untouched: by default 50,000 reviews (some answered),
// 100 versions with 40 localizations each and a build per version. Same options, same app.

import { ASC_LOCALES } from "@/lib/store/locales";

import { demoAccount } from "./demo-account";
import { createRandom, hashSeed } from "./prng";
import { pushAppInfo, pushResponse, pushReview, pushVersion, simBuild } from "./seed-rows";
import type { SimState, SimVersionState } from "./state";

export interface LargeAppOptions {
  /** The app's App Store id (default 6449000900); seeding an id again replaces that app. */
  storeId?: string;
  name?: string;
  reviews?: number;
  versions?: number;
  /** Localizations per version and per app info, at most ASC's locale count. */
  locales?: number;
  /** Share of reviews with a published response (default 0.3). */
  responseShare?: number;
}

const LARGE_APP_STORE_ID = "6449000900";
const DAY = 86_400_000;

/** Adds (or replaces) the large app in `state`; returns its App Store id. */
export function seedLargeApp(state: SimState, options: LargeAppOptions = {}): string {
  const storeId = options.storeId ?? LARGE_APP_STORE_ID;
  const reviewCount = options.reviews ?? 50_000;
  const versionCount = options.versions ?? 100;
  const locales = ASC_LOCALES.slice(0, Math.min(options.locales ?? 40, ASC_LOCALES.length));
  const responseShare = options.responseShare ?? 0.3;
  if (!/^\d{1,12}$/.test(storeId)) throw new Error("storeId must be digits");
  if (demoAccount.apps.some((app) => app.storeId === storeId)) throw new Error("storeId is a demo app's; the demo apps stay as they are");
  for (const [name, value] of Object.entries({ reviews: reviewCount, versions: versionCount, locales: locales.length })) {
    if (!Number.isInteger(value) || value < 1 || value > 200_000) throw new Error(`${name} must be an integer from 1 to 200000`);
  }
  removeApp(state, storeId);

  const random = createRandom(hashSeed(state.seed, "large-app", storeId, reviewCount, versionCount, locales.length));
  const epoch = Date.parse(state.epoch);
  const name = options.name ?? "Atlas: Big Reviews";
  const sku = `ATLAS${storeId.slice(-3)}`;
  state.apps.push({
    id: storeId,
    name,
    bundleId: `com.example.atlas${storeId}`,
    sku,
    primaryLocale: "en-US",
    dailyUnits: 900,
    price: 1.99,
  });

  pushAppInfo(state, random, storeId, "READY_FOR_DISTRIBUTION", locales, () => ({
    name,
    subtitle: "Everything, at scale",
    privacyPolicyUrl: null,
  }));

  // Versions newest first, one every two weeks, each with its build: the newest is being
  // prepared, the next is live, the rest were replaced.
  for (let v = 0; v < versionCount; v++) {
    const created = epoch - (v * 14 + 1) * DAY;
    const number = versionCount - v;
    const buildId = random.uuid();
    state.builds.push(simBuild(buildId, storeId, number, created, epoch));
    const appStoreState: SimVersionState = v === 0 ? "PREPARE_FOR_SUBMISSION" : v === 1 ? "READY_FOR_SALE" : "REPLACED_WITH_NEW_VERSION";
    const versionString = `${Math.floor(number / 10) + 1}.${number % 10}.0`;
    pushVersion(
      state,
      random,
      { appId: storeId, versionString, appStoreState, buildId: v === 0 ? null : buildId },
      () => new Date(created).toISOString(),
      locales,
      (locale) => ({
        description: `${name} ${versionString} (${locale}): plan, track and share, offline and in sync.`,
        keywords: "atlas,planner,tracker,offline",
        promotionalText: null,
        whatsNew: `Version ${versionString}: improvements and fixes.`,
        marketingUrl: null,
        supportUrl: `https://example.com/atlas/support`,
      }),
    );
  }

  // Reviews over three years, newest first by construction.
  for (let r = 0; r < reviewCount; r++) {
    const createdDate = () => new Date(epoch - Math.floor((r / reviewCount) * 1095 * DAY) - random.int(0, DAY - 1)).toISOString();
    const review = pushReview(state, random, storeId, createdDate);
    if (random.chance(responseShare)) pushResponse(state, random, review, () => 1);
  }
  return storeId;
}

/** Removes an app and everything that hangs off it, so seeding the same id twice does not duplicate. */
function removeApp(state: SimState, storeId: string): void {
  const infos = new Set(state.appInfos.filter((row) => row.appId === storeId).map((row) => row.id));
  const versions = new Set(state.versions.filter((row) => row.appId === storeId).map((row) => row.id));
  const reviews = new Set(state.reviews.filter((row) => row.appId === storeId).map((row) => row.id));
  state.apps = state.apps.filter((row) => row.id !== storeId);
  state.appInfos = state.appInfos.filter((row) => row.appId !== storeId);
  state.appInfoLocalizations = state.appInfoLocalizations.filter((row) => !infos.has(row.appInfoId));
  state.versions = state.versions.filter((row) => row.appId !== storeId);
  state.versionLocalizations = state.versionLocalizations.filter((row) => !versions.has(row.versionId));
  state.builds = state.builds.filter((row) => row.appId !== storeId);
  state.reviews = state.reviews.filter((row) => row.appId !== storeId);
  state.reviewResponses = state.reviewResponses.filter((row) => !reviews.has(row.reviewId));
  const submissions = new Set(state.reviewSubmissions.filter((row) => row.appId === storeId).map((row) => row.id));
  state.reviewDetails = state.reviewDetails.filter((row) => !versions.has(row.versionId));
  state.phasedReleases = state.phasedReleases.filter((row) => !versions.has(row.versionId));
  state.reviewSubmissions = state.reviewSubmissions.filter((row) => row.appId !== storeId);
  state.reviewSubmissionItems = state.reviewSubmissionItems.filter((row) => !submissions.has(row.submissionId));
  state.reviewVerdicts = state.reviewVerdicts.filter((row) => !versions.has(row.versionId));
  state.webhooks = state.webhooks.filter((row) => row.appId !== storeId);
}
