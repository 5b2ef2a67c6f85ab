// Getting a version ready to ship and shipping it: its release settings and build, App Review
// information, the phased release, and the developer's release of an approved version.

import { compareVersionNumbers, highestVersionNumber, VERSION_NUMBER } from "@/lib/store/version-number";

import { AscHttpError, ascErrors, type AscErrorSpec } from "../asc-errors";
import { findOrThrow, findRelatedOrThrow, ok, type Handler, type HandlerContext } from "../handler-context";
import { singleDocument } from "../json-api";
import { complete, pause, pauseUsedUp, resume } from "../phased-release";
import { moveVersion } from "../review-lifecycle";
import { EDITABLE_VERSION_STATES, type SimPhasedRelease, type SimReviewDetail, type SimVersion } from "../state";
import { buildProblem } from "./readiness";

type Ref = { data: { id: string } };

function refuseOtherId(bodyId: string, pathId: string): void {
  if (bodyId !== pathId)
    throw new AscHttpError(ascErrors.unprocessable("The id in the body does not match the id in the path", "/data/id"));
}

/** Apple's refusal for each attribute a version's state keeps from changing. */
function refuseLocked(version: SimVersion, names: string[], where: "attributes" | "relationships"): void {
  if (names.length === 0 || EDITABLE_VERSION_STATES.has(version.appStoreState)) return;
  const noun = where === "attributes" ? "Attribute" : "Relationship";
  throw new AscHttpError(
    names.map((name) => ascErrors.stateError(`${noun} '${name}' cannot be edited at this time`, `/data/${where}/${name}`)),
  );
}

// ---- the version: release settings and build ----

interface VersionUpdateBody {
  data: {
    id: string;
    attributes?: {
      versionString?: string | null;
      copyright?: string | null;
      reviewType?: string | null;
      releaseType?: SimVersion["releaseType"] | null;
      earliestReleaseDate?: string | null;
      usesIdfa?: boolean | null;
      downloadable?: boolean | null;
    };
    relationships?: { build?: Partial<Ref>; appClipDefaultExperience?: Partial<Ref> };
  };
}

function versionStringErrors(ctx: HandlerContext, version: SimVersion, versionString: string): AscErrorSpec[] {
  const pointer = "/data/attributes/versionString";
  if (!VERSION_NUMBER.test(versionString)) {
    return [ascErrors.attributeInvalid(pointer, "The version number must be one to three period-separated integers.")];
  }
  const others = ctx.state.versions.filter((v) => v.appId === version.appId && v.id !== version.id).map((v) => v.versionString);
  const highest = highestVersionNumber(others);
  if (highest && compareVersionNumbers(versionString, highest) <= 0) {
    return [ascErrors.attributeInvalid(pointer, `The version number must be higher than the previous version (${highest}).`)];
  }
  return [];
}

/** A scheduled release needs a date in the future; other release types take none. */
function releaseErrors(
  ctx: HandlerContext,
  releaseType: SimVersion["releaseType"],
  date: string | null,
  dateGiven: boolean,
): AscErrorSpec[] {
  const pointer = "/data/attributes/earliestReleaseDate";
  if (releaseType !== "SCHEDULED") {
    return dateGiven && date !== null
      ? [ascErrors.attributeInvalid(pointer, "An earliest release date can only be set for a SCHEDULED release.")]
      : [];
  }
  if (date === null) return [ascErrors.attributeInvalid(pointer, "A SCHEDULED release needs an earliest release date.")];
  if (Date.parse(date) <= ctx.now) return [ascErrors.attributeInvalid(pointer, "The earliest release date must be in the future.")];
  return [];
}

/** Why the build cannot go with this version (the build exists); null when it can. */
function attachProblem(ctx: HandlerContext, version: SimVersion, buildId: string): string | null {
  const build = ctx.state.builds.find((candidate) => candidate.id === buildId)!;
  if (build.appId !== version.appId) return "the build belongs to another app";
  const problem = buildProblem(build);
  if (problem) return problem;
  const holder = ctx.state.versions.find((v) => v.buildId === build.id && v.id !== version.id);
  if (holder) return `the build is already attached to version ${holder.versionString}`;
  return null;
}

/**
 * PATCH a version: its number, copyright, release type and date, and its build, while the
 * version is editable. The build must be the app's, processed (VALID), not expired and not
 * another version's.
 */
