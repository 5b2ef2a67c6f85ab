import "server-only";

import { db } from "@/lib/db/client";

import type { SyncContext } from "../context";
import { reconcile } from "../reconcile";
import { storeDate, type Counts } from "./counts";

/** The newest 200 builds, one page (the store lists them newest first; older ones stay as they were). */
export async function syncBuilds({ app, client }: SyncContext): Promise<Counts> {
  const builds = await client.listBuilds(app.storeId, {}, () => true);
  const desired = builds.map((build) => ({
    storeId: build.id,
    version: build.attributes?.version ?? "",
    processingState: build.attributes?.processingState ?? null,
    expired: build.attributes?.expired ?? false,
    minOsVersion: build.attributes?.minOsVersion ?? null,
    uploadedAt: storeDate(build.attributes?.uploadedDate),
    expiresAt: storeDate(build.attributes?.expirationDate),
    usesNonExemptEncryption: build.attributes?.usesNonExemptEncryption ?? null,
  }));
  await db().$transaction(async (tx) => {
    await reconcile({
      stored: await tx.build.findMany({ where: { appId: app.id } }),
      desired,
      create: (rows) => tx.build.createMany({ data: rows.map((row) => ({ ...row, appId: app.id })) }),
      update: (id, changes) => tx.build.update({ where: { id }, data: changes }),
    });
  });
  return { builds: desired.length };
}
