import "server-only";

import { storeAppName } from "@/lib/apps/fetch-store-app";
import { db } from "@/lib/db/client";
import { readAppInfos } from "@/lib/store/read-app-for-sync";

import type { SyncContext } from "../context";
import { reconcile } from "../reconcile";
import { changed, type Counts } from "./counts";

/** App details (name may change in the store) and app info localizations (name, subtitle). */
export async function syncAppInfo({ app, client }: SyncContext): Promise<Counts> {
  const [{ data }, { appInfos, appInfoLocalizations }] = await Promise.all([
    client.getApp(app.storeId, { "fields[apps]": ["name", "bundleId", "sku", "primaryLocale"] }),
    readAppInfos(client, app.storeId),
  ]);
  const infoOf = new Map(appInfos.flatMap((info) => (info.relationships?.appInfoLocalizations?.data ?? []).map((ref) => [ref.id, info])));
  const desired = appInfoLocalizations.map((localization) => {
    const info = infoOf.get(localization.id);
    return {
      storeId: localization.id,
      appInfoStoreId: info?.id ?? "",
      appInfoState: info?.attributes?.state ?? null,
      locale: localization.attributes?.locale ?? "",
      name: localization.attributes?.name ?? null,
      subtitle: localization.attributes?.subtitle ?? null,
      privacyPolicyUrl: localization.attributes?.privacyPolicyUrl ?? null,
    };
  });
  let changes = 0;
  await db().$transaction(async (tx) => {
    const attributes = data.attributes ?? {};
    const details = {
      name: storeAppName(attributes.name, app.name),
      bundleId: attributes.bundleId ?? null,
      sku: attributes.sku ?? null,
      primaryLocale: attributes.primaryLocale ?? null,
    };
    if (Object.entries(details).some(([key, value]) => app[key as keyof typeof details] !== value)) {
      await tx.app.update({ where: { id: app.id }, data: details });
      changes++;
    }
    const counts = await reconcile({
      stored: await tx.appInfoLocalization.findMany({ where: { appId: app.id } }),
      desired,
      create: (rows) => tx.appInfoLocalization.createMany({ data: rows.map((row) => ({ ...row, appId: app.id })) }),
      update: (id, changes) => tx.appInfoLocalization.update({ where: { id }, data: changes }),
      remove: (ids) => tx.appInfoLocalization.deleteMany({ where: { id: { in: ids } } }),
    });
    changes += changed(counts);
  });
  return { appInfoLocalizations: desired.length, appInfoChanges: changes };
}
