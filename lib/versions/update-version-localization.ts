import "server-only";

import type { z } from "zod";

import { storeClientForApp } from "@/lib/apps/store-client";
import { stateConflictError, storeErrorToApiError } from "@/lib/apps/store-errors";
import { db, type Tx } from "@/lib/db/client";
import type { App, AppVersion, VersionLocalization } from "@/lib/db/generated/client";
import { ApiError, notFound } from "@/lib/http/errors";
import { recordRevisions, type RevisionAuthor } from "@/lib/revisions/record-revisions";
import { isAscLocale } from "@/lib/store/locales";
import type { TeamPermission } from "@/lib/teams/roles";
import type { StoreClient } from "@/lib/store/client";
import { isStoreError, type StoreError } from "@/lib/store/errors";
import type { AscAppStoreVersionLocalization } from "@/lib/store/types";

import { editableFields, VERSION_TEXT_FIELDS, type VersionTextField } from "./editable-fields";
import { getVersionOrThrow } from "./find-version";
import { precheckEdit, withoutAcknowledgement } from "./precheck-edit";
import type { updateVersionLocalizationInput } from "./schemas";

type Input = z.output<typeof updateVersionLocalizationInput>;
type Changes = Omit<Input, "acknowledgeWarnings">;

/**
 * What a write of these fields checks before it goes to the store (the version the caller may
 * see, with `permission`; a locale App Store Connect has; the content precheck), and what the
 * locale holds now. A proposal of the same change is checked by the same steps.
 */
export async function prepareVersionLocalizationEdit(
  userId: string,
  appId: string,
  versionId: string,
  locale: string,
  input: Input,
  permission?: TeamPermission,
) {
  const { app, version } = await getVersionOrThrow(userId, appId, versionId, permission);
  if (!isAscLocale(locale)) throw notFound("locale");
  const [changes, acknowledged] = withoutAcknowledgement(input);
  await precheckEdit(app.id, locale, changes, acknowledged);
  const existing = await db().versionLocalization.findFirst({ where: { versionId: version.id, locale } });
  return { app, version, changes, existing };
}

/**
 * Writes the changed fields of one locale of a version to App Store Connect (creating the
 * localization when the version has none for the locale), then stores what the store answered.
 * The store comes first: a refused change (a field the version's state forbids, a store
 * outage) changes nothing here.
 */
export async function updateVersionLocalization(
  userId: string,
  appId: string,
  versionId: string,
  locale: string,
  input: Input,
  author: RevisionAuthor = { kind: "user", userId },
): Promise<VersionLocalization> {
  const { app, version, changes, existing } = await prepareVersionLocalizationEdit(
    userId,
    appId,
    versionId,
    locale,
    input,
    "metadata.publish",
  );
  const client = await storeClientForApp(app);

  let written: AscAppStoreVersionLocalization;
  try {
    written = existing
      ? await client.updateVersionLocalization(existing.storeId, changes)
      : await createInStore(client, version, locale, changes);
  } catch (error) {
    throw toApiError(error, version);
  }
  const revisions = VERSION_TEXT_FIELDS.filter((field) => field in changes).map((field) => ({
    resource: "version_localization" as const,
    resourceId: version.id,
    locale,
    field,
    before: existing?.[field] ?? null,
    after: changes[field] ?? null,
  }));
  return saveLocally(app, version, locale, written, { ...existing, ...changes }, (tx) => recordRevisions(tx, app.id, author, revisions));
}

/** Adds the locale to the version; when the store has it already (added since the last sync), changes that one. */
async function createInStore(
  client: StoreClient,
  version: AppVersion,
  locale: string,
  changes: Changes,
): Promise<AscAppStoreVersionLocalization> {
  try {
    return await client.createVersionLocalization(version.storeId, { locale, ...changes });
  } catch (error) {
    if (!isStoreError(error) || !error.entries.some((entry) => entry.code.includes("DUPLICATE"))) throw error;
    const current = (await client.listVersionLocalizations(version.storeId)).find(
      (localization) => localization.attributes?.locale === locale,
    );
    if (!current) throw error;
    return client.updateVersionLocalization(current.id, changes);
  }
}

/** Stores the store's answer; fields it did not echo keep what was sent (or stored before). */
async function saveLocally(
  app: App,
  version: AppVersion,
  locale: string,
  written: AscAppStoreVersionLocalization,
  fallback: Partial<Record<VersionTextField, string | null>>,
  record: (tx: Tx) => Promise<void>,
) {
  const attributes: Partial<Record<VersionTextField, string | null>> = written.attributes ?? {};
  const fields = Object.fromEntries(
    VERSION_TEXT_FIELDS.map((field) => [field, field in attributes ? (attributes[field] ?? null) : (fallback[field] ?? null)]),
  ) as Record<VersionTextField, string | null>;
  return db().$transaction(async (tx) => {
    // A sync may have pruned the version (or the app was deleted) while the store answered.
    const stillKept = await tx.appVersion.count({ where: { id: version.id, appId: app.id } });
    if (stillKept === 0) throw notFound("version");
    await record(tx);
    return tx.versionLocalization.upsert({
      where: { versionId_storeId: { versionId: version.id, storeId: written.id } },
      create: { versionId: version.id, storeId: written.id, locale, ...fields },
      update: fields,
    });
  });
}

/** A state refusal names the fields App Store Connect blamed, with what the version's state allows. */
function toApiError(error: unknown, version: AppVersion): unknown {
  if (!isStoreError(error)) return error;
  if (error.kind === "state_conflict") return stateConflict(error, version);
  if (error.kind === "not_found") {
    return new ApiError(
      "store_app_not_found",
      "App Store Connect no longer has this version or localization for the app's key; sync the app and retry.",
    );
  }
  return storeErrorToApiError(error, "this version's metadata");
}

function stateConflict(error: StoreError, version: AppVersion): ApiError {
  return stateConflictError(error, {
    label: "a version",
    state: version.appStoreState,
    allowed: editableFields(version.appStoreState),
    fields: VERSION_TEXT_FIELDS,
  });
}
