import "server-only";

import type { z } from "zod";

import { getAppOrThrow } from "@/lib/apps/find-app";
import { storeClientForApp } from "@/lib/apps/store-client";
import { stateConflictError, storeErrorToApiError } from "@/lib/apps/store-errors";
import { db, type Tx } from "@/lib/db/client";
import type { App, AppInfoLocalization } from "@/lib/db/generated/client";
import { ApiError, notFound } from "@/lib/http/errors";
import { recordRevisions, type RevisionAuthor } from "@/lib/revisions/record-revisions";
import { isAscLocale } from "@/lib/store/locales";
import type { TeamPermission } from "@/lib/teams/roles";
import type { StoreClient } from "@/lib/store/client";
import { isStoreError, type StoreError } from "@/lib/store/errors";
import type { AscAppInfoLocalization } from "@/lib/store/types";

import { APP_INFO_FIELDS, appInfoEditableFields, type AppInfoField } from "./app-info-fields";
import { appInfoInUse } from "./app-info-in-use";
import { precheckEdit, withoutAcknowledgement } from "@/lib/versions/precheck-edit";
import type { updateAppInfoLocalizationInput } from "./schemas";

type Input = z.output<typeof updateAppInfoLocalizationInput>;
type Changes = Omit<Input, "acknowledgeWarnings">;

interface Target {
  storeId: string;
  state: string | null;
}

/**
 * What a write of these fields checks before it goes to the store (the app the caller may see,
 * with `permission`; a locale App Store Connect has; an app info to write to; a name for a new
 * locale; the content precheck), and what the locale holds now. A proposal of the same change is
 * checked by the same steps.
 */
export async function prepareAppInfoLocalizationEdit(
  userId: string,
  appId: string,
  locale: string,
  input: Input,
  permission?: TeamPermission,
) {
  const app = await getAppOrThrow(userId, appId, permission);
  if (!isAscLocale(locale)) throw notFound("locale");
  const [changes, acknowledged] = withoutAcknowledgement(input);
  const rows = appInfoInUse(await db().appInfoLocalization.findMany({ where: { appId: app.id } }));
  const first = rows[0];
  if (!first) throw new ApiError("not_found", "The app has no app information yet: wait for its first sync.");
  const target: Target = { storeId: first.appInfoStoreId, state: first.appInfoState };
  const existing = rows.find((row) => row.locale === locale);
  if (!existing && changes.name === undefined) {
    throw new ApiError("validation_failed", "App Store Connect needs a name to add a locale.", {
      errors: [{ path: "body.name", message: "Required to add a locale" }],
    });
  }
  await precheckEdit(app.id, locale, changes, acknowledged);
  return { app, target, changes, existing };
}

/**
 * Writes the changed fields of one locale of the app info in use (being prepared, else live) to
 * App Store Connect, adding the locale when the app info has none for it, then stores what the
 * store answered. The store comes first: a refusal (a name change on a live app info, an outage)
 * changes nothing here.
 */
export async function updateAppInfoLocalization(
  userId: string,
  appId: string,
  locale: string,
  input: Input,
  author: RevisionAuthor = { kind: "user", userId },
): Promise<AppInfoLocalization> {
  const { app, target, changes, existing } = await prepareAppInfoLocalizationEdit(userId, appId, locale, input, "metadata.publish");
  const client = await storeClientForApp(app);

  let written: AscAppInfoLocalization;
  try {
    written = existing
      ? await client.updateAppInfoLocalization(existing.storeId, changes)
      : await createInStore(client, target, locale, { ...changes, name: changes.name! });
  } catch (error) {
    throw toApiError(error, target);
  }
  const revisions = APP_INFO_FIELDS.filter((field) => field in changes).map((field) => ({
    resource: "app_info_localization" as const,
    resourceId: target.storeId,
    locale,
    field,
    before: existing?.[field] ?? null,
    after: changes[field] ?? null,
  }));
  return saveLocally(app, target, locale, written, { ...existing, ...changes }, (tx) => recordRevisions(tx, app.id, author, revisions));
}

/** Adds the locale; when the store has it already (added since the last sync), changes that one. */
async function createInStore(
  client: StoreClient,
  target: Target,
  locale: string,
  changes: Changes & { name: string },
): Promise<AscAppInfoLocalization> {
  try {
    return await client.createAppInfoLocalization(target.storeId, { locale, ...changes });
  } catch (error) {
    if (!isStoreError(error) || !error.entries.some((entry) => entry.code.includes("DUPLICATE"))) throw error;
    const current = (await client.listAppInfoLocalizations(target.storeId)).find(
      (localization) => localization.attributes?.locale === locale,
    );
    if (!current) throw error;
    return client.updateAppInfoLocalization(current.id, changes);
  }
}

/** Stores the store's answer; fields it did not echo keep what was sent (or stored before). */
async function saveLocally(
  app: App,
  target: Target,
  locale: string,
  written: AscAppInfoLocalization,
  fallback: Partial<Record<AppInfoField, string | null>>,
  record: (tx: Tx) => Promise<void>,
) {
  const attributes: Partial<Record<AppInfoField, string | null>> = written.attributes ?? {};
  const fields = Object.fromEntries(
    APP_INFO_FIELDS.map((field) => [field, field in attributes ? (attributes[field] ?? null) : (fallback[field] ?? null)]),
  ) as Record<AppInfoField, string | null>;
  return db().$transaction(async (tx) => {
    // The app may have been deleted while the store answered.
    if ((await tx.app.count({ where: { id: app.id } })) === 0) throw notFound("app");
    await record(tx);
    return tx.appInfoLocalization.upsert({
      where: { appId_storeId: { appId: app.id, storeId: written.id } },
      create: { appId: app.id, storeId: written.id, appInfoStoreId: target.storeId, appInfoState: target.state, locale, ...fields },
      update: fields,
    });
  });
}

/** A state refusal names the fields App Store Connect blamed, with what the app info's state allows. */
function toApiError(error: unknown, target: Target): unknown {
  if (!isStoreError(error)) return error;
  if (error.kind === "state_conflict") return stateConflict(error, target);
  if (error.kind === "not_found") {
    return new ApiError(
      "store_app_not_found",
      "App Store Connect no longer has this app information for the app's key; sync the app and retry.",
    );
  }
  return storeErrorToApiError(error, "the app information");
}

function stateConflict(error: StoreError, target: Target): ApiError {
  const state = target.state ?? "unknown";
  return stateConflictError(error, {
    label: "app information",
    state,
    allowed: appInfoEditableFields(target.state),
    fields: APP_INFO_FIELDS,
  });
}
