import { createHash } from "node:crypto";

import { ApiError } from "./errors";

// A cursor names the list it came from: its position (what the domain's keyset encodes) behind a
// tag of the list's path (`/api/apps/{appId}/reviews` with that app's id). Passed to another list,
// or to the same list of another app, it is refused in words instead of paging through the wrong
// rows. Query filters are not part of the list: a page may narrow them as it goes.

const SEPARATOR = ".";

const tagOf = (pathname: string) => createHash("sha256").update(pathname).digest("base64url").slice(0, 11);

/** The cursor a list answers with: its position, tagged with the list it pages through. */
export function cursorForList(pathname: string, position: string): string {
  return `${tagOf(pathname)}${SEPARATOR}${position}`;
}

/** The position in a cursor sent back to the list at `pathname`; `400` when it is another list's, or no cursor of ours. */
export function positionInCursor(pathname: string, cursor: string): string {
  const at = cursor.indexOf(SEPARATOR);
  if (at < 0 || cursor.slice(0, at) !== tagOf(pathname)) {
    throw new ApiError("validation_failed", "The cursor is not one this list gave: pass back the `nextCursor` of the same list.", {
      errors: [{ path: "query.cursor", message: "Not a cursor of this list" }],
    });
  }
  return cursor.slice(at + 1);
}
