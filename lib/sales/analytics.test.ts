import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { demoAccount } from "@/platform/store-simulator";
import { salesRows, SALES_COLUMNS } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { demoIndividualKey, registerSyncedApp, storeSandbox } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

import { addDays, dayToDate, eachDay, todayUtc } from "./sales-dates";
import { MAX_FETCHED_DAYS } from "./sales-limits";

const api = useApi();
const [trailmix, ledger, sleepwell] = demoAccount.apps;

interface SalesBody {
  from: string;
  to: string;
  totals: { currency: string; units: number; proceeds: string }[];
  days: { date: string; territory: string; currency: string; units: number; proceeds: string }[];
  incomplete: boolean;
  missingDays: string[];
}

let owner: ApiClient;
let stranger: ApiClient;
let app: { id: string; storeId: string };
const today = todayUtc();
const yesterday = addDays(today, -1);

/**
 * Runs `check` with today's date (UTC) as the service sees it, and once more with the new date when
 * the day turned while it ran: a run across midnight compares the service's "today" with another.
 */
async function onOneDay(check: (today: string, yesterday: string) => Promise<void>): Promise<void> {
  const day = todayUtc();
  try {
    await check(day, addDays(day, -1));
  } catch (error) {
    if (todayUtc() === day) throw error;
    await check(todayUtc(), addDays(todayUtc(), -1));
  }
}

async function newUser(): Promise<ApiClient> {
  const client = api.client();
  await client.registerAndSignIn();
  return client;
}

const sales = (client: ApiClient, appId: string, from: string, to: string) =>
  client.get<SalesBody & { code?: string; detail?: string }>(`/api/apps/${appId}/analytics/sales?from=${from}&to=${to}`);

/** Sales-report requests the account's store has seen since the last reset. */
const reportRequests = (client = owner) =>
  storeSandbox(client)
    .control.requestLog()
    .filter((entry) => entry.method === "GET" && entry.path === "/v1/salesReports");

/** What the simulator's report says for one app and day, per territory (independent of the code under test). */
async function expectedDay(storeId: string, day: string) {
  const state = await storeSandbox(owner).snapshot();
  const column = (name: (typeof SALES_COLUMNS)[number]) => SALES_COLUMNS.indexOf(name);
  return salesRows(state, day)
    .filter((row) => row[column("Apple Identifier")] === storeId)
    .map((row) => ({
      date: day,
      territory: row[column("Country Code")]!,
      currency: row[column("Currency of Proceeds")]!,
      units: Number(row[column("Units")]),
      proceeds: (Number(row[column("Units")]) * Number(row[column("Developer Proceeds")])).toFixed(2),
    }))
    .sort((a, b) => (a.territory < b.territory ? -1 : a.territory > b.territory ? 1 : 0));
}

beforeAll(async () => {
  owner = await newUser();
  stranger = await newUser();
  app = await registerSyncedApp(owner, sleepwell!.storeId);
}, 120_000);

afterEach(async () => {
  await storeSandbox(owner).control.reset();
});

