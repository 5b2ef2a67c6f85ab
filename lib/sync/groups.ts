import "server-only";

import { dropRepliesToDeletedReviews } from "@/lib/agent/drop-replies-to-deleted-reviews";
import { storeAppName } from "@/lib/apps/fetch-store-app";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { addDays, dayToDate, todayUtc } from "@/lib/sales/sales-dates";
import { storeSalesDay } from "@/lib/sales/store-sales-day";
import { summarizeSalesRows } from "@/lib/sales/summarize-sales-rows";
import type { RequestPriority } from "@/lib/store/request-budget";
import {
  readAppInfos,
  readExperiments,
  readLatestSales,
  readReviewSummaries,
  readReviewsSince,
  readVersions,
} from "@/lib/store/read-app-for-sync";
import type { AscPlatform } from "@/lib/store/types";

import { inBatches, readInPages } from "./batches";
import { asStepError, loadSyncContext, type SyncContext } from "./context";
import { reconcile, type ReconcileCounts } from "./reconcile";
import { versionsToRetain } from "./retention";
import { decideReviewPass } from "./review-pass";

type Counts = Record<string, number>;

const changed = (counts: ReconcileCounts) => counts.created + counts.updated + counts.deleted;

/** The counts of a sync that say it brought something new (`…Changes`, `newReviews`): what wakes the agent. */
export const somethingNew = (counts: Counts): boolean =>
  Object.entries(counts).some(([key, value]) => (key.endsWith("Changes") || key === "newReviews") && value > 0);

const date = (value: string | null | undefined) => (value ? new Date(value) : null);

/** App details (name may change in the store) and app info localizations (name, subtitle). */
async function syncAppInfo({ app, client }: SyncContext): Promise<Counts> {
  const [{ data }, { appInfos, appInfoLocalizations }] = await Promise.all([
    client.getApp(app.storeId, { "fields[apps]": ["name", "bundleId", "sku", "primaryLocale"] }),
    readAppInfos(client, app.storeId),
  ]);
  const infoOf = new Map(appInfos.flatMap((info) => (info.relationships?.appInfoLocalizations?.data ?? []).map((ref) => [ref.id, info])));
  const desired = appInfoLocalizations.map((localization) => {
    const info = infoOf.get(localization.id);
    return {
      storeId: localization.id,
      appInfoStoreId: info?.id ?? "",
      appInfoState: info?.attributes?.state ?? null,
      locale: localization.attributes?.locale ?? "",
      name: localization.attributes?.name ?? null,
      subtitle: localization.attributes?.subtitle ?? null,
      privacyPolicyUrl: localization.attributes?.privacyPolicyUrl ?? null,
    };
  });
  let changes = 0;
  await db().$transaction(async (tx) => {
    const attributes = data.attributes ?? {};
    const details = {
      name: storeAppName(attributes.name, app.name),
      bundleId: attributes.bundleId ?? null,
      sku: attributes.sku ?? null,
      primaryLocale: attributes.primaryLocale ?? null,
    };
    if (Object.entries(details).some(([key, value]) => app[key as keyof typeof details] !== value)) {
      await tx.app.update({ where: { id: app.id }, data: details });
      changes++;
    }
    const counts = await reconcile({
      stored: await tx.appInfoLocalization.findMany({ where: { appId: app.id } }),
      desired,
      create: (rows) => tx.appInfoLocalization.createMany({ data: rows.map((row) => ({ ...row, appId: app.id })) }),
      update: (id, changes) => tx.appInfoLocalization.update({ where: { id }, data: changes }),
      remove: (ids) => tx.appInfoLocalization.deleteMany({ where: { id: { in: ids } } }),
    });
    changes += changed(counts);
  });
  return { appInfoLocalizations: desired.length, appInfoChanges: changes };
}

