import "server-only";

import type { z } from "zod";

import { appInfoInUse } from "@/lib/app-info/app-info-in-use";
import { getAppOrThrow } from "@/lib/apps/find-app";
import { db } from "@/lib/db/client";
import type { AppVersion } from "@/lib/db/generated/client";
import { isEditableState } from "@/lib/versions/editable-fields";

import { localeName } from "@/lib/store/locales";
import { localeCompleteness } from "./locale-completeness";
import type { appLocales } from "./schemas";

/** No kept version is older: App Store Connect asks no "What's New" of an app's first version. */
function isFirstVersion(version: AppVersion, versions: AppVersion[]): boolean {
  const created = version.storeCreatedAt?.getTime();
  return !versions.some(
    (other) =>
      other.id !== version.id && (created === undefined || (other.storeCreatedAt !== null && other.storeCreatedAt.getTime() < created)),
  );
}

/**
 * Each locale of the app with how complete its metadata is: the locales of the version being
 * edited (else the newest kept one) and of the app info in use, primary locale first.
 */
export async function listAppLocales(userId: string, appId: string): Promise<z.input<typeof appLocales>> {
  const app = await getAppOrThrow(userId, appId);
  const [versions, infoRows] = await Promise.all([
    db().appVersion.findMany({ where: { appId: app.id }, orderBy: [{ storeCreatedAt: { sort: "desc", nulls: "last" } }, { id: "desc" }] }),
    db().appInfoLocalization.findMany({ where: { appId: app.id } }),
  ]);
  const version = versions.find((candidate) => isEditableState(candidate.appStoreState)) ?? versions[0] ?? null;
  const versionTexts = version ? await db().versionLocalization.findMany({ where: { versionId: version.id } }) : [];
  const infoTexts = appInfoInUse(infoRows);
  const firstVersion = version ? isFirstVersion(version, versions) : false;

  const codes = [...new Set([...versionTexts.map((row) => row.locale), ...infoTexts.map((row) => row.locale)])].sort((a, b) =>
    a === app.primaryLocale ? -1 : b === app.primaryLocale ? 1 : a < b ? -1 : a > b ? 1 : 0,
  );
  const items = codes.map((code) => {
    const info = infoTexts.find((row) => row.locale === code);
    const texts = versionTexts.find((row) => row.locale === code);
    return {
      locale: code,
      localeName: localeName(code),
      primary: code === app.primaryLocale,
      ...localeCompleteness(
        { ...texts, name: info?.name, subtitle: info?.subtitle, privacyPolicyUrl: info?.privacyPolicyUrl },
        { whatsNewRequired: version !== null && !firstVersion },
      ),
    };
  });
  return {
    version: version
      ? {
          id: version.id,
          versionString: version.versionString,
          appStoreState: version.appStoreState,
          editable: isEditableState(version.appStoreState),
          firstVersion,
        }
      : null,
    appInfoState: infoTexts[0]?.appInfoState ?? null,
    items,
  };
}
