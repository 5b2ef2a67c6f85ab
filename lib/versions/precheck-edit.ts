import "server-only";

import { precheckContent, type ContentDeps, type TextToCheck } from "@/lib/apps/content-precheck";
import type { TextKind } from "@/lib/text/content-rules";

/**
 * The precheck a person's edit goes through, the same the agent's changes get (the content
 * precheck, lib/apps/content-precheck.ts): App Store Connect's limits are the input schemas' (400);
 * what App Review would reject, what should not go out under the publisher's name (contact
 * details, prices, links elsewhere, promised dates) and links that do not answer over https from a
 * public address are findings, refused with `422 precheck_failed` listing each one (its rule and
 * severity); warnings are saved when the request acknowledges them, hard findings (the owner's
 * forbidden words) never.
 */

const URL_FIELDS = new Set(["marketingUrl", "supportUrl", "privacyPolicyUrl"]);

const kindOf = (field: string): TextKind => (URL_FIELDS.has(field) ? "url" : field === "keywords" ? "keywords" : "store_text");

/** The texts of an edit, as the content precheck takes them. */
const editTexts = (changes: Record<string, string | null | undefined>, locale: string): TextToCheck[] =>
  Object.entries(changes).map(([field, text]) => ({ path: `body.${field}`, text, kind: kindOf(field), field, locale }));

/** Refuses the edit with its findings: hard ones always, warnings unless `acknowledged`. */
export async function precheckEdit(
  appId: string,
  locale: string,
  changes: Record<string, string | null | undefined>,
  acknowledged: boolean,
  deps?: ContentDeps,
): Promise<void> {
  await precheckContent(appId, editTexts(changes, locale), acknowledged, deps);
}

/** The input without its `acknowledgeWarnings` flag: what goes to the store. */
export function withoutAcknowledgement<T extends { acknowledgeWarnings?: boolean }>(input: T): [Omit<T, "acknowledgeWarnings">, boolean] {
  const { acknowledgeWarnings, ...changes } = input;
  return [changes, acknowledgeWarnings === true];
}
