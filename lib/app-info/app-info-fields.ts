import { APP_INFO_FIELDS, limitsOf, type AppInfoField } from "@/lib/text/store-fields";
import { isEditableState } from "@/lib/versions/editable-fields";

/** The texts of an app info localization the service edits (named in lib/text/store-fields.ts). */
export { APP_INFO_FIELDS, MIN_NAME_LENGTH, type AppInfoField } from "@/lib/text/store-fields";

/**
 * App Store Connect's limits, in characters (code points), from its help pages: the name 2 to 30,
 * the subtitle up to 30. Apple states no length for the privacy policy URL; 2,000 is ours, as for
 * the version's marketing and support URLs.
 */
export const APP_INFO_LIMITS = limitsOf(APP_INFO_FIELDS);

/** An app info App Store Connect replaced with a newer one takes no edits at all. */
const FROZEN_APP_INFO_STATES = new Set(["REPLACED_WITH_NEW_INFO"]);

/**
 * The fields App Store Connect accepts changes to in an app info's state. The name and the subtitle
 * change only with a new version: while the app info is being prepared (or was rejected). The
 * privacy policy URL is editable at any time ("Required, localizable, and editable properties").
 */
export function appInfoEditableFields(state: string | null): AppInfoField[] {
  if (state !== null && isEditableState(state)) return [...APP_INFO_FIELDS];
  if (state !== null && FROZEN_APP_INFO_STATES.has(state)) return [];
  return ["privacyPolicyUrl"];
}
