import "server-only";

import { getAppOrThrow } from "@/lib/apps/find-app";
import { storeClientForApp } from "@/lib/apps/store-client";
import { storeErrorToApiError } from "@/lib/apps/store-errors";
import { db } from "@/lib/db/client";
import { decodePosition, encodePosition, keysetArgs, toPage } from "@/lib/http/pagination";
import { readExperiments } from "@/lib/store/read-app-for-sync";

import { getAppAgent } from "./manage-agent";
import { toEventView, toMemoryView } from "./views";

/** The agent's event log, newest first. */
export async function listAgentEvents(agentId: string, page: { limit: number; cursor?: string }) {
  const args = keysetArgs(page.cursor, page.limit);
  const rows = await db().agentEvent.findMany({ ...args, where: { agentId, ...args.where } });
  return toPage(rows, page.limit, toEventView);
}

export async function listAppAgentEvents(userId: string, appId: string, page: { limit: number; cursor?: string }) {
  const agent = await getAppAgent(userId, appId);
  return listAgentEvents(agent.id, page);
}

/** A page of the agent's memories by key (one per change it tried, so they grow): the cursor is the page's last key. */
export async function listAppAgentMemories(userId: string, appId: string, page: { limit: number; cursor?: string }) {
  const agent = await getAppAgent(userId, appId);
  const after = page.cursor === undefined ? undefined : decodePosition(page.cursor, ([key]) => (typeof key === "string" ? key : undefined));
  const rows = await db().agentMemory.findMany({
    where: { agentId: agent.id, ...(after !== undefined && { key: { gt: after } }) },
    orderBy: { key: "asc" },
    // One extra row tells whether another page follows.
    take: page.limit + 1,
  });
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return {
    items: items.map(toMemoryView),
    nextCursor: rows.length > page.limit && last ? encodePosition([last.key]) : null,
  };
}

/** The app's product page optimization experiments, read from the store now (not the synced copy). */
export async function listAppAgentExperiments(userId: string, appId: string) {
  const app = await getAppOrThrow(userId, appId);
  let read;
  try {
    read = await readExperiments(await storeClientForApp(app), app.storeId);
  } catch (error) {
    throw storeErrorToApiError(error, "this app's experiments");
  }
  const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);
  return {
    items: read.experiments.map((experiment) => {
      const ids = new Set((experiment.relationships?.appStoreVersionExperimentTreatments?.data ?? []).map((ref) => ref.id));
      return {
        id: experiment.id,
        name: experiment.attributes?.name ?? "",
        platform: experiment.attributes?.platform ?? null,
        state: experiment.attributes?.state ?? "",
        trafficProportion: experiment.attributes?.trafficProportion ?? null,
        startDate: iso(experiment.attributes?.startDate),
        endDate: iso(experiment.attributes?.endDate),
        treatments: read.treatments
          .filter((treatment) => ids.has(treatment.id))
          .map((treatment) => ({
            id: treatment.id,
            name: treatment.attributes?.name ?? null,
            appIconName: treatment.attributes?.appIconName ?? null,
            promotedDate: iso(treatment.attributes?.promotedDate),
          })),
      };
    }),
  };
}