describe("sales analytics", () => {
  it("fetches the days it lacks from the store once, then answers locally", async () => {
    const from = addDays(today, -10);
    // The first sync stored yesterday's report.
    expect(await db().salesDay.count({ where: { appId: app.id, date: dayToDate(yesterday) } })).toBeGreaterThan(0);
    storeSandbox(owner).control.clearRequestLog();
    const first = await sales(owner, app.id, from, yesterday);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(reportRequests()).toHaveLength(9);
    expect(first.body).toMatchObject({ from, to: yesterday, incomplete: false, missingDays: [] });

    const expected = [];
    for (const day of eachDay(from, yesterday)) expected.push(...(await expectedDay(sleepwell!.storeId, day)));
    expect(first.body.days).toEqual(expected);
    const currencies = [...new Set(expected.map((row) => row.currency))].sort();
    expect(first.body.totals.map((total) => total.currency)).toEqual(currencies);
    for (const total of first.body.totals) {
      const rows = expected.filter((row) => row.currency === total.currency);
      expect(total.units).toBe(rows.reduce((sum, row) => sum + row.units, 0));
      expect(Number(total.proceeds)).toBeCloseTo(
        rows.reduce((sum, row) => sum + Number(row.proceeds), 0),
        2,
      );
    }

    storeSandbox(owner).control.clearRequestLog();
    const again = await sales(owner, app.id, from, yesterday);
    expect(again.body).toEqual(first.body);
    expect(reportRequests()).toHaveLength(0);
  });

  it("reports today as missing without asking the store for it", async () => {
    const response = await sales(owner, app.id, yesterday, today);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ incomplete: true, missingDays: [today] });
    expect(response.body.days.every((row) => row.date === yesterday)).toBe(true);
    expect(reportRequests()).toHaveLength(0);
  });

  it("fetches at most 31 days per call, newest first, and the rest on the next call", async () => {
    const client = await newUser();
    const fresh = await registerSyncedApp(client, trailmix!.storeId);
    await storeSandbox(client).control.reset();
    const from = addDays(today, -60);
    const first = await sales(client, fresh.id, from, yesterday);
    expect(first.status).toBe(200);
    expect(reportRequests(client)).toHaveLength(MAX_FETCHED_DAYS);
    // 60 days, yesterday synced, the 31 newest of the other 59 fetched: the 28 oldest remain.
    expect(first.body.incomplete).toBe(true);
    expect(first.body.missingDays).toEqual(eachDay(from, addDays(from, 27)));
    expect(new Set(first.body.days.map((row) => row.date)).size).toBe(32);

    storeSandbox(client).control.clearRequestLog();
    const second = await sales(client, fresh.id, from, yesterday);
    expect(reportRequests(client)).toHaveLength(28);
    expect(second.body).toMatchObject({ incomplete: false, missingDays: [] });
    expect(new Set(second.body.days.map((row) => row.date)).size).toBe(60);
  }, 60_000);

  it("keeps a past day Apple has no report for as a day without sales; yesterday stays missing", async () => {
    const past = addDays(today, -20);
    storeSandbox(owner).control.failNext({ status: 404, count: 1 });
    const first = await sales(owner, app.id, past, past);
    expect(first.body).toMatchObject({ days: [], totals: [], incomplete: false, missingDays: [] });
    storeSandbox(owner).control.clearRequestLog();
    expect((await sales(owner, app.id, past, past)).body.days).toEqual([]);
    expect(reportRequests()).toHaveLength(0);

    // Yesterday's report may not be published yet: a 404 leaves it missing, to be asked again.
    await db().salesDay.deleteMany({ where: { appId: app.id, date: dayToDate(yesterday) } });
    await db().salesReportDay.deleteMany({ where: { appId: app.id, date: dayToDate(yesterday) } });
    storeSandbox(owner).control.failNext({ status: 404, count: 1 });
    const unpublished = await sales(owner, app.id, yesterday, yesterday);
    expect(unpublished.body).toMatchObject({ days: [], incomplete: true, missingDays: [yesterday] });
    const published = await sales(owner, app.id, yesterday, yesterday);
    expect(published.body).toMatchObject({ incomplete: false, missingDays: [] });
    expect(published.body.days).toEqual(await expectedDay(sleepwell!.storeId, yesterday));
  });

  it("answers 502 when the store is down, keeping nothing partial for the day", async () => {
    const day = addDays(today, -40);
    storeSandbox(owner).control.failNext({ status: 503, count: 50, retryAfter: 0 });
    const response = await sales(owner, app.id, day, day);
    expect(response.status).toBe(502);
    expect(response.body.code).toBe("store_unavailable");
    expect(await db().salesDay.count({ where: { appId: app.id, date: dayToDate(day) } })).toBe(0);
  });

  it("answers 409 sales_need_team_key for an app with an individual key", async () => {
    const client = await newUser();
    const individual = await registerSyncedApp(client, ledger!.storeId, demoIndividualKey);
    await storeSandbox(client).control.reset();
    const response = await sales(client, individual.id, addDays(today, -3), yesterday);
    expect(response.status).toBe(409);
    expect(response.body.code).toBe("sales_need_team_key");
    expect(response.body.detail).toContain("individual keys");
    expect(reportRequests(client)).toHaveLength(0);
  }, 60_000);

  it("answers 404 for another user's app", async () => {
    const response = await sales(stranger, app.id, yesterday, yesterday);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe("not_found");
  });

  it("lists each invalid query field", () =>
    onOneDay(async (today, yesterday) => {
      const paths = async (query: string) => {
        const response = await owner.get(`/api/apps/${app.id}/analytics/sales?${query}`);
        expect(response.status, query).toBe(400);
        expect(response.body.code).toBe("validation_failed");
        return response.body.errors.map((error: { path: string }) => error.path).sort();
      };
      expect(await paths("from=2025-02-30&to=yesterday&extra=1")).toEqual(["query.extra", "query.from", "query.to"]);
      expect(await paths("")).toEqual(["query.from", "query.to"]);
      expect(await paths(`from=${yesterday}&to=${addDays(yesterday, -1)}`)).toEqual(["query.from"]);
      expect(await paths(`from=${addDays(yesterday, -366)}&to=${yesterday}`)).toEqual(["query.to"]);
      expect(await paths(`from=${today}&to=${addDays(today, 1)}`)).toEqual(["query.to"]);
      // 366 days, both included, is allowed.
      expect((await sales(owner, app.id, addDays(yesterday, -365), yesterday)).status).toBe(200);
    }));
});

