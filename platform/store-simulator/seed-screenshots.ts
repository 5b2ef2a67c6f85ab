// The demo apps' screenshots and app previews: some locales have sets, others none, and the
// version being prepared has fewer than the live one, so a readiness check finds something
// missing. All processed; their images are generated when asked for (placeholder-png.ts), so the
// state holds only their rows. Ids come from a stream of their own: every other seeded id is as it
// was before screenshots were simulated.

import { assetTokenFor } from "./asset-paths";
import { createRandom, hashSeed, type Random } from "./prng";
import { typicalSize } from "./screenshot-rules";
import type { SimScreenshotDisplayType, SimState, SimVersion } from "./state";

interface ScreenshotPlan {
  /** The locales with sets, for a version in this state. */
  locales: (version: SimVersion) => readonly string[];
  /** Each set's display type and how many screenshots it has (a range drawn per set). */
  sets: [SimScreenshotDisplayType, number, number][];
  /** An app preview on the live version's localization in this locale. */
  previewLocale?: string;
}

// One plan per demo app, in demo-account.json order (as seed.ts's).
const PLANS: ScreenshotPlan[] = [
  {
    // Trailmix: English and German; the version being prepared has English only so far.
    locales: (version) => (version.appStoreState === "PREPARE_FOR_SUBMISSION" ? ["en-US"] : ["en-US", "de-DE"]),
    sets: [
      ["APP_IPHONE_67", 3, 5],
      ["APP_IPAD_PRO_3GEN_129", 2, 2],
    ],
    previewLocale: "en-US",
  },
  {
    // Pocket Ledger: English and Japanese, iPhone only.
    locales: () => ["en-US", "ja"],
    sets: [["APP_IPHONE_67", 3, 5]],
  },
  {
    // Sleepwell Sounds: English only, on the older 6.5" iPhone.
    locales: () => ["en-US"],
    sets: [["APP_IPHONE_65", 3, 3]],
  },
];

const SHORT_NAMES: Partial<Record<SimScreenshotDisplayType, string>> = {
  APP_IPHONE_67: "iphone67",
  APP_IPHONE_65: "iphone65",
  APP_IPAD_PRO_3GEN_129: "ipad13",
};

const hex = (random: Random, length: number) => Array.from({ length }, () => random.int(0, 15).toString(16)).join("");

/** Adds the demo apps' sets, screenshots and previews to a freshly seeded state. */
export function seedScreenshots(state: SimState, seed: number): void {
  const random = createRandom(hashSeed(seed, "screenshots"));
  state.apps.forEach((app, index) => {
    const plan = PLANS[index % PLANS.length]!;
    for (const version of state.versions.filter((candidate) => candidate.appId === app.id)) {
      const locales = plan.locales(version);
      for (const localization of state.versionLocalizations.filter((l) => l.versionId === version.id && locales.includes(l.locale))) {
        for (const [displayType, fewest, most] of plan.sets) {
          const set = {
            id: random.uuid(),
            localizationId: localization.id,
            screenshotDisplayType: displayType,
            screenshotIds: [] as string[],
          };
          const [width, height] = typicalSize(displayType);
          const count = random.int(fewest, most);
          for (let n = 1; n <= count; n++) {
            const id = random.uuid();
            state.screenshots.push({
              id,
              setId: set.id,
              fileName: `${localization.locale}_${SHORT_NAMES[displayType] ?? displayType.toLowerCase()}_${n}.png`,
              // The original's size and MD5: it was never held here (the image shown is generated).
              fileSize: random.int(250_000, 900_000),
              sourceFileChecksum: hex(random, 32),
              width,
              height,
              assetToken: assetTokenFor(id, "png"),
              assetDeliveryState: { state: "COMPLETE", errors: [] },
              source: "generated",
              uploadToken: null,
              uploadedAt: version.createdDate,
              processingDueAt: version.createdDate,
              pendingErrors: [],
            });
            set.screenshotIds.push(id);
          }
          state.screenshotSets.push(set);
        }
      }
      if (plan.previewLocale && version.appStoreState === "READY_FOR_SALE") seedPreview(state, random, version, plan.previewLocale);
    }
  });
}

/** One processed app preview (a 6.7" iPhone video) on the version's localization in `locale`. */
function seedPreview(state: SimState, random: Random, version: SimVersion, locale: string): void {
  const localization = state.versionLocalizations.find((l) => l.versionId === version.id && l.locale === locale);
  if (!localization) return;
  const set = { id: random.uuid(), localizationId: localization.id, previewType: "IPHONE_67" as const, previewIds: [] as string[] };
  const id = random.uuid();
  state.previews.push({
    id,
    setId: set.id,
    fileName: `${locale}_preview.mp4`,
    fileSize: random.int(8_000_000, 20_000_000),
    mimeType: "video/mp4",
    sourceFileChecksum: hex(random, 32),
    // A stand-in: the simulator serves no video.
    videoUrl: `https://example.com/store-sim/previews/${id}.m3u8`,
    previewFrameTimeCode: "00:00:05:00",
    previewImage: { assetToken: assetTokenFor(id, "png"), width: 886, height: 1920 },
    assetDeliveryState: { state: "COMPLETE", errors: [] },
  });
  set.previewIds.push(id);
  state.previewSets.push(set);
}
