// A large app added to a simulator's state on request (benchmarks and tests), beside the demo
// account's three apps, which it leaves untouched: by default 50,000 reviews (some answered),
// 100 versions with 40 localizations each and a build per version. Same options, same app.

import { ASC_LOCALES } from "@/lib/store/locales";

import { demoAccount } from "./demo-account";
import { createRandom, hashSeed } from "./prng";
import { NICKNAME_PARTS, RATING_WEIGHTS, RESPONSES, REVIEW_TEXT, TERRITORIES } from "./seed-content";
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

export const LARGE_APP_STORE_ID = "6449000900";
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

  const info = { id: random.uuid(), appId: storeId, state: "READY_FOR_DISTRIBUTION" as const };
  state.appInfos.push(info);
  for (const locale of locales) {
    state.appInfoLocalizations.push({
      id: random.uuid(),
      appInfoId: info.id,
      locale,
      name,
      subtitle: "Everything, at scale",
      privacyPolicyUrl: null,
    });
  }

  // Versions newest first, one every two weeks, each with its build: the newest is being
  // prepared, the next is live, the rest were replaced.
  for (let v = 0; v < versionCount; v++) {
    const created = epoch - (v * 14 + 1) * DAY;
    const number = versionCount - v;
    const buildId = random.uuid();
    state.builds.push({
      id: buildId,
      appId: storeId,
      version: String(number),
      uploadedDate: new Date(created).toISOString(),
      expirationDate: new Date(created + 90 * DAY).toISOString(),
      expired: created + 90 * DAY < epoch,
      processingState: "VALID",
      minOsVersion: "16.0",
    });
    const appStoreState: SimVersionState = v === 0 ? "PREPARE_FOR_SUBMISSION" : v === 1 ? "READY_FOR_SALE" : "REPLACED_WITH_NEW_VERSION";
    const version = {
      id: random.uuid(),
      appId: storeId,
      platform: "IOS" as const,
      versionString: `${Math.floor(number / 10) + 1}.${number % 10}.0`,
      appStoreState,
      createdDate: new Date(created).toISOString(),
      copyright: "2026 Demo Publisher",
      releaseType: "AFTER_APPROVAL" as const,
      buildId: v === 0 ? null : buildId,
    };
    state.versions.push(version);
    for (const locale of locales) {
      state.versionLocalizations.push({
        id: random.uuid(),
        versionId: version.id,
        locale,
        description: `${name} ${version.versionString} (${locale}): plan, track and share, offline and in sync.`,
        keywords: "atlas,planner,tracker,offline",
        promotionalText: null,
        whatsNew: `Version ${version.versionString}: improvements and fixes.`,
        marketingUrl: null,
        supportUrl: `https://example.com/atlas/support`,
      });
    }
  }

  // Reviews over three years, newest first by construction.
  for (let r = 0; r < reviewCount; r++) {
    const roll = random.next();
    const rating = RATING_WEIGHTS.find(([, cumulative]) => roll < cumulative)![0];
    const text = REVIEW_TEXT[rating]!;
    const createdDate = new Date(epoch - Math.floor((r / reviewCount) * 1095 * DAY) - random.int(0, DAY - 1)).toISOString();
    const review = {
      id: random.uuid(),
      appId: storeId,
      rating,
      title: random.pick(text.titles),
      body: random.pick(text.bodies),
      reviewerNickname: `${random.pick(NICKNAME_PARTS.first)}${random.pick(NICKNAME_PARTS.second)}${random.int(1, 999)}`,
      createdDate,
      territory: random.pick(TERRITORIES),
    };
    state.reviews.push(review);
    if (random.chance(responseShare)) {
      state.reviewResponses.push({
        id: random.uuid(),
        reviewId: review.id,
        responseBody: random.pick(RESPONSES),
        lastModifiedDate: new Date(Date.parse(createdDate) + DAY).toISOString(),
        state: "PUBLISHED",
      });
    }
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
}