export const updateAppStoreVersion: Handler = (ctx) => {
  const version = findOrThrow(ctx.state.versions, ctx.id, "appStoreVersions");
  const { data } = ctx.body as VersionUpdateBody;
  refuseOtherId(data.id, version.id);
  const attributes = data.attributes ?? {};
  const relationships = data.relationships ?? {};
  const given = (name: keyof typeof attributes) => attributes[name] !== undefined;
  // What the simulator does not model is refused, not silently dropped.
  const unmodelled = [
    ...(["usesIdfa", "downloadable"] as const).filter((name) => attributes[name] !== undefined && attributes[name] !== null),
    ...(attributes.reviewType && attributes.reviewType !== "APP_STORE" ? ["reviewType"] : []),
  ];
  if (unmodelled.length > 0) {
    throw new AscHttpError(
      unmodelled.map((name) =>
        ascErrors.attributeInvalid(`/data/attributes/${name}`, `The simulator does not implement changing '${name}'`),
      ),
    );
  }
  if (relationships.appClipDefaultExperience?.data) {
    const { id } = relationships.appClipDefaultExperience.data;
    throw new AscHttpError(
      ascErrors.relationshipInvalid(
        "/data/relationships/appClipDefaultExperience",
        `There is no resource of type 'appClipDefaultExperiences' with id '${id}'`,
      ),
    );
  }
  const buildId = relationships.build?.data?.id;
  const changing = (["versionString", "copyright", "releaseType", "earliestReleaseDate"] as const).filter(given);
  refuseLocked(version, changing, "attributes");
  refuseLocked(version, buildId !== undefined && buildId !== version.buildId ? ["build"] : [], "relationships");

  const errors: AscErrorSpec[] = [];
  if (typeof attributes.versionString === "string") errors.push(...versionStringErrors(ctx, version, attributes.versionString));
  const releaseType = attributes.releaseType ?? version.releaseType;
  const dateGiven = given("earliestReleaseDate");
  const earliestReleaseDate = dateGiven
    ? (attributes.earliestReleaseDate ?? null)
    : releaseType === "SCHEDULED"
      ? version.earliestReleaseDate
      : null;
  if (given("releaseType") || dateGiven) errors.push(...releaseErrors(ctx, releaseType, earliestReleaseDate, dateGiven));
  if (buildId !== undefined) {
    findRelatedOrThrow(ctx.state.builds, buildId, "/data/relationships/build", "builds");
    const problem = attachProblem(ctx, version, buildId);
    if (problem) {
      errors.push(
        ascErrors.relationshipInvalid("/data/relationships/build", `The specified pre-release build could not be added: ${problem}.`),
      );
    }
  }
  if (errors.length > 0) throw new AscHttpError(errors);

  if (typeof attributes.versionString === "string") version.versionString = attributes.versionString;
  if (given("copyright")) version.copyright = attributes.copyright ?? "";
  version.releaseType = releaseType;
  version.earliestReleaseDate = earliestReleaseDate;
  if (buildId !== undefined) version.buildId = buildId;
  ctx.changed();
  return ok(singleDocument(ctx, "appStoreVersions", version));
};

// ---- App Review information ----

const REVIEW_DETAIL_FIELDS = [
  "contactFirstName",
  "contactLastName",
  "contactPhone",
  "contactEmail",
  "demoAccountName",
  "demoAccountPassword",
  "demoAccountRequired",
  "notes",
] as const;
type ReviewDetailAttributes = Partial<{ [K in (typeof REVIEW_DETAIL_FIELDS)[number]]: SimReviewDetail[K] }>;

export const createReviewDetail: Handler = (ctx) => {
  const { data } = ctx.body as { data: { attributes?: ReviewDetailAttributes; relationships: { appStoreVersion: Ref } } };
  const pointer = "/data/relationships/appStoreVersion";
  const version = findRelatedOrThrow(ctx.state.versions, data.relationships.appStoreVersion.data.id, pointer, "appStoreVersions");
  const existing = ctx.state.reviewDetails.find((detail) => detail.versionId === version.id);
  if (existing) {
    throw new AscHttpError(
      ascErrors.relationshipInvalid(pointer, `The appStoreVersion '${version.id}' already has an appStoreReviewDetail ('${existing.id}')`),
    );
  }
  if (!EDITABLE_VERSION_STATES.has(version.appStoreState)) {
    throw new AscHttpError(
      ascErrors.stateError(`App Review information cannot be added to a version in state '${version.appStoreState}'`, pointer),
    );
  }
  const attributes = data.attributes ?? {};
  const row: SimReviewDetail = {
    id: ctx.newId(),
    versionId: version.id,
    ...(Object.fromEntries(REVIEW_DETAIL_FIELDS.map((field) => [field, attributes[field] ?? null])) as Omit<
      SimReviewDetail,
      "id" | "versionId"
    >),
  };
  ctx.state.reviewDetails.push(row);
  ctx.changed();
  return ok(singleDocument(ctx, "appStoreReviewDetails", row), 201);
};

export const updateReviewDetail: Handler = (ctx) => {
  const row = findOrThrow(ctx.state.reviewDetails, ctx.id, "appStoreReviewDetails");
  const { data } = ctx.body as { data: { id: string; attributes?: ReviewDetailAttributes } };
  refuseOtherId(data.id, row.id);
  const attributes = data.attributes ?? {};
  const version = ctx.state.versions.find((v) => v.id === row.versionId)!;
  refuseLocked(
    version,
    REVIEW_DETAIL_FIELDS.filter((field) => attributes[field] !== undefined),
    "attributes",
  );
  for (const field of REVIEW_DETAIL_FIELDS) {
    if (attributes[field] !== undefined) (row as unknown as Record<string, unknown>)[field] = attributes[field];
  }
  ctx.changed();
  return ok(singleDocument(ctx, "appStoreReviewDetails", row));
};

