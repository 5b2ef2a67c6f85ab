import "server-only";

import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";

/** A screenshot set of the version with its screenshots in order and its locale; 404 when the version has no such set. */
export async function getSetOrThrow(versionId: string, setId: string) {
  const set = await db().screenshotSet.findFirst({
    where: { id: setId, localization: { versionId } },
    include: { screenshots: { orderBy: { position: "asc" } }, localization: true },
  });
  if (!set) throw notFound("screenshot set");
  return set;
}
