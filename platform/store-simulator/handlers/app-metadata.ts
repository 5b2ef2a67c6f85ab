// The app itself, its app infos and their localizations (name, subtitle).

import { AscHttpError, ascErrors, type AscErrorSpec } from "../asc-errors";
import { applyFilters, findOrThrow, findRelatedOrThrow, ok, type Handler } from "../handler-context";
import { collectionDocument, singleDocument } from "../json-api";

interface InfoLocalizationBody {
  data: { id?: string; attributes?: Record<string, string | null>; relationships?: { appInfo?: { data: { id: string } } } };
}

// Only an app info that is being prepared for the next release (or was rejected) accepts
// name/subtitle edits and new locales; the privacy URLs can change at any time.
const EDITABLE_INFO_STATES = new Set(["PREPARE_FOR_SUBMISSION", "DEVELOPER_REJECTED", "REJECTED"]);
const ALWAYS_EDITABLE = new Set(["privacyPolicyUrl", "privacyChoicesUrl", "privacyPolicyText"]);

// App Store Connect's limits for the name (2 to 30 characters) and the subtitle (30), counted
// in characters (code points), as its help pages state them.
const NAME_LENGTH = { min: 2, max: 30 };
const SUBTITLE_MAX = 30;

function lengthErrors(attributes: Record<string, string | null>): AscErrorSpec[] {
  const errors: AscErrorSpec[] = [];
  const count = (value: string) => [...value].length;
  if (typeof attributes.name === "string" && (count(attributes.name) < NAME_LENGTH.min || count(attributes.name) > NAME_LENGTH.max)) {
    errors.push(
      ascErrors.attributeInvalid(
        "/data/attributes/name",
        `The app name must be between ${NAME_LENGTH.min} and ${NAME_LENGTH.max} characters.`,
      ),
    );
  }
  if (typeof attributes.subtitle === "string" && count(attributes.subtitle) > SUBTITLE_MAX) {
    errors.push(ascErrors.attributeInvalid("/data/attributes/subtitle", `The subtitle must be no longer than ${SUBTITLE_MAX} characters.`));
  }
  return errors;
}

export const getApp: Handler = (ctx) => ok(singleDocument(ctx, "apps", findOrThrow(ctx.state.apps, ctx.id, "apps")));

export const listAppInfos: Handler = (ctx) => {
  const app = findOrThrow(ctx.state.apps, ctx.id, "apps");
  return ok(
    collectionDocument(
      ctx,
      "appInfos",
      ctx.state.appInfos.filter((info) => info.appId === app.id),
    ),
  );
};

export const listAppInfoLocalizations: Handler = (ctx) => {
  const info = findOrThrow(ctx.state.appInfos, ctx.id, "appInfos");
  const rows = ctx.state.appInfoLocalizations.filter((l) => l.appInfoId === info.id);
  return ok(collectionDocument(ctx, "appInfoLocalizations", applyFilters(rows, ctx, { locale: (l) => l.locale })));
};

export const createAppInfoLocalization: Handler = (ctx) => {
  const { data } = ctx.body as InfoLocalizationBody;
  const infoId = data.relationships!.appInfo!.data.id;
  const info = findRelatedOrThrow(ctx.state.appInfos, infoId, "/data/relationships/appInfo", "appInfos");
  if (!EDITABLE_INFO_STATES.has(info.state)) {
    throw new AscHttpError(
      ascErrors.stateError("Localizations cannot be added to an app info in its current state", "/data/relationships/appInfo"),
    );
  }
  const attributes = data.attributes ?? {};
  const invalid = lengthErrors(attributes);
  if (invalid.length > 0) throw new AscHttpError(invalid);
  const locale = String(attributes.locale);
  if (ctx.state.appInfoLocalizations.some((l) => l.appInfoId === info.id && l.locale === locale)) {
    throw new AscHttpError(ascErrors.duplicate("/data/attributes/locale", `A localization for locale '${locale}' already exists`));
  }
  const row = {
    id: ctx.newId(),
    appInfoId: info.id,
    locale,
    name: String(attributes.name),
    subtitle: attributes.subtitle ?? null,
    privacyPolicyUrl: attributes.privacyPolicyUrl ?? null,
  };
  ctx.state.appInfoLocalizations.push(row);
  ctx.changed();
  return ok(singleDocument(ctx, "appInfoLocalizations", row), 201);
};

export const updateAppInfoLocalization: Handler = (ctx) => {
  const row = findOrThrow(ctx.state.appInfoLocalizations, ctx.id, "appInfoLocalizations");
  const { data } = ctx.body as InfoLocalizationBody;
  if (data.id !== row.id)
    throw new AscHttpError(ascErrors.unprocessable("The id in the body does not match the id in the path", "/data/id"));
  const info = ctx.state.appInfos.find((i) => i.id === row.appInfoId)!;
  const attributes = data.attributes ?? {};
  const blocked = Object.keys(attributes).filter((name) => !EDITABLE_INFO_STATES.has(info.state) && !ALWAYS_EDITABLE.has(name));
  if (blocked.length > 0) {
    throw new AscHttpError(
      blocked.map((name) => ascErrors.stateError(`Attribute '${name}' cannot be edited at this time`, `/data/attributes/${name}`)),
    );
  }
  const invalid = lengthErrors(attributes);
  if (invalid.length > 0) throw new AscHttpError(invalid);
  if ("name" in attributes && attributes.name !== null) row.name = String(attributes.name);
  if ("subtitle" in attributes) row.subtitle = attributes.subtitle ?? null;
  if ("privacyPolicyUrl" in attributes) row.privacyPolicyUrl = attributes.privacyPolicyUrl ?? null;
  ctx.changed();
  return ok(singleDocument(ctx, "appInfoLocalizations", row));
};
