// App Store versions and their localizations, with ASC's state rules for edits.

import { compareVersionNumbers, highestVersionNumber, VERSION_NUMBER } from "@/lib/store/version-number";
import { storeTextProblems } from "@/lib/text/store-text";

import { AscHttpError, ascErrors } from "../asc-errors";
import { applyFilters, findOrThrow, findRelatedOrThrow, ok, type Handler } from "../handler-context";
import { collectionDocument, singleDocument } from "../json-api";
import { appVersionState } from "../resources";
import { EDITABLE_VERSION_STATES, type SimVersion, type SimVersionLocalization } from "../state";
import { carryOverMedia } from "./carry-over-media";

const EDITABLE_FIELDS = ["description", "keywords", "marketingUrl", "promotionalText", "supportUrl", "whatsNew"] as const;
type EditableField = (typeof EDITABLE_FIELDS)[number];

/**
 * Which localization attributes a version's state allows to change. While a version is
 * being prepared (or was rejected, or pulled back from review) everything is editable; a live,
 * in-review or approved version only takes promotional text, which Apple lets publishers change
 * at any time; replaced versions are frozen.
 */
function editableFields(state: SimVersion["appStoreState"]): ReadonlySet<EditableField> {
  if (EDITABLE_VERSION_STATES.has(state)) return new Set(EDITABLE_FIELDS);
  if (state === "REPLACED_WITH_NEW_VERSION") return new Set();
  return new Set<EditableField>(["promotionalText"]);
}

// App Store Connect's limits for a version localization, as its help page states them: keywords
// 100 bytes of UTF-8 (each keyword longer than two characters), the other texts in characters.
const LIMITS: Record<EditableField, number> = {
  description: 4000,
  keywords: 100,
  marketingUrl: 2000,
  promotionalText: 170,
  supportUrl: 2000,
  whatsNew: 4000,
};

function limitErrors(attributes: Record<string, string | null>) {
  return EDITABLE_FIELDS.flatMap((field) => {
    const value = attributes[field];
    if (typeof value !== "string") return [];
    return storeTextProblems(field, value, LIMITS[field]).map((detail) => ascErrors.attributeInvalid(`/data/attributes/${field}`, detail));
  });
}

function refuseOverLimits(attributes: Record<string, string | null>): void {
  const errors = limitErrors(attributes);
  if (errors.length > 0) throw new AscHttpError(errors);
}

interface LocalizationBody {
  data: { id?: string; attributes?: Record<string, string | null>; relationships?: { appStoreVersion?: { data: { id: string } } } };
}

export const listAppStoreVersions: Handler = (ctx) => {
  const app = findOrThrow(ctx.state.apps, ctx.id, "apps");
  const rows = ctx.state.versions.filter((v) => v.appId === app.id);
  const filtered = applyFilters(rows, ctx, {
    platform: (v) => v.platform,
    versionString: (v) => v.versionString,
    appStoreState: (v) => v.appStoreState,
    appVersionState: (v) => appVersionState(v.appStoreState),
    id: (v) => v.id,
  });
  return ok(collectionDocument(ctx, "appStoreVersions", filtered));
};

export const listVersionLocalizations: Handler = (ctx) => {
  const version = findOrThrow(ctx.state.versions, ctx.id, "appStoreVersions");
  const rows = ctx.state.versionLocalizations.filter((l) => l.versionId === version.id);
  return ok(collectionDocument(ctx, "appStoreVersionLocalizations", applyFilters(rows, ctx, { locale: (l) => l.locale })));
};

export const createVersionLocalization: Handler = (ctx) => {
  const { data } = ctx.body as LocalizationBody;
  const version = findRelatedOrThrow(
    ctx.state.versions,
    data.relationships!.appStoreVersion!.data.id,
    "/data/relationships/appStoreVersion",
    "appStoreVersions",
  );
  if (editableFields(version.appStoreState).size < EDITABLE_FIELDS.length) {
    throw new AscHttpError(
      ascErrors.stateError(
        `Localizations cannot be added to a version in state '${version.appStoreState}'`,
        "/data/relationships/appStoreVersion",
      ),
    );
  }
  const attributes = data.attributes ?? {};
  refuseOverLimits(attributes);
  const locale = String(attributes.locale);
  if (ctx.state.versionLocalizations.some((l) => l.versionId === version.id && l.locale === locale)) {
    throw new AscHttpError(ascErrors.duplicate("/data/attributes/locale", `A localization for locale '${locale}' already exists`));
  }
  const row: SimVersionLocalization = {
    id: ctx.newId(),
    versionId: version.id,
    locale,
    description: attributes.description ?? null,
    keywords: attributes.keywords ?? null,
    promotionalText: attributes.promotionalText ?? null,
    whatsNew: attributes.whatsNew ?? null,
    marketingUrl: attributes.marketingUrl ?? null,
    supportUrl: attributes.supportUrl ?? null,
  };
  ctx.state.versionLocalizations.push(row);
  ctx.changed();
  return ok(singleDocument(ctx, "appStoreVersionLocalizations", row), 201);
};

