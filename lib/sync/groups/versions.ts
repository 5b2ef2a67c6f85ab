import "server-only";

import { db } from "@/lib/db/client";
import { readVersions } from "@/lib/store/read-app-for-sync";
import { versionLocalizationRow, versionRow } from "@/lib/store/version-rows";

import type { SyncContext } from "../context";
import { reconcile } from "../reconcile";
import { versionsToRetain } from "../retention";
import { changed, type Counts } from "./counts";

/** Versions and their localizations, keeping `versionsToKeep` (plus the live and editable ones). */
export async function syncVersions({ app, client }: SyncContext): Promise<Counts> {
  const { versions, versionLocalizations } = await readVersions(client, app.storeId);
  const all = versions.map(versionRow);
  const kept = versionsToRetain(all, app.versionsToKeep);
  const localizationsOf = new Map<string, typeof versionLocalizations>();
  for (const version of versions) {
    const ids = new Set((version.relationships?.appStoreVersionLocalizations?.data ?? []).map((ref) => ref.id));
    localizationsOf.set(
      version.id,
      versionLocalizations.filter((localization) => ids.has(localization.id)),
    );
  }
  let localizationCount = 0;
  let changes = 0;
  await db().$transaction(async (tx) => {
    const versionCounts = await reconcile({
      stored: await tx.appVersion.findMany({ where: { appId: app.id } }),
      desired: kept,
      create: (rows) => tx.appVersion.createMany({ data: rows.map((row) => ({ ...row, appId: app.id })) }),
      update: (id, changes) => tx.appVersion.update({ where: { id }, data: changes }),
      // Pruned beyond the retention, or gone from the store; their localizations cascade.
      remove: (ids) => tx.appVersion.deleteMany({ where: { id: { in: ids } } }),
    });
    changes += changed(versionCounts);
    const stored = await tx.appVersion.findMany({ where: { appId: app.id }, select: { id: true, storeId: true } });
    for (const version of stored) {
      const desired = (localizationsOf.get(version.storeId) ?? []).map(versionLocalizationRow);
      localizationCount += desired.length;
      const localizationCounts = await reconcile({
        stored: await tx.versionLocalization.findMany({ where: { versionId: version.id } }),
        desired,
        create: (rows) => tx.versionLocalization.createMany({ data: rows.map((row) => ({ ...row, versionId: version.id })) }),
        update: (id, changes) => tx.versionLocalization.update({ where: { id }, data: changes }),
        remove: (ids) => tx.versionLocalization.deleteMany({ where: { id: { in: ids } } }),
      });
      changes += changed(localizationCounts);
    }
  });
  return { versions: kept.length, versionLocalizations: localizationCount, versionChanges: changes };
}
