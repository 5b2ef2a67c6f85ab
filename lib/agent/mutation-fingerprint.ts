import { createHash } from "node:crypto";

import canonicalize from "canonicalize";

import type { Mutation } from "./mutations";

// Apart from the mutation schemas (./mutations), which the browser imports: hashing needs Node's crypto.
/**
 * Identifies the change itself (target and new value, not the wording around it), so a change
 * the owner rejected is recognised when a later tick arrives at it again.
 */
export function mutationFingerprint(mutation: Mutation): string {
  const identity =
    mutation.type === "update_localization"
      ? {
          type: mutation.type,
          field: mutation.field,
          locale: mutation.locale,
          target: mutation.versionId ?? mutation.appInfoId,
          after: mutation.after,
        }
      : mutation.type === "reply_to_review"
        ? { type: mutation.type, reviewId: mutation.reviewId, after: mutation.after }
        : {
            type: mutation.type,
            name: mutation.after.name.toLowerCase(),
            treatments: mutation.after.treatments.map((t) => t.name.toLowerCase()),
            // Only when a treatment names one, so fingerprints of plans without icons stay as they were.
            ...(mutation.after.treatments.some((t) => t.appIconName)
              ? { icons: mutation.after.treatments.map((t) => t.appIconName ?? null) }
              : {}),
          };
  return createHash("sha256").update(canonicalize(identity)!).digest("hex").slice(0, 32);
}