/** Versions and their localizations, keeping `versionsToKeep` (plus the live and editable ones). */
async function syncVersions({ app, client }: SyncContext): Promise<Counts> {
  const { versions, versionLocalizations } = await readVersions(client, app.storeId);
  const all = versions.map((version) => ({
    storeId: version.id,
    platform: version.attributes?.platform ?? "IOS",
    versionString: version.attributes?.versionString ?? "",
    appStoreState: version.attributes?.appStoreState ?? "",
    releaseType: version.attributes?.releaseType ?? null,
    copyright: version.attributes?.copyright ?? null,
    storeCreatedAt: date(version.attributes?.createdDate),
    buildStoreId: version.relationships?.build?.data?.id ?? null,
  }));
  const kept = versionsToRetain(all, app.versionsToKeep);
  const localizationsOf = new Map<string, typeof versionLocalizations>();
  for (const version of versions) {
    const ids = new Set((version.relationships?.appStoreVersionLocalizations?.data ?? []).map((ref) => ref.id));
    localizationsOf.set(
      version.id,
      versionLocalizations.filter((localization) => ids.has(localization.id)),
    );
  }
  let localizationCount = 0;
  let changes = 0;
  await db().$transaction(async (tx) => {
    const versionCounts = await reconcile({
      stored: await tx.appVersion.findMany({ where: { appId: app.id } }),
      desired: kept,
      create: (rows) => tx.appVersion.createMany({ data: rows.map((row) => ({ ...row, appId: app.id })) }),
      update: (id, changes) => tx.appVersion.update({ where: { id }, data: changes }),
      // Pruned beyond the retention, or gone from the store; their localizations cascade.
      remove: (ids) => tx.appVersion.deleteMany({ where: { id: { in: ids } } }),
    });
    changes += changed(versionCounts);
    const stored = await tx.appVersion.findMany({ where: { appId: app.id }, select: { id: true, storeId: true } });
    for (const version of stored) {
      const desired = (localizationsOf.get(version.storeId) ?? []).map((localization) => ({
        storeId: localization.id,
        locale: localization.attributes?.locale ?? "",
        description: localization.attributes?.description ?? null,
        keywords: localization.attributes?.keywords ?? null,
        promotionalText: localization.attributes?.promotionalText ?? null,
        whatsNew: localization.attributes?.whatsNew ?? null,
        marketingUrl: localization.attributes?.marketingUrl ?? null,
        supportUrl: localization.attributes?.supportUrl ?? null,
      }));
      localizationCount += desired.length;
      const localizationCounts = await reconcile({
        stored: await tx.versionLocalization.findMany({ where: { versionId: version.id } }),
        desired,
        create: (rows) => tx.versionLocalization.createMany({ data: rows.map((row) => ({ ...row, versionId: version.id })) }),
        update: (id, changes) => tx.versionLocalization.update({ where: { id }, data: changes }),
        remove: (ids) => tx.versionLocalization.deleteMany({ where: { id: { in: ids } } }),
      });
      changes += changed(localizationCounts);
    }
  });
  return { versions: kept.length, versionLocalizations: localizationCount, versionChanges: changes };
}

/** The newest 200 builds, one page (the store lists them newest first; older ones stay as they were). */
async function syncBuilds({ app, client }: SyncContext): Promise<Counts> {
  const builds = await client.listBuilds(app.storeId, {}, () => true);
  const desired = builds.map((build) => ({
    storeId: build.id,
    version: build.attributes?.version ?? "",
    processingState: build.attributes?.processingState ?? null,
    expired: build.attributes?.expired ?? false,
    minOsVersion: build.attributes?.minOsVersion ?? null,
    uploadedAt: date(build.attributes?.uploadedDate),
    expiresAt: date(build.attributes?.expirationDate),
  }));
  await db().$transaction(async (tx) => {
    await reconcile({
      stored: await tx.build.findMany({ where: { appId: app.id } }),
      desired,
      create: (rows) => tx.build.createMany({ data: rows.map((row) => ({ ...row, appId: app.id })) }),
      update: (id, changes) => tx.build.update({ where: { id }, data: changes }),
    });
  });
  return { builds: desired.length };
}

/** Reviews a full pass checks one by one before deleting them; more wait for the next pass. */
const DELETIONS_CHECKED_PER_PASS = 50;

/**
 * The stored reviews a full pass did not see that App Store Connect confirms are gone (404). A
 * listing paged while reviews arrive can skip one (its pages shift under the cursor), so missing
 * from the listing alone never deletes a review: each is asked for, a few per pass.
 */
async function reviewsGone(client: SyncContext["client"], appId: string, seen: Set<string>): Promise<Set<string>> {
  const stored = await readInPages((after, take) =>
    db().customerReview.findMany({
      where: { appId, ...(after ? { storeId: { gt: after } } : {}) },
      select: { id: true, storeId: true },
      orderBy: { storeId: "asc" },
      take,
    }),
  );
  const missing = stored.filter((row) => !seen.has(row.storeId)).slice(0, DELETIONS_CHECKED_PER_PASS);
  const gone = new Set<string>();
  for (const row of missing) if ((await client.getCustomerReview(row.storeId)) === null) gone.add(row.id);
  return gone;
}

/** The platforms Apple's summaries can be asked for (its `filter[platform]`). */
const PLATFORMS = new Set<string>(["IOS", "MAC_OS", "TV_OS", "VISION_OS"] satisfies AscPlatform[]);

/**
 * Apple's summaries of the app's reviews, as rows to store: on the platforms of the app's versions
 * (the versions group ran before), one request. Summaries without text are nothing to show.
 */
