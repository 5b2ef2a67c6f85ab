/**
 * App Store Connect's vocabulary in words: version and app info states, platforms, experiment
 * states, storefront (territory) and language names. A state the table does not know yet (Apple
 * adds some) is shown humanized rather than as a code.
 */
import { alpha3ToAlpha2 } from "i18n-iso-countries";

import { versionStateInWords } from "@/lib/text/version-states";

import { humanize } from "./format";
import type { Tone } from "./tone";

type Label = [string, Tone];

/** The badge's tone of each version state (neutral when not listed). */
const VERSION_STATE_TONES: Record<string, Tone> = {
  PREPARE_FOR_SUBMISSION: "info",
  READY_FOR_REVIEW: "info",
  WAITING_FOR_REVIEW: "warning",
  IN_REVIEW: "warning",
  WAITING_FOR_EXPORT_COMPLIANCE: "warning",
  PROCESSING_FOR_APP_STORE: "info",
  PROCESSING_FOR_DISTRIBUTION: "info",
  PENDING_CONTRACT: "warning",
  PENDING_DEVELOPER_RELEASE: "success",
  PENDING_APPLE_RELEASE: "success",
  ACCEPTED: "success",
  PREORDER_READY_FOR_SALE: "success",
  READY_FOR_SALE: "success",
  READY_FOR_DISTRIBUTION: "success",
  REJECTED: "danger",
  METADATA_REJECTED: "danger",
  INVALID_BINARY: "danger",
};

/** A version's (or an app info's) state in words, with the tone of its badge. */
export const versionState = (state: string | null | undefined): Label =>
  state ? [versionStateInWords(state), VERSION_STATE_TONES[state] ?? "neutral"] : ["Unknown", "neutral"];

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
