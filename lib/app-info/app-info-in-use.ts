import type { AppInfoLocalization } from "@/lib/db/generated/client";
import { isEditableState } from "@/lib/versions/editable-fields";

const LIVE_APP_INFO_STATES = new Set(["READY_FOR_DISTRIBUTION", "READY_FOR_SALE"]);

/**
 * The synced localizations of the app info the service shows and edits: the one being prepared
 * (or rejected), else the live one. App Store Connect keeps both while a new version is prepared;
 * the name and the subtitle can change only on the first.
 */
export function appInfoInUse(rows: AppInfoLocalization[]): AppInfoLocalization[] {
  const infoIds = [...new Set(rows.map((row) => row.appInfoStoreId))].sort();
  const stateOf = (infoId: string) => rows.find((row) => row.appInfoStoreId === infoId)?.appInfoState ?? "";
  const chosen =
    infoIds.find((infoId) => isEditableState(stateOf(infoId))) ??
    infoIds.find((infoId) => LIVE_APP_INFO_STATES.has(stateOf(infoId))) ??
    infoIds[0];
  return rows.filter((row) => row.appInfoStoreId === chosen);
}
