import "server-only";

import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { readVersions } from "@/lib/store/read-app-for-sync";
import type { AscReviewDetail } from "@/lib/store/types";
import { phasedReleaseColumns, reviewDetailRow, versionLocalizationRow, versionRow } from "@/lib/store/version-rows";
import { sealDemoPassword } from "@/lib/versions/demo-password";
import { recordStateChanges } from "@/lib/versions/state-changes";

import type { SyncContext } from "../context";
import { reconcile } from "../reconcile";
import { versionsToRetain } from "../retention";
import { changed, type Counts } from "./counts";

/**
 * Versions with their localizations, phased releases and review details, keeping `versionsToKeep`
 * (plus the live and editable ones). A state that changed since the last sync goes on the
 * version's timeline as learned by a sync.
 */
export async function syncVersions({ app, client }: SyncContext): Promise<Counts> {
  const { versions, versionLocalizations, phasedReleases, reviewDetails } = await readVersions(client, app.storeId);
  const related = <T extends { id: string }>(rows: T[], id: string | undefined) => rows.find((row) => row.id === id) ?? null;
  const all = versions.map((version) => ({
    ...versionRow(version),
    ...phasedReleaseColumns(related(phasedReleases, version.relationships?.appStoreVersionPhasedRelease?.data?.id)),
  }));
  const detailOf = new Map(
    versions.map((version) => [version.id, related(reviewDetails, version.relationships?.appStoreReviewDetail?.data?.id)]),
  );
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
    const before = await tx.appVersion.findMany({ where: { appId: app.id } });
    const stateBefore = new Map(before.map((version) => [version.storeId, version.appStoreState]));
    const phasedBefore = new Map(before.map((version) => [version.storeId, version.phasedReleaseState]));
    const versionCounts = await reconcile({
      stored: before,
      desired: kept,
      create: (rows) => tx.appVersion.createMany({ data: rows.map((row) => ({ ...row, appId: app.id })) }),
      update: (id, changes) => tx.appVersion.update({ where: { id }, data: changes }),
      // Pruned beyond the retention, or gone from the store; their localizations cascade.
      remove: (ids) => tx.appVersion.deleteMany({ where: { id: { in: ids } } }),
    });
    changes += changed(versionCounts);
    const stored = await tx.appVersion.findMany({
      where: { appId: app.id },
      select: { id: true, storeId: true, appStoreState: true, phasedReleaseState: true },
    });
    await recordStateChanges(
      tx,
      stored.flatMap((version) => [
        { versionId: version.id, from: stateBefore.get(version.storeId) ?? null, to: version.appStoreState },
        ...(version.phasedReleaseState
          ? [
              {
                versionId: version.id,
                subject: "phased_release" as const,
                from: phasedBefore.get(version.storeId) ?? null,
                to: version.phasedReleaseState,
              },
            ]
          : []),
      ]),
      "sync",
    );
    await syncReviewDetails(tx, stored, detailOf);
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

/**
 * What App Review is told, as the store has it, written only where it changed. The demo password
 * is sealed when the store has one and the service none yet; an edit made here seals the one
 * typed, so a sync does not reseal (and rewrite) it every time.
 */
async function syncReviewDetails(
  tx: Prisma.TransactionClient,
  versions: { id: string; storeId: string }[],
  detailOf: Map<string, AscReviewDetail | null>,
): Promise<void> {
  const existing = new Map(
    (await tx.versionReviewDetail.findMany({ where: { versionId: { in: versions.map((version) => version.id) } } })).map((row) => [
      row.versionId,
      row,
    ]),
  );
  for (const version of versions) {
    const detail = detailOf.get(version.storeId) ?? null;
    const current = existing.get(version.id);
    if (!detail) {
      if (current) await tx.versionReviewDetail.delete({ where: { versionId: version.id } });
      continue;
    }
    const password = detail.attributes?.demoAccountPassword ?? null;
    const row = {
      ...reviewDetailRow(detail),
      demoAccountPasswordSealed: password ? (current?.demoAccountPasswordSealed ?? sealDemoPassword(version.id, password)) : null,
    };
    if (current && Object.entries(row).every(([key, value]) => current[key as keyof typeof row] === value)) continue;
    await tx.versionReviewDetail.upsert({ where: { versionId: version.id }, create: { ...row, versionId: version.id }, update: row });
  }
}
