import "server-only";

import { ApiError } from "@/lib/http/errors";
import { isUrlReachable } from "@/lib/net/url-reachable";
import { policyFindings } from "@/lib/text/store-policy";

/**
 * The precheck a person's edit goes through, the same the agent's changes get
 * (lib/agent/precheck.ts): App Store Connect's limits are the input schemas' (400); what App
 * Review would reject (other platforms' names, placeholder text) and URLs that do not answer over
 * https from a public address are findings, refused with `422 precheck_failed` listing each one,
 * unless the request acknowledges them.
 */

const URL_FIELDS = new Set(["marketingUrl", "supportUrl", "privacyPolicyUrl"]);

export interface EditFinding {
  field: string;
  rule: "other_platforms" | "placeholder" | "unreachable_url";
  message: string;
}

export async function editFindings(
  changes: Record<string, string | null | undefined>,
  deps: { isUrlReachable(url: string): Promise<boolean> } = { isUrlReachable },
): Promise<EditFinding[]> {
  const findings: EditFinding[] = [];
  for (const [field, value] of Object.entries(changes)) {
    if (typeof value !== "string" || value.trim() === "") continue;
    for (const finding of policyFindings(value)) findings.push({ field, ...finding });
    if (URL_FIELDS.has(field) && !(await deps.isUrlReachable(value)))
      findings.push({ field, rule: "unreachable_url", message: `${value} does not answer over https from a public address` });
  }
  return findings;
}

/** Refuses the edit with its findings unless `acknowledged`. */
export async function precheckEdit(changes: Record<string, string | null | undefined>, acknowledged: boolean): Promise<void> {
  if (acknowledged) return;
  const findings = await editFindings(changes);
  if (findings.length === 0) return;
  throw new ApiError(
    "precheck_failed",
    `App Review would likely reject ${findings.length === 1 ? "this change" : "these changes"}; fix ${findings.length === 1 ? "it" : "them"}, or send again with acknowledgeWarnings: true to save anyway.`,
    { errors: findings.map((finding) => ({ path: `body.${finding.field}`, message: finding.message })) },
  );
}

/** The input without its `acknowledgeWarnings` flag: what goes to the store. */
export function withoutAcknowledgement<T extends { acknowledgeWarnings?: boolean }>(input: T): [Omit<T, "acknowledgeWarnings">, boolean] {
  const { acknowledgeWarnings, ...changes } = input;
  return [changes, acknowledgeWarnings === true];
}
