// Builds, Sales and Trends reports and analytics report requests.

import { AscHttpError, ascErrors } from "../asc-errors";
import { applyFilters, applySort, findOrThrow, findRelatedOrThrow, ok, type Handler } from "../handler-context";
import { collectionDocument, singleDocument } from "../json-api";
import { salesReportGzip } from "../sales";

const DAY = 86_400_000;

export const listBuilds: Handler = (ctx) => {
  let rows = applyFilters(ctx.state.builds, ctx, {
    app: (b) => b.appId,
    version: (b) => b.version,
    processingState: (b) => b.processingState,
    expired: (b) => b.expired,
    id: (b) => b.id,
    "preReleaseVersion.platform": (b) => b.platform ?? "IOS",
  });
  rows = applySort(rows, ctx.query.sort, { version: (b) => b.version, uploadedDate: (b) => b.uploadedDate });
  return ok(collectionDocument(ctx, "builds", rows));
};

export const getSalesReport: Handler = (ctx) => {
  // Apple: individual keys cannot access Sales and Trends.
  if (ctx.key.kind === "individual")
    throw new AscHttpError(ascErrors.forbidden("Individual API keys cannot access Sales and Trends reports"));
  const first = (name: string) => ctx.query.filters.get(name)?.[0];
  if (first("vendorNumber") !== ctx.state.vendorNumber) {
    throw new AscHttpError(ascErrors.parameterInvalid("filter[vendorNumber]", "The vendor number is not valid for this account"));
  }
  if (first("reportType") !== "SALES" || first("reportSubType") !== "SUMMARY" || first("frequency") !== "DAILY") {
    throw new AscHttpError(ascErrors.parameterInvalid("filter[reportType]", "The simulator serves SALES / SUMMARY / DAILY reports only"));
  }
  const today = new Date(ctx.now).toISOString().slice(0, 10);
  const latest = new Date(Date.parse(today) - DAY).toISOString().slice(0, 10);
  const date = first("reportDate") ?? latest;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
    throw new AscHttpError(ascErrors.parameterInvalid("filter[reportDate]", `'${date}' is not a date (YYYY-MM-DD)`));
  }
  if (date > latest) {
    throw new AscHttpError({
      status: 404,
      code: "NOT_FOUND",
      title: "The specified resource does not exist",
      detail:
        "Report is not available yet. Daily reports for the Americas are available by 5 am Pacific Time; Japan, Australia, and New Zealand by 5 am Japan Standard Time; and 5 am Central European Time for all other territories.",
    });
  }
  return { status: 200, bytes: salesReportGzip(ctx.state, date), contentType: "application/a-gzip" };
};

export const listAnalyticsReportRequests: Handler = (ctx) => {
  const app = findOrThrow(ctx.state.apps, ctx.id, "apps");
  const rows = applyFilters(
    ctx.state.analyticsReportRequests.filter((r) => r.appId === app.id),
    ctx,
    { accessType: (r) => r.accessType },
  );
  return ok(collectionDocument(ctx, "analyticsReportRequests", rows));
};

export const createAnalyticsReportRequest: Handler = (ctx) => {
  const { data } = ctx.body as {
    data: { attributes: { accessType: "ONE_TIME_SNAPSHOT" | "ONGOING" }; relationships: { app: { data: { id: string } } } };
  };
  const app = findRelatedOrThrow(ctx.state.apps, data.relationships.app.data.id, "/data/relationships/app", "apps");
  const { accessType } = data.attributes;
  if (
    accessType === "ONGOING" &&
    ctx.state.analyticsReportRequests.some((r) => r.appId === app.id && r.accessType === "ONGOING" && !r.stoppedDueToInactivity)
  ) {
    throw new AscHttpError(ascErrors.duplicate("/data/attributes/accessType", "An ongoing report request already exists for this app"));
  }
  const row = { id: ctx.newId(), appId: app.id, accessType, stoppedDueToInactivity: false };
  ctx.state.analyticsReportRequests.push(row);
  ctx.changed();
  return ok(singleDocument(ctx, "analyticsReportRequests", row), 201);
};