async function readAppleReviewSummaries({ app, client }: SyncContext) {
  const versions = await db().appVersion.findMany({ where: { appId: app.id }, select: { platform: true }, distinct: ["platform"] });
  const known = versions.map((version) => version.platform).filter((platform): platform is AscPlatform => PLATFORMS.has(platform));
  const platforms: AscPlatform[] = known.length > 0 ? known : ["IOS"];
  const summaries = await readReviewSummaries(client, app.storeId, platforms);
  return summaries.flatMap((summary) =>
    summary.attributes?.text
      ? [
          {
            storeId: summary.id,
            platform: summary.attributes.platform ?? platforms[0]!,
            territory: summary.relationships?.territory?.data?.id ?? null,
            locale: summary.attributes.locale ?? null,
            text: summary.attributes.text,
            storeCreatedAt: date(summary.attributes.createdDate),
          },
        ]
      : [],
  );
}

/**
 * Reviews and their responses: usually only those newer than the newest stored (one request when
 * nothing changed), and in a full pass (review-pass.ts) every review, removing those App Store
 * Connect no longer has along with the agent's open replies to them. A full pass (once a day) also
 * reads Apple's summaries of the reviews, which Apple rewrites far less often than that.
 */
async function syncReviews({ app, client }: SyncContext): Promise<Counts> {
  const pass = decideReviewPass(app, new Date());
  const newest = pass.full
    ? null
    : await db().customerReview.findFirst({
        where: { appId: app.id },
        orderBy: { storeCreatedAt: "desc" },
        select: { storeCreatedAt: true },
      });
  const { reviews, reviewResponses } = await readReviewsSince(client, app.storeId, newest?.storeCreatedAt ?? null);
  const responses = new Map(reviewResponses.map((response) => [response.id, response]));
  const desired = reviews.map((review) => {
    const response = responses.get(review.relationships?.response?.data?.id ?? "");
    return {
      storeId: review.id,
      rating: review.attributes?.rating ?? 0,
      title: review.attributes?.title ?? null,
      body: review.attributes?.body ?? null,
      reviewerNickname: review.attributes?.reviewerNickname ?? null,
      territory: review.attributes?.territory ?? "",
      storeCreatedAt: date(review.attributes?.createdDate) ?? new Date(0),
      responseStoreId: response?.id ?? null,
      responseBody: response?.attributes?.responseBody ?? null,
      responseState: response?.attributes?.state ?? null,
      responseUpdatedAt: date(response?.attributes?.lastModifiedDate),
    };
  });
  const gone = pass.full ? await reviewsGone(client, app.id, new Set(desired.map((row) => row.storeId))) : new Set<string>();
  const summaries = pass.full ? await readAppleReviewSummaries({ app, client }) : null;
  // No review stored yet (an app's first sync): every review is new, tens of thousands for a
  // popular app. They are written a batch per statement (each its own transaction) before the
  // transaction below, which then has nothing to compare, so no transaction holds a connection (on
  // PGlite, the whole database) for as long as they take. A sync interrupted meanwhile keeps the
  // batches written; its re-run finds them stored and writes the rest.
  const noneStored = (await db().customerReview.findFirst({ where: { appId: app.id }, select: { id: true } })) === null;
  if (noneStored)
    await inBatches(desired, (rows) => db().customerReview.createMany({ data: rows.map((row) => ({ ...row, appId: app.id })) }));
  return db().$transaction(
    async (tx) => {
      const counts: ReconcileCounts = noneStored
        ? { created: desired.length, updated: 0, deleted: 0, unchanged: 0 }
        : await reconcile({
            stored: pass.full
              ? await readInPages((after, take) =>
                  tx.customerReview.findMany({
                    where: { appId: app.id, ...(after ? { storeId: { gt: after } } : {}) },
                    orderBy: { storeId: "asc" },
                    take,
                  }),
                )
              : await tx.customerReview.findMany({ where: { appId: app.id, storeId: { in: desired.map((row) => row.storeId) } } }),
            desired,
            // A batch per statement (reconcile), the thread given back in between.
            create: (rows) => tx.customerReview.createMany({ data: rows.map((row) => ({ ...row, appId: app.id })) }),
            update: (id, changes) => tx.customerReview.update({ where: { id }, data: changes }),
            // Only a full pass sees every review, so only it may conclude one is gone (once the store confirms it).
            remove: pass.full
              ? async (ids) => {
                  const confirmed = ids.filter((id) => gone.has(id));
                  await dropRepliesToDeletedReviews(tx, app.id, confirmed);
                  await tx.customerReview.deleteMany({ where: { id: { in: confirmed } } });
                }
              : undefined,
          });
      if (summaries)
        await reconcile({
          stored: await tx.appleReviewSummary.findMany({ where: { appId: app.id } }),
          desired: summaries,
          create: (rows) => tx.appleReviewSummary.createMany({ data: rows.map((row) => ({ ...row, appId: app.id })) }),
          update: (id, changes) => tx.appleReviewSummary.update({ where: { id }, data: changes }),
          // Withdrawn by Apple (or the app has too few reviews now): nothing to show.
          remove: (ids) => tx.appleReviewSummary.deleteMany({ where: { id: { in: ids } } }),
        });
      if (pass.nextFullPassAt) await tx.app.update({ where: { id: app.id }, data: { nextFullPassAt: pass.nextFullPassAt } });
      const [stored, answered] = await Promise.all([
        tx.customerReview.count({ where: { appId: app.id } }),
        tx.customerReview.count({ where: { appId: app.id, responseStoreId: { not: null } } }),
      ]);
      return {
        reviews: stored,
        reviewResponses: answered,
        reviewsRead: desired.length,
        newReviews: counts.created,
        reviewChanges: counts.updated,
        deletedReviews: gone.size,
        fullPass: pass.full ? 1 : 0,
        ...(summaries ? { reviewSummaries: summaries.length } : {}),
      };
    },
    // A full pass of a popular app compares and writes tens of thousands of rows.
    { timeout: 120_000 },
  );
}