export const updateVersionLocalization: Handler = (ctx) => {
  const row = findOrThrow(ctx.state.versionLocalizations, ctx.id, "appStoreVersionLocalizations");
  const { data } = ctx.body as LocalizationBody;
  if (data.id !== row.id)
    throw new AscHttpError(ascErrors.unprocessable("The id in the body does not match the id in the path", "/data/id"));
  const version = ctx.state.versions.find((v) => v.id === row.versionId)!;
  const allowed = editableFields(version.appStoreState);
  const attributes = data.attributes ?? {};
  const blocked = Object.keys(attributes).filter((name) => !allowed.has(name as EditableField));
  if (blocked.length > 0) {
    throw new AscHttpError(
      blocked.map((name) => ascErrors.stateError(`Attribute '${name}' cannot be edited at this time`, `/data/attributes/${name}`)),
    );
  }
  refuseOverLimits(attributes);
  for (const field of EDITABLE_FIELDS) if (field in attributes) row[field] = attributes[field] ?? null;
  ctx.changed();
  return ok(singleDocument(ctx, "appStoreVersionLocalizations", row));
};

/** States after which a new version may be made: the version is on the store, or gone from it. */
const SETTLED: ReadonlySet<SimVersion["appStoreState"]> = new Set(["READY_FOR_SALE", "REPLACED_WITH_NEW_VERSION"]);

interface VersionBody {
  data: {
    attributes?: { versionString?: string; platform?: string; copyright?: string | null };
    relationships?: { app?: { data: { id: string } } };
  };
}

/**
 * A new version, as App Store Connect makes one: only while no other version of the app is in
 * flight (being prepared, in review, rejected), numbered above every earlier one (one to three
 * period-separated integers), with the previous version's texts, screenshots and previews copied as
 * its starting point ("What's New" left for the new one), being prepared and without a build.
 */
export const createAppStoreVersion: Handler = (ctx) => {
  const { data } = ctx.body as VersionBody;
  const app = findRelatedOrThrow(ctx.state.apps, data.relationships!.app!.data.id, "/data/relationships/app", "apps");
  const versionString = String(data.attributes?.versionString ?? "");
  if (!VERSION_NUMBER.test(versionString)) {
    throw new AscHttpError(
      ascErrors.attributeInvalid("/data/attributes/versionString", "The version number must be one to three period-separated integers."),
    );
  }
  const versions = ctx.state.versions.filter((v) => v.appId === app.id);
  const inFlight = versions.find((v) => !SETTLED.has(v.appStoreState));
  if (inFlight) {
    throw new AscHttpError(
      ascErrors.stateError(
        `You cannot create a new version of the App in the current state. Version ${inFlight.versionString} is in state '${inFlight.appStoreState}'.`,
      ),
    );
  }
  const highest = highestVersionNumber(versions.map((v) => v.versionString));
  if (highest && compareVersionNumbers(versionString, highest) <= 0) {
    throw new AscHttpError(
      ascErrors.attributeInvalid(
        "/data/attributes/versionString",
        `The version number must be higher than the previous version (${highest}).`,
      ),
    );
  }
  const previous = versions.find((v) => v.versionString === highest);
  const row: SimVersion = {
    id: ctx.newId(),
    appId: app.id,
    platform: "IOS",
    versionString,
    appStoreState: "PREPARE_FOR_SUBMISSION",
    createdDate: new Date(ctx.now).toISOString(),
    copyright: data.attributes?.copyright ?? previous?.copyright ?? "",
    releaseType: previous?.releaseType ?? "AFTER_APPROVAL",
    earliestReleaseDate: null,
    buildId: null,
  };
  ctx.state.versions.push(row);
  for (const localization of ctx.state.versionLocalizations.filter((l) => l.versionId === previous?.id)) {
    const copy = { ...localization, id: ctx.newId(), versionId: row.id, whatsNew: null };
    ctx.state.versionLocalizations.push(copy);
    carryOverMedia(ctx.state, localization.id, copy.id, ctx.newId);
  }
  ctx.changed();
  return ok(singleDocument(ctx, "appStoreVersions", row), 201);
};