// ---- phased release ----

type PhasedState = SimPhasedRelease["state"];
const LIVE: ReadonlySet<SimVersion["appStoreState"]> = new Set(["READY_FOR_SALE", "REPLACED_WITH_NEW_VERSION"]);

/** One per version, made before the version is live; it starts when the version is released. */
export const createPhasedRelease: Handler = (ctx) => {
  const { data } = ctx.body as {
    data: { attributes?: { phasedReleaseState?: PhasedState | null }; relationships: { appStoreVersion: Ref } };
  };
  const pointer = "/data/relationships/appStoreVersion";
  const version = findRelatedOrThrow(ctx.state.versions, data.relationships.appStoreVersion.data.id, pointer, "appStoreVersions");
  const existing = ctx.state.phasedReleases.find((release) => release.versionId === version.id);
  if (existing) {
    throw new AscHttpError(
      ascErrors.relationshipInvalid(
        pointer,
        `The appStoreVersion '${version.id}' already has an appStoreVersionPhasedRelease ('${existing.id}')`,
      ),
    );
  }
  if (LIVE.has(version.appStoreState)) {
    throw new AscHttpError(
      ascErrors.stateError(`A phased release cannot be added to a version in state '${version.appStoreState}'`, pointer),
    );
  }
  const requested = data.attributes?.phasedReleaseState ?? "INACTIVE";
  if (requested !== "INACTIVE") {
    throw new AscHttpError(
      ascErrors.stateError(
        `A phased release starts when its version is released; it cannot be '${requested}' before`,
        "/data/attributes/phasedReleaseState",
      ),
    );
  }
  const row: SimPhasedRelease = {
    id: ctx.newId(),
    versionId: version.id,
    state: "INACTIVE",
    startDate: null,
    pausedAt: null,
    pausedMs: 0,
    endedAt: null,
  };
  ctx.state.phasedReleases.push(row);
  ctx.changed();
  return ok(singleDocument(ctx, "appStoreVersionPhasedReleases", row), 201);
};

/** Pause, resume, or release to everyone: only while the version is live and the release under way. */
export const updatePhasedRelease: Handler = (ctx) => {
  const row = findOrThrow(ctx.state.phasedReleases, ctx.id, "appStoreVersionPhasedReleases");
  const { data } = ctx.body as { data: { id: string; attributes?: { phasedReleaseState?: PhasedState | null } } };
  refuseOtherId(data.id, row.id);
  const to = data.attributes?.phasedReleaseState;
  if (!to || to === row.state) return ok(singleDocument(ctx, "appStoreVersionPhasedReleases", row));
  const pointer = "/data/attributes/phasedReleaseState";
  const version = ctx.state.versions.find((v) => v.id === row.versionId)!;
  const underway = row.state === "ACTIVE" || row.state === "PAUSED";
  if (version.appStoreState !== "READY_FOR_SALE" || !underway || to === "INACTIVE") {
    throw new AscHttpError(
      ascErrors.stateError(
        `The phased release cannot go from '${row.state}' to '${to}' while the version is '${version.appStoreState}'`,
        pointer,
      ),
    );
  }
  if (to === "PAUSED") {
    if (pauseUsedUp(row, ctx.now)) {
      throw new AscHttpError(
        ascErrors.stateError("The phased release has been paused for 30 days in all and cannot be paused again", pointer),
      );
    }
    pause(row, ctx.now);
  } else if (to === "ACTIVE") resume(row, ctx.now);
  else complete(row, ctx.now);
  ctx.changed();
  return ok(singleDocument(ctx, "appStoreVersionPhasedReleases", row));
};

/** Only a phased release that has not started can be removed (then the version is released to everyone at once). */
export const deletePhasedRelease: Handler = (ctx) => {
  const row = findOrThrow(ctx.state.phasedReleases, ctx.id, "appStoreVersionPhasedReleases");
  if (row.state !== "INACTIVE") {
    throw new AscHttpError(ascErrors.stateError(`A phased release in state '${row.state}' cannot be deleted`));
  }
  ctx.state.phasedReleases = ctx.state.phasedReleases.filter((release) => release.id !== row.id);
  ctx.changed();
  return { status: 204 };
};

// ---- release ----

/** The developer releases a version App Review approved for release by hand. */
export const createReleaseRequest: Handler = (ctx) => {
  const { data } = ctx.body as { data: { relationships: { appStoreVersion: Ref } } };
  const pointer = "/data/relationships/appStoreVersion";
  const version = findRelatedOrThrow(ctx.state.versions, data.relationships.appStoreVersion.data.id, pointer, "appStoreVersions");
  if (version.appStoreState !== "PENDING_DEVELOPER_RELEASE") {
    throw new AscHttpError(
      ascErrors.stateError(
        `The version cannot be released in state '${version.appStoreState}': only a version pending developer release can be`,
        pointer,
      ),
    );
  }
  moveVersion(ctx.state, version, "READY_FOR_SALE", ctx.now);
  ctx.changed();
  return ok(singleDocument(ctx, "appStoreVersionReleaseRequests", { id: ctx.newId() }), 201);
};
