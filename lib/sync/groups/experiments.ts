import "server-only";

import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { readExperiments } from "@/lib/store/read-app-for-sync";

import type { SyncContext } from "../context";
import { reconcile } from "../reconcile";
import { changed, storeDate, type Counts } from "./counts";

/** A/B tests of the product page (App Store Connect's version experiments) with their treatments. */
export async function syncExperiments({ app, client }: SyncContext): Promise<Counts> {
  const { experiments, treatments } = await readExperiments(client, app.storeId);
  const desired = experiments.map((experiment) => {
    const ids = new Set((experiment.relationships?.appStoreVersionExperimentTreatments?.data ?? []).map((ref) => ref.id));
    return {
      storeId: experiment.id,
      name: experiment.attributes?.name ?? "",
      platform: experiment.attributes?.platform ?? null,
      state: experiment.attributes?.state ?? "",
      trafficProportion: experiment.attributes?.trafficProportion ?? null,
      startDate: storeDate(experiment.attributes?.startDate),
      endDate: storeDate(experiment.attributes?.endDate),
      treatments: treatments
        .filter((treatment) => ids.has(treatment.id))
        .map((treatment) => ({
          storeId: treatment.id,
          name: treatment.attributes?.name ?? null,
          appIconName: treatment.attributes?.appIconName ?? null,
          promotedDate: treatment.attributes?.promotedDate ?? null,
        })),
    };
  });
  const counts = await db().$transaction(async (tx) =>
    reconcile({
      stored: await tx.experiment.findMany({ where: { appId: app.id } }),
      desired,
      create: (rows) => tx.experiment.createMany({ data: rows.map((row) => ({ ...row, appId: app.id })) }),
      update: (id, changes) => tx.experiment.update({ where: { id }, data: changes as Prisma.ExperimentUpdateInput }),
      remove: (ids) => tx.experiment.deleteMany({ where: { id: { in: ids } } }),
    }),
  );
  return { experiments: desired.length, experimentChanges: changed(counts) };
}
