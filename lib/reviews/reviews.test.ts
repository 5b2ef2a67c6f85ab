import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import type { CustomerReview } from "@/lib/db/generated/client";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient, ApiResponse } from "@/test/api-client";
import { registerSyncedApp, storeSandbox } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

import { MAX_RESPONSE_LENGTH } from "./schemas";

const api = useApi();
const [trailmix, , sleepwell] = demoAccount.apps;

interface ReviewItem {
  id: string;
  storeId: string;
  rating: number;
  title: string | null;
  body: string | null;
  territory: string;
  createdAt: string;
  response: { body: string; state: string; updatedAt: string | null } | null;
}

let owner: ApiClient;
let stranger: ApiClient;
let app: { id: string; storeId: string };
let all: CustomerReview[];

async function newUser(): Promise<ApiClient> {
  const client = api.client();
  await client.registerAndSignIn();
  return client;
}

/** Every item of a listing, following nextCursor; fails on a page that is not 200. */
async function listAll(query: string, limit = 100): Promise<ReviewItem[]> {
  const items: ReviewItem[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const separator = query ? "&" : "";
    const response: ApiResponse = await owner.get(
      `/api/apps/${app.id}/reviews?${query}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    items.push(...response.body.items);
    cursor = response.body.nextCursor;
    if (!cursor) return items;
  }
  throw new Error("too many pages");
}

/** The stored reviews in the listing's order: store date, then id, both descending. */
const newestFirst = (rows: CustomerReview[]) =>
  [...rows].sort((a, b) => b.storeCreatedAt.getTime() - a.storeCreatedAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));

const reloadAll = async () => {
  all = await db().customerReview.findMany({ where: { appId: app.id } });
};

beforeAll(async () => {
  owner = await newUser();
  stranger = await newUser();
  app = await registerSyncedApp(owner, trailmix!.storeId);
  await reloadAll();
  expect(all).toHaveLength(640);
}, 120_000);

afterEach(async () => {
  await storeSandbox(owner).control.reset();
});

describe("listing reviews", () => {
  it("pages through every review newest first, without duplicates, in a stable order", async () => {
    const items = await listAll("", 100);
    expect(items.map((item) => item.id)).toEqual(newestFirst(all).map((row) => row.id));
    expect(new Set(items.map((item) => item.id)).size).toBe(640);
    // Smaller pages give the same sequence.
    expect((await listAll("", 37)).map((item) => item.id)).toEqual(items.map((item) => item.id));
  });

  it("shows each review with its store date and its response", async () => {
    const first = (await owner.get(`/api/apps/${app.id}/reviews?limit=1`)).body;
    expect(first.items).toHaveLength(1);
    expect(typeof first.nextCursor).toBe("string");
    const answered = all.find((row) => row.responseStoreId !== null)!;
    const item = (await listAll("responded=true")).find((review) => review.id === answered.id)!;
    expect(item).toEqual({
      responseEtag: expect.any(String),
      id: answered.id,
      storeId: answered.storeId,
      rating: answered.rating,
      title: answered.title,
      body: answered.body,
      reviewerNickname: answered.reviewerNickname,
      territory: answered.territory,
      createdAt: answered.storeCreatedAt.toISOString(),
      response: { body: answered.responseBody, state: "PUBLISHED", updatedAt: answered.responseUpdatedAt!.toISOString() },
    });
    const unanswered = all.find((row) => row.responseStoreId === null)!;
    expect((await listAll("responded=false")).find((review) => review.id === unanswered.id)!.response).toBeNull();
  });

  it("filters by rating, rating range, territory, response and text, across pages", async () => {
    const expectFilter = async (query: string, keep: (row: CustomerReview) => boolean) => {
      const expected = newestFirst(all.filter(keep)).map((row) => row.id);
      expect(expected.length, query).toBeGreaterThan(0);
      expect(expected.length, query).toBeLessThan(640);
      expect(
        (await listAll(query, 25)).map((item) => item.id),
        query,
      ).toEqual(expected);
    };
    await expectFilter("rating=1", (row) => row.rating === 1);
    await expectFilter("minRating=2&maxRating=4", (row) => row.rating >= 2 && row.rating <= 4);
    await expectFilter("minRating=4", (row) => row.rating >= 4);
    await expectFilter("territory=GBR", (row) => row.territory === "GBR");
    await expectFilter("responded=true", (row) => row.responseStoreId !== null);
    await expectFilter("responded=false", (row) => row.responseStoreId === null);
    const mentions = (text: string) => (row: CustomerReview) => [row.title, row.body].some((value) => value?.toLowerCase().includes(text));
    await expectFilter("search=cSv", mentions("csv"));
    await expectFilter("search=crashes", mentions("crashes"));
    await expectFilter(
      "rating=1&territory=USA&responded=true",
      (row) => row.rating === 1 && row.territory === "USA" && row.responseStoreId !== null,
    );
    expect((await owner.get(`/api/apps/${app.id}/reviews?territory=ATA`)).body).toEqual({ items: [], nextCursor: null });
    // LIKE wildcards in the text are literal.
    for (const text of ["%25", "_", "%5C"])
      expect((await owner.get(`/api/apps/${app.id}/reviews?search=${text}`)).body.items, text).toEqual([]);
  });

  it("lists each invalid query field", async () => {
    const response = await owner.get(`/api/apps/${app.id}/reviews?rating=6&territory=us&responded=maybe&limit=0&search=&extra=1`);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("validation_failed");
    expect(response.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(
      ["query.extra", "query.limit", "query.rating", "query.responded", "query.search", "query.territory"].sort(),
    );
    const range = await owner.get(`/api/apps/${app.id}/reviews?minRating=4&maxRating=2`);
    expect(range.status).toBe(400);
    expect(range.body.errors).toEqual([{ path: "query.minRating", message: expect.any(String) }]);
    for (const cursor of [
      "nonsense",
      Buffer.from(JSON.stringify(["not a date", "x"])).toString("base64url"),
      Buffer.from("{}").toString("base64url"),
    ]) {
      const bad = await owner.get(`/api/apps/${app.id}/reviews?cursor=${cursor}`);
      expect(bad.status, cursor).toBe(400);
      expect(bad.body.errors).toEqual([{ path: "query.cursor", message: expect.any(String) }]);
    }
  });

  it("answers 404 for another user's app and its reviews", async () => {
    const review = all[0]!;
    const list = await stranger.get(`/api/apps/${app.id}/reviews`);
    expect(list.status).toBe(404);
    expect(list.body.code).toBe("not_found");
    expect((await stranger.post(`/api/apps/${app.id}/reviews/${review.id}/response`, { responseBody: "Hi" })).status).toBe(404);
    expect((await stranger.delete(`/api/apps/${app.id}/reviews/${review.id}/response`)).status).toBe(404);
    // Nor through the stranger's own app.
    const theirs = await registerSyncedApp(stranger, sleepwell!.storeId);
    expect((await stranger.post(`/api/apps/${theirs.id}/reviews/${review.id}/response`, { responseBody: "Hi" })).status).toBe(404);
    expect((await stranger.delete(`/api/apps/${theirs.id}/reviews/${review.id}/response`)).status).toBe(404);
    expect(await db().customerReview.findUniqueOrThrow({ where: { id: review.id } })).toEqual(review);
  }, 60_000);
});

describe("summarizing reviews", () => {
  const mean = (rows: CustomerReview[]) =>
    rows.length ? Math.round((rows.reduce((sum, row) => sum + row.rating, 0) / rows.length) * 100) / 100 : null;

  it("counts, averages and buckets every review by stars, storefront, response and month", async () => {
    await reloadAll();
    const response = await owner.get(`/api/apps/${app.id}/reviews/summary`);
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body.count).toBe(all.length);
    expect(body.average).toBe(mean(all));
    expect(body.histogram).toEqual([5, 4, 3, 2, 1].map((rating) => ({ rating, count: all.filter((row) => row.rating === rating).length })));
    const answered = all.filter((row) => row.responseStoreId !== null).length;
    expect(body).toMatchObject({ responded: answered, unanswered: all.length - answered });
    expect(answered).toBeGreaterThan(0);
    const usa = all.filter((row) => row.territory === "USA").length;
    expect(body.territories[0]).toEqual({ territory: "USA", count: usa });
    expect(body.territories.reduce((sum: number, item: { count: number }) => sum + item.count, 0)).toBe(all.length);

    // The last twelve UTC months, oldest first, each with its reviews.
    const now = new Date();
    const months = Array.from({ length: 12 }, (_, index) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + index, 1)).toISOString().slice(0, 7),
    );
    expect(body.trend.map((item: { month: string }) => item.month)).toEqual(months);
    for (const item of body.trend as { month: string; count: number; average: number | null }[]) {
      const rows = all.filter((row) => row.storeCreatedAt.toISOString().slice(0, 7) === item.month);
      expect(item).toEqual({ month: item.month, count: rows.length, average: mean(rows) });
    }
    expect(body.trend.some((item: { count: number }) => item.count > 0)).toBe(true);
  });

  it("applies the list's filters, so a filtered list can show its count", async () => {
    await reloadAll();
    const body = (await owner.get(`/api/apps/${app.id}/reviews/summary?maxRating=2&responded=false&territory=USA`)).body;
    const rows = all.filter((row) => row.rating <= 2 && row.responseStoreId === null && row.territory === "USA");
    expect(rows.length).toBeGreaterThan(0);
    expect(body).toMatchObject({
      count: rows.length,
      average: mean(rows),
      responded: 0,
      unanswered: rows.length,
      territories: [{ territory: "USA", count: rows.length }],
    });
    expect(
      body.histogram
        .filter((item: { rating: number; count: number }) => item.rating > 2)
        .every((item: { count: number }) => item.count === 0),
    ).toBe(true);
    const listed = await listAll("maxRating=2&responded=false&territory=USA");
    expect(listed).toHaveLength(body.count);

    const none = (await owner.get(`/api/apps/${app.id}/reviews/summary?search=${encodeURIComponent("no review says this")}`)).body;
    expect(none).toMatchObject({ count: 0, average: null, responded: 0, unanswered: 0, territories: [] });
    expect(none.trend.every((item: { count: number; average: number | null }) => item.count === 0 && item.average === null)).toBe(true);
  });

  it("refuses invalid filters and another user's app", async () => {
    const invalid = await owner.get(`/api/apps/${app.id}/reviews/summary?minRating=4&maxRating=2&limit=5`);
    expect(invalid.status).toBe(400);
    // The range is refused, and paging parameters are unknown here.
    expect(invalid.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(["query.limit", "query.minRating"]);
    const foreign = await stranger.get(`/api/apps/${app.id}/reviews/summary`);
    expect(foreign.status).toBe(404);
  });
});

describe("responding to a review", () => {
  const storedResponses = async (reviewStoreId: string) =>
    (await storeSandbox(owner).snapshot()).reviewResponses.filter((response) => response.reviewId === reviewStoreId);

  it("writes the response to the store, then stores it with the review; a second one replaces it", async () => {
    const review = all.find((row) => row.responseStoreId === null && row.rating <= 2)!;
    const response = await owner.post(`/api/apps/${app.id}/reviews/${review.id}/response`, { responseBody: "Thanks, a fix is in 2.1." });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      id: review.id,
      storeId: review.storeId,
      response: { body: "Thanks, a fix is in 2.1.", state: "PENDING_PUBLISH", updatedAt: expect.any(String) },
    });
    const [atStore] = await storedResponses(review.storeId);
    expect(atStore).toMatchObject({ responseBody: "Thanks, a fix is in 2.1.", state: "PENDING_PUBLISH" });
    const row = await db().customerReview.findUniqueOrThrow({ where: { id: review.id } });
    expect(row).toMatchObject({ responseStoreId: atStore!.id, responseBody: "Thanks, a fix is in 2.1.", responseState: "PENDING_PUBLISH" });
    expect((await listAll("responded=true")).some((item) => item.id === review.id)).toBe(true);

    // Not "xxx…": the content precheck takes that for placeholder text.
    const longest = "a".repeat(MAX_RESPONSE_LENGTH);
    const again = await owner.post(`/api/apps/${app.id}/reviews/${review.id}/response`, { responseBody: longest });
    expect(again.status).toBe(201);
    expect(again.body.response.body).toBe(longest);
    const replaced = await storedResponses(review.storeId);
    expect(replaced.map((entry) => entry.responseBody)).toEqual([longest]);
    expect((await db().customerReview.findUniqueOrThrow({ where: { id: review.id } })).responseStoreId).toBe(replaced[0]!.id);
  });

  it("runs the content precheck on a person's reply: 422 with each finding, sent when acknowledged, never with a forbidden word", async () => {
    const review = all.find((row) => row.responseStoreId === null && row.rating <= 3)!;
    const path = `/api/apps/${app.id}/reviews/${review.id}/response`;
    const risky = "Sorry! Call us at 555-123-4567 or write to help@elsewhere.example, a fix ships by Friday with 25% off.";
    const refused = await owner.post(path, { responseBody: risky });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("precheck_failed");
    expect(refused.body.errors.map((error: { rule: string }) => error.rule).sort()).toEqual([
      "email_address",
      "phone_number",
      "price",
      "promised_date",
    ]);
    expect(refused.body.errors.every((error: { severity: string; path: string }) => error.severity === "warning")).toBe(true);
    expect(await storedResponses(review.storeId)).toEqual([]);

    // The owner's forbidden word blocks even with "Save anyway".
    const lists = await owner.patch(`/api/apps/${app.id}/word-lists`, { forbiddenWords: ["Hikeo"], competitors: ["AllTrails"] });
    expect(lists.status).toBe(200);
    expect(lists.body).toMatchObject({ forbiddenWords: ["Hikeo"], competitors: ["AllTrails"], requiredWords: [] });
    const forbidden = await owner.post(path, { responseBody: "Thanks from the Hikeo team.", acknowledgeWarnings: true });
    expect(forbidden.status).toBe(422);
    expect(forbidden.body.errors).toEqual([
      { path: "body.responseBody", rule: "forbidden_words", severity: "hard", message: expect.stringContaining('"Hikeo"') },
    ]);
    expect((await owner.post(path, { responseBody: "Unlike AllTrails, we listen." })).body.errors[0].rule).toBe("competitor");
    expect(await storedResponses(review.storeId)).toEqual([]);

    const sent = await owner.post(path, { responseBody: risky, acknowledgeWarnings: true });
    expect(sent.status).toBe(201);
    expect((await storedResponses(review.storeId)).map((entry) => entry.responseBody)).toEqual([risky]);
    await owner.patch(`/api/apps/${app.id}/word-lists`, { forbiddenWords: [], competitors: [] });
  });

  it("checks a person's reply in the review's language: its words, else its storefront's", async () => {
    const [german, short] = all.filter((row) => row.responseStoreId === null && row.rating <= 3).slice(-2);
    const swearing = "Das war echt Scheiße, das tut uns leid.";
    const cases: [CustomerReview, Partial<CustomerReview>][] = [
      // A German review from the US storefront: the review's words say German.
      [
        german!,
        { title: "Absturz", body: "Die App stürzt bei jedem Start ab, seit dem letzten Update geht gar nichts mehr.", territory: "USA" },
      ],
      // Too short to tell: the German storefront says German.
      [short!, { title: null, body: "Hmm…", territory: "DEU" }],
    ];
    try {
      for (const [row, written] of cases) {
        await db().customerReview.update({ where: { id: row.id }, data: written });
        const refused = await owner.post(`/api/apps/${app.id}/reviews/${row.id}/response`, { responseBody: swearing });
        expect(refused.status, JSON.stringify(written)).toBe(422);
        expect(refused.body.errors.map((error: { rule: string }) => error.rule)).toContain("curse_words");
        expect(await storedResponses(row.storeId)).toEqual([]);
      }
      // A clean German reply to it goes out.
      expect(
        (await owner.post(`/api/apps/${app.id}/reviews/${german!.id}/response`, { responseBody: "Das war echt Pech, das tut uns leid." }))
          .status,
      ).toBe(201);
    } finally {
      for (const [row] of cases)
        await db().customerReview.update({
          where: { id: row.id },
          data: { title: row.title, body: row.body, territory: row.territory, responseBody: null, responseStoreId: null },
        });
    }
  });

  it("keeps each app's word lists to its owner", async () => {
    expect((await stranger.get(`/api/apps/${app.id}/word-lists`)).status).toBe(404);
    expect((await stranger.patch(`/api/apps/${app.id}/word-lists`, { forbiddenWords: ["x"] })).status).toBe(404);
    const invalid = await owner.patch(`/api/apps/${app.id}/word-lists`, { forbiddenWords: ["two\nlines", ""], other: [] });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.map((error: { path: string }) => error.path).sort()).toEqual([
      "body.forbiddenWords.0",
      "body.forbiddenWords.1",
      "body.other",
    ]);
    const read = await owner.get(`/api/apps/${app.id}/word-lists`);
    expect(read.status).toBe(200);
    expect(read.body.allowedDomains.length).toBeGreaterThan(0);
  });

  it("lists each invalid body field and answers 404 for an unknown review", async () => {
    const review = all.find((row) => row.responseStoreId === null)!;
    for (const [body, paths] of [
      [{}, ["body.responseBody"]],
      [{ responseBody: "" }, ["body.responseBody"]],
      [{ responseBody: "   " }, ["body.responseBody"]],
      [{ responseBody: "x".repeat(MAX_RESPONSE_LENGTH + 1) }, ["body.responseBody"]],
      [{ responseBody: 42, extra: true }, ["body.extra", "body.responseBody"]],
    ] as const) {
      const response = await owner.post(`/api/apps/${app.id}/reviews/${review.id}/response`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors.map((error: { path: string }) => error.path).sort()).toEqual([...paths]);
    }
    const unknown = await owner.post(`/api/apps/${app.id}/reviews/00000000-0000-7000-8000-000000000000/response`, { responseBody: "Hi" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("not_found");
    expect(await storedResponses(review.storeId)).toEqual([]);
  });

  it("answers 502 when the store is down and stores nothing", async () => {
    const review = all.find((row) => row.responseStoreId === null)!;
    storeSandbox(owner).control.failNext({ status: 503, count: 50, retryAfter: 0 });
    const response = await owner.post(`/api/apps/${app.id}/reviews/${review.id}/response`, { responseBody: "Hello" });
    expect(response.status).toBe(502);
    expect(response.body.code).toBe("store_unavailable");
    expect(await db().customerReview.findUniqueOrThrow({ where: { id: review.id } })).toEqual(review);
  });
});

describe("deleting a response", () => {
  it("deletes it at the store and here; then there is none (404)", async () => {
    await reloadAll();
    const review = all.find((row) => row.responseStoreId !== null)!;
    expect((await storeSandbox(owner).snapshot()).reviewResponses.some((response) => response.id === review.responseStoreId)).toBe(true);
    const response = await owner.delete(`/api/apps/${app.id}/reviews/${review.id}/response`);
    expect(response.status).toBe(204);
    expect((await storeSandbox(owner).snapshot()).reviewResponses.filter((entry) => entry.reviewId === review.storeId)).toEqual([]);
    expect(await db().customerReview.findUniqueOrThrow({ where: { id: review.id } })).toMatchObject({
      responseStoreId: null,
      responseBody: null,
      responseState: null,
      responseUpdatedAt: null,
    });
    const again = await owner.delete(`/api/apps/${app.id}/reviews/${review.id}/response`);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe("not_found");
    expect((await owner.delete(`/api/apps/${app.id}/reviews/00000000-0000-7000-8000-000000000000/response`)).status).toBe(404);
  });

  it("deletes the store's current response when the stored one was replaced there", async () => {
    await reloadAll();
    const review = all.find((row) => row.responseStoreId === null)!;
    // Responded here, then replaced in App Store Connect: the stored id is stale.
    await owner.post(`/api/apps/${app.id}/reviews/${review.id}/response`, { responseBody: "First" });
    const stale = (await db().customerReview.findUniqueOrThrow({ where: { id: review.id } })).responseStoreId;
    await db().customerReview.update({ where: { id: review.id }, data: { responseStoreId: "no-longer-at-the-store" } });
    expect(stale).not.toBeNull();
    expect((await owner.delete(`/api/apps/${app.id}/reviews/${review.id}/response`)).status).toBe(204);
    expect((await storeSandbox(owner).snapshot()).reviewResponses.filter((entry) => entry.reviewId === review.storeId)).toEqual([]);
    expect((await db().customerReview.findUniqueOrThrow({ where: { id: review.id } })).responseStoreId).toBeNull();
  });

  it("answers 502 when the store is down and keeps the response", async () => {
    await reloadAll();
    const review = all.find((row) => row.responseStoreId !== null)!;
    storeSandbox(owner).control.failNext({ status: 503, count: 50, retryAfter: 0 });
    const response = await owner.delete(`/api/apps/${app.id}/reviews/${review.id}/response`);
    expect(response.status).toBe(502);
    expect(response.body.code).toBe("store_unavailable");
    expect(await db().customerReview.findUniqueOrThrow({ where: { id: review.id } })).toEqual(review);
  });
});
