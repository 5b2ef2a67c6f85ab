/**
 * App Store Connect's vocabulary in words: version and app info states, platforms, experiment
 * states, storefront (territory) and language names. A state the table does not know yet (Apple
 * adds some) is shown humanized rather than as a code.
 */
import { alpha3ToAlpha2 } from "i18n-iso-countries";

import { humanize } from "./format";
import type { Tone } from "./tone";

type Label = [string, Tone];

const VERSION_STATES: Record<string, Label> = {
  PREPARE_FOR_SUBMISSION: ["Being prepared", "info"],
  READY_FOR_REVIEW: ["Ready for review", "info"],
  WAITING_FOR_REVIEW: ["Waiting for review", "warning"],
  IN_REVIEW: ["In review", "warning"],
  WAITING_FOR_EXPORT_COMPLIANCE: ["Waiting for export compliance", "warning"],
  PROCESSING_FOR_APP_STORE: ["Processing for the App Store", "info"],
  PROCESSING_FOR_DISTRIBUTION: ["Processing for distribution", "info"],
  PENDING_CONTRACT: ["Waiting for a contract", "warning"],
  PENDING_DEVELOPER_RELEASE: ["Approved, waiting for your release", "success"],
  PENDING_APPLE_RELEASE: ["Approved, waiting for Apple's release", "success"],
  ACCEPTED: ["Accepted", "success"],
  PREORDER_READY_FOR_SALE: ["Available for pre-order", "success"],
  READY_FOR_SALE: ["On the App Store", "success"],
  READY_FOR_DISTRIBUTION: ["On the App Store", "success"],
  REJECTED: ["Rejected", "danger"],
  METADATA_REJECTED: ["Metadata rejected", "danger"],
  DEVELOPER_REJECTED: ["Withdrawn from review", "neutral"],
  INVALID_BINARY: ["Invalid build", "danger"],
  REMOVED_FROM_SALE: ["Removed from sale", "neutral"],
  DEVELOPER_REMOVED_FROM_SALE: ["Removed from sale by you", "neutral"],
  REPLACED_WITH_NEW_VERSION: ["Replaced by a newer version", "neutral"],
  REPLACED_WITH_NEW_INFO: ["Replaced by newer app information", "neutral"],
  NOT_APPLICABLE: ["Not applicable", "neutral"],
};

/** A version's (or an app info's) state in words, with the tone of its badge. */
export const versionState = (state: string | null | undefined): Label =>
  state ? (VERSION_STATES[state] ?? [humanize(state), "neutral"]) : ["Unknown", "neutral"];

const PLATFORMS: Record<string, string> = { IOS: "iOS", MAC_OS: "macOS", TV_OS: "tvOS", VISION_OS: "visionOS" };
export const platformName = (platform: string) => PLATFORMS[platform] ?? humanize(platform);

const EXPERIMENT_STATES: Record<string, Label> = {
  PREPARE_FOR_SUBMISSION: ["Being prepared", "info"],
  READY_FOR_REVIEW: ["Ready for review", "info"],
  WAITING_FOR_REVIEW: ["Waiting for review", "warning"],
  IN_REVIEW: ["In review", "warning"],
  ACCEPTED: ["Accepted", "success"],
  APPROVED: ["Approved", "success"],
  REJECTED: ["Rejected", "danger"],
  RUNNING: ["Running", "info"],
  COMPLETED: ["Completed", "success"],
  STOPPED: ["Stopped", "neutral"],
};
export const experimentState = (state: string): Label => EXPERIMENT_STATES[state] ?? [humanize(state), "neutral"];

const regionNames = new Intl.DisplayNames("en", { type: "region" });
const languageNames = new Intl.DisplayNames("en", { type: "language" });

/** Storefronts App Store Connect names by codes ISO dropped or never had. */
const TERRITORY_OVERRIDES: Record<string, string> = { XKS: "Kosovo", ANT: "Netherlands Antilles" };

/** A storefront by name: `USA` → "United States" (App Store Connect uses ISO 3166-1 alpha-3). */
export function territoryName(code: string): string {
  const override = TERRITORY_OVERRIDES[code];
  if (override) return override;
  const alpha2 = code.length === 3 ? alpha3ToAlpha2(code) : code;
  try {
    return (alpha2 && regionNames.of(alpha2)) || code;
  } catch {
    return code;
  }
}

/** A locale by name: `de-DE` → "German (Germany)", `zh-Hans` → "Simplified Chinese". */
export function localeName(code: string): string {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}
