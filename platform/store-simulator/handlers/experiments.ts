// Product page optimization experiments (v2) and their treatments.

import { AscHttpError, ascErrors } from "../asc-errors";
import { applyFilters, findOrThrow, findRelatedOrThrow, ok, type Handler } from "../handler-context";
import { collectionDocument, singleDocument } from "../json-api";
import type { SimExperiment } from "../state";

/** ASC allows up to three treatments besides the original product page. */
const MAX_TREATMENTS = 3;

export const listExperiments: Handler = (ctx) => {
  const app = findOrThrow(ctx.state.apps, ctx.id, "apps");
  const rows = applyFilters(
    ctx.state.experiments.filter((e) => e.appId === app.id),
    ctx,
    { state: (e) => e.state },
  );
  return ok(collectionDocument(ctx, "appStoreVersionExperiments", rows));
};

export const getExperiment: Handler = (ctx) =>
  ok(singleDocument(ctx, "appStoreVersionExperiments", findOrThrow(ctx.state.experiments, ctx.id, "appStoreVersionExperiments")));

export const listTreatments: Handler = (ctx) => {
  const experiment = findOrThrow(ctx.state.experiments, ctx.id, "appStoreVersionExperiments");
  return ok(
    collectionDocument(
      ctx,
      "appStoreVersionExperimentTreatments",
      ctx.state.treatments.filter((t) => t.experimentId === experiment.id),
    ),
  );
};

export const createExperiment: Handler = (ctx) => {
  const { data } = ctx.body as {
    data: { attributes: { name: string; platform: "IOS"; trafficProportion: number }; relationships: { app: { data: { id: string } } } };
  };
  const app = findRelatedOrThrow(ctx.state.apps, data.relationships.app.data.id, "/data/relationships/app", "apps");
  const live = ctx.state.versions.find((v) => v.appId === app.id && v.appStoreState === "READY_FOR_SALE");
  // Experiments compare product pages of the live version, so an unreleased app has none.
  if (!live)
    throw new AscHttpError(ascErrors.stateError("The app has no version on the App Store to test against", "/data/relationships/app"));
  const { trafficProportion } = data.attributes;
  if (trafficProportion < 1 || trafficProportion > 100) {
    throw new AscHttpError({
      status: 409,
      code: "ENTITY_ERROR.ATTRIBUTE.INVALID",
      title: "An attribute value is invalid.",
      detail: "trafficProportion must be between 1 and 100",
      source: { pointer: "/data/attributes/trafficProportion" },
    });
  }
  const row: SimExperiment = {
    id: ctx.newId(),
    appId: app.id,
    name: data.attributes.name,
    platform: data.attributes.platform,
    trafficProportion,
    state: "PREPARE_FOR_SUBMISSION",
    reviewRequired: true,
    startDate: null,
    endDate: null,
    controlVersionId: live.id,
  };
  ctx.state.experiments.push(row);
  ctx.changed();
  return ok(singleDocument(ctx, "appStoreVersionExperiments", row), 201);
};

export const createTreatment: Handler = (ctx) => {
  const { data } = ctx.body as {
    data: {
      attributes: { name: string; appIconName?: string | null };
      relationships?: { appStoreVersionExperimentV2?: { data: { id: string } }; appStoreVersionExperiment?: { data: { id: string } } };
    };
  };
  const ref = data.relationships?.appStoreVersionExperimentV2 ?? data.relationships?.appStoreVersionExperiment;
  if (!ref) throw new AscHttpError(ascErrors.unprocessable("A treatment needs the experiment it belongs to", "/data/relationships"));
  const experiment = findRelatedOrThrow(
    ctx.state.experiments,
    ref.data.id,
    "/data/relationships/appStoreVersionExperimentV2",
    "appStoreVersionExperiments",
  );
  if (experiment.state !== "PREPARE_FOR_SUBMISSION") {
    throw new AscHttpError(
      ascErrors.stateError(
        `Treatments cannot be added to an experiment in state '${experiment.state}'`,
        "/data/relationships/appStoreVersionExperimentV2",
      ),
    );
  }
  if (ctx.state.treatments.filter((t) => t.experimentId === experiment.id).length >= MAX_TREATMENTS) {
    throw new AscHttpError(
      ascErrors.stateError(
        `An experiment can have at most ${MAX_TREATMENTS} treatments`,
        "/data/relationships/appStoreVersionExperimentV2",
      ),
    );
  }
  const row = {
    id: ctx.newId(),
    experimentId: experiment.id,
    name: data.attributes.name,
    appIconName: data.attributes.appIconName ?? null,
    promotedDate: null,
  };
  ctx.state.treatments.push(row);
  ctx.changed();
  return ok(singleDocument(ctx, "appStoreVersionExperimentTreatments", row), 201);
};