async function syncExperiments({ app, client }: SyncContext): Promise<Counts> {
  const { experiments, treatments } = await readExperiments(client, app.storeId);
  const desired = experiments.map((experiment) => {
    const ids = new Set((experiment.relationships?.appStoreVersionExperimentTreatments?.data ?? []).map((ref) => ref.id));
    return {
      storeId: experiment.id,
      name: experiment.attributes?.name ?? "",
      platform: experiment.attributes?.platform ?? null,
      state: experiment.attributes?.state ?? "",
      trafficProportion: experiment.attributes?.trafficProportion ?? null,
      startDate: date(experiment.attributes?.startDate),
      endDate: date(experiment.attributes?.endDate),
      treatments: treatments
        .filter((treatment) => ids.has(treatment.id))
        .map((treatment) => ({
          storeId: treatment.id,
          name: treatment.attributes?.name ?? null,
          appIconName: treatment.attributes?.appIconName ?? null,
          promotedDate: treatment.attributes?.promotedDate ?? null,
        })),
    };
  });
  const counts = await db().$transaction(async (tx) =>
    reconcile({
      stored: await tx.experiment.findMany({ where: { appId: app.id } }),
      desired,
      create: (rows) => tx.experiment.createMany({ data: rows.map((row) => ({ ...row, appId: app.id })) }),
      update: (id, changes) => tx.experiment.update({ where: { id }, data: changes as Prisma.ExperimentUpdateInput }),
      remove: (ids) => tx.experiment.deleteMany({ where: { id: { in: ids } } }),
    }),
  );
  return { experiments: desired.length, experimentChanges: changed(counts) };
}

/**
 * Yesterday's sales summary, per territory and currency (team keys only: Apple's rule). A day's
 * report does not change once published, so a day already read is not asked for again.
 */
async function syncSales({ app, client }: SyncContext): Promise<Counts> {
  const reportDate = addDays(todayUtc(), -1);
  const read = await db().salesReportDay.findUnique({ where: { appId_date: { appId: app.id, date: dayToDate(reportDate) } } });
  if (read) return {};
  const sales = await readLatestSales(client, app.storeId, { vendorNumber: app.vendorNumber, reportDate });
  if (!sales) return { salesRows: 0 };
  await storeSalesDay(app.id, sales.reportDate, summarizeSalesRows(sales.report.rows, app.storeId));
  return { salesRows: sales.report.rows.length };
}

/** The sync's steps, in order, with the progress reached when each is done. */
export const SYNC_GROUPS = [
  { name: "app-info", progress: 15, sync: syncAppInfo },
  { name: "versions", progress: 40, sync: syncVersions },
  { name: "builds", progress: 55, sync: syncBuilds },
  { name: "reviews", progress: 80, sync: syncReviews },
  { name: "experiments", progress: 90, sync: syncExperiments },
  { name: "sales", progress: 97, sync: syncSales },
] as const;

/** Runs one group for an app; store failures become step errors that retry sensibly. */
export async function runSyncGroup(
  appId: string,
  group: (typeof SYNC_GROUPS)[number],
  priority: RequestPriority = "user",
): Promise<Counts | null> {
  try {
    const context = await loadSyncContext(appId, priority);
    if (!context) return null;
    return await group.sync(context);
  } catch (error) {
    throw asStepError(error);
  }
}
