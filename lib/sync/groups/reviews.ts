import "server-only";

import { dropRepliesToDeletedReviews } from "@/lib/agent/drop-replies-to-deleted-reviews";
import { db, type Tx } from "@/lib/db/client";
import type { App } from "@/lib/db/generated/client";
import { readReviewSummaries, readReviewsSince } from "@/lib/store/read-app-for-sync";
import type { AscPlatform } from "@/lib/store/types";
import { excerpt, webhookApp } from "@/lib/webhooks/payload-fields";
import { queueWebhookEvents } from "@/lib/webhooks/queue-webhook-event";

import { inBatches, readInPages } from "../batches";
import type { SyncContext } from "../context";
import { reconcile, type ReconcileCounts } from "../reconcile";
import { decideReviewPass } from "../review-pass";
import { storeDate, type Counts } from "./counts";

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
            storeCreatedAt: storeDate(summary.attributes.createdDate),
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
export async function syncReviews({ app, client }: SyncContext): Promise<Counts> {
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
      storeCreatedAt: storeDate(review.attributes?.createdDate) ?? new Date(0),
      responseStoreId: response?.id ?? null,
      responseBody: response?.attributes?.responseBody ?? null,
      responseState: response?.attributes?.state ?? null,
      responseUpdatedAt: storeDate(response?.attributes?.lastModifiedDate),
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
      const created: string[] = [];
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
            create: (rows) => {
              created.push(...rows.map((row) => row.storeId));
              return tx.customerReview.createMany({ data: rows.map((row) => ({ ...row, appId: app.id })) });
            },
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
      // New reviews of an app that had some (not its first sync's): the team's webhooks hear of each.
      await queueNewReviewEvents(tx, app, created);
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

/** Reviews one sync reports to webhooks at most (the newest first); more are in the app's reviews. */
const NEW_REVIEW_EVENTS_PER_SYNC = 50;

/** `review.created` for each review just stored, in the transaction that stored them. */
async function queueNewReviewEvents(tx: Tx, app: App, storeIds: string[]): Promise<void> {
  if (storeIds.length === 0) return;
  await queueWebhookEvents(tx, app.teamId, "review.created", async () => {
    const reviews = await tx.customerReview.findMany({
      where: { appId: app.id, storeId: { in: storeIds } },
      orderBy: { storeCreatedAt: "desc" },
      take: NEW_REVIEW_EVENTS_PER_SYNC,
    });
    return reviews.reverse().map((review) => ({
      app: webhookApp(app),
      review: {
        id: review.id,
        rating: review.rating,
        title: excerpt(review.title, 200),
        body: excerpt(review.body),
        reviewerNickname: excerpt(review.reviewerNickname, 100),
        territory: review.territory || null,
        createdAt: review.storeCreatedAt.toISOString(),
      },
    }));
  });
}
