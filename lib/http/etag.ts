import { createHash } from "node:crypto";

import canonicalize from "canonicalize";

import { ApiError } from "./errors";

// Optimistic concurrency (RFC 9110): an editable resource's ETag is a hash of what a reader sees of
// it, so it changes exactly when that does, whoever changed it (a person, the agent, a sync). A
// write sent with `If-Match` goes ahead only while the resource still has one of the tags listed.

/** The strong entity tag of a representation (`null`: the resource does not exist yet). */
export function etagOf(representation: unknown): string {
  const digest = createHash("sha256")
    .update(canonicalize(representation ?? null) ?? "null")
    .digest("base64url");
  return `"${digest.slice(0, 27)}"`;
}

/**
 * Holds a write to its `If-Match` header: `*` matches any resource that exists; otherwise one of
 * the listed tags must equal the current one (strong comparison: a weak `W/` tag never matches).
 * A mismatch is `412 precondition_failed`, carrying the current ETag and representation so the
 * client can show what changed without another request.
 */
export function requireMatch(ifMatch: string, current: unknown): void {
  const tags = ifMatch.split(",").map((tag) => tag.trim());
  const etag = etagOf(current);
  if (tags.includes("*") ? current !== null : tags.includes(etag)) return;
  throw new ApiError(
    "precondition_failed",
    current === null
      ? "This no longer exists: someone removed it since you read it."
      : "This was changed by someone else since you read it. `current` holds it as it is now; send your change again with its `etag` in If-Match to replace it.",
    { precondition: { etag, current } },
  );
}
