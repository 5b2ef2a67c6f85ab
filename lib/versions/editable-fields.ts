import { VERSION_TEXT_FIELDS, type VersionTextField } from "@/lib/text/store-fields";

/** The text of a version localization (named in lib/text/store-fields.ts). */
export { VERSION_TEXT_FIELDS, type VersionTextField } from "@/lib/text/store-fields";

/** States in which App Store Connect lets every field of a version (or an app info) change. */
export const EDITABLE_STATES: ReadonlySet<string> = new Set([
  "PREPARE_FOR_SUBMISSION",
  "DEVELOPER_REJECTED",
  "REJECTED",
  "METADATA_REJECTED",
]);

/** Superseded versions take no edits at all. */
const FROZEN_STATES = new Set(["REPLACED_WITH_NEW_VERSION"]);

/** Whether the version (or app info) is being prepared or was rejected: all of its metadata can change. */
export const isEditableState = (state: string): boolean => EDITABLE_STATES.has(state);

/** States after which App Store Connect makes the app's next version: on the store, replaced, or removed from sale. */
const SHIPPED_STATES = new Set([
  "READY_FOR_SALE",
  "READY_FOR_DISTRIBUTION",
  "REPLACED_WITH_NEW_VERSION",
  "REMOVED_FROM_SALE",
  "DEVELOPER_REMOVED_FROM_SALE",
]);

/** Whether the version has shipped (or is gone): a next version may be made while every version has. */
export const isShippedState = (state: string): boolean => SHIPPED_STATES.has(state);

/**
 * The localization fields App Store Connect accepts changes to in a version's state: all of them
 * while it is prepared or rejected, none once replaced, and otherwise (in review, live, …) only
 * the promotional text, which Apple lets publishers change at any time.
 */
export function editableFields(state: string): VersionTextField[] {
  if (isEditableState(state)) return [...VERSION_TEXT_FIELDS];
  if (FROZEN_STATES.has(state)) return [];
  return ["promotionalText"];
}