describe("daily sales", () => {
  interface DailyBody {
    totals: SalesBody["totals"];
    days: { date: string; reported: boolean; units: number; proceeds: Record<string, string> }[];
    incomplete: boolean;
    missingDays: string[];
  }

  it("sums each day over territories, per currency, with every day of the range listed", () =>
    onOneDay(async (today) => {
      const from = addDays(today, -6);
      const response = await owner.get<DailyBody>(`/api/apps/${app.id}/analytics/sales/daily?from=${from}&to=${today}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const body = response.body;
      expect(body.days.map((day) => day.date)).toEqual(eachDay(from, today));
      expect(body).toMatchObject({ incomplete: true, missingDays: [today] });
      expect(body.days.at(-1)).toEqual({ date: today, reported: false, units: 0, proceeds: {} });

      for (const day of body.days.slice(0, -1)) {
        const rows = await expectedDay(sleepwell!.storeId, day.date);
        expect(day.reported).toBe(true);
        expect(day.units).toBe(rows.reduce((sum, row) => sum + row.units, 0));
        const perCurrency: Record<string, number> = {};
        for (const row of rows) perCurrency[row.currency] = (perCurrency[row.currency] ?? 0) + Number(row.proceeds);
        expect(Object.keys(day.proceeds)).toEqual(Object.keys(perCurrency).sort());
        for (const [currency, amount] of Object.entries(perCurrency)) expect(day.proceeds[currency]).toBe(amount.toFixed(2));
      }
      // The totals are the per-territory operation's.
      const detailed = await sales(owner, app.id, from, today);
      expect(body.totals).toEqual(detailed.body.totals);
      expect(body.days.reduce((sum, day) => sum + day.units, 0)).toBe(detailed.body.totals.reduce((sum, total) => sum + total.units, 0));
    }));

  it("answers like the sales operation for an individual key, another user's app and a bad range", async () => {
    const client = await newUser();
    const individual = await registerSyncedApp(client, ledger!.storeId, demoIndividualKey);
    const refused = await client.get(`/api/apps/${individual.id}/analytics/sales/daily?from=${yesterday}&to=${yesterday}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("sales_need_team_key");
    expect((await stranger.get(`/api/apps/${app.id}/analytics/sales/daily?from=${yesterday}&to=${yesterday}`)).status).toBe(404);
    const bad = await owner.get(`/api/apps/${app.id}/analytics/sales/daily?from=${today}&to=${yesterday}`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { path: string }) => error.path)).toEqual(["query.from"]);
  });
});
