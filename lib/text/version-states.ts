import { cutCodeUnits } from "./truncate";

/**
 * App Store Connect's states of a version (and of an app info) in words, for people: the
 * dashboard's badges, the timeline, notifications and the API's own messages. A state the table
 * does not know yet (Apple adds some) is said in its own words, humanized, rather than as a code.
 */
const VERSION_STATE_WORDS: Record<string, string> = {
  PREPARE_FOR_SUBMISSION: "Being prepared",
  READY_FOR_REVIEW: "Ready for review",
  WAITING_FOR_REVIEW: "Waiting for review",
  IN_REVIEW: "In review",
  WAITING_FOR_EXPORT_COMPLIANCE: "Waiting for export compliance",
  PROCESSING_FOR_APP_STORE: "Processing for the App Store",
  PROCESSING_FOR_DISTRIBUTION: "Processing for distribution",
  PENDING_CONTRACT: "Waiting for a contract",
  PENDING_DEVELOPER_RELEASE: "Approved, waiting for your release",
  PENDING_APPLE_RELEASE: "Approved, waiting for Apple's release",
  ACCEPTED: "Accepted",
  PREORDER_READY_FOR_SALE: "Available for pre-order",
  READY_FOR_SALE: "On the App Store",
  READY_FOR_DISTRIBUTION: "On the App Store",
  REJECTED: "Rejected",
  METADATA_REJECTED: "Metadata rejected",
  DEVELOPER_REJECTED: "Withdrawn from review",
  INVALID_BINARY: "Invalid build",
  REMOVED_FROM_SALE: "Removed from sale",
  DEVELOPER_REMOVED_FROM_SALE: "Removed from sale by you",
  REPLACED_WITH_NEW_VERSION: "Replaced by a newer version",
  REPLACED_WITH_NEW_INFO: "Replaced by newer app information",
  NOT_APPLICABLE: "Not applicable",
};

/** A state is a code of a few words: the store client keeps at most 200 characters of one. */
const MAX_STATE = 200;

export function versionStateInWords(state: string): string {
  const known = VERSION_STATE_WORDS[state];
  if (known) return known;
  const words = cutCodeUnits(state, MAX_STATE).replace(/[_-]+/g, " ").trim().toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : cutCodeUnits(state, MAX_STATE);
}

const PHASED_RELEASE_STATE_WORDS: Record<string, string> = {
  INACTIVE: "waiting for the version's release",
  ACTIVE: "rolling out",
  PAUSED: "paused",
  COMPLETE: "complete",
};

/** A phased release's state as the end of a sentence: "The phased release is rolling out". */
export function phasedReleaseStateInWords(state: string): string {
  return PHASED_RELEASE_STATE_WORDS[state] ?? cutCodeUnits(state, MAX_STATE).replace(/[_-]+/g, " ").trim().toLowerCase();
}
