import { eventType } from "inngest";
import { z } from "zod";

/** A sync of one app's store data is wanted; `taskId` is the SyncTask that reports it. */
export const appSyncRequested = eventType("app/sync.requested", {
  schema: z.object({
    appId: z.string(),
    taskId: z.string(),
    reason: z.enum(["registered", "on_demand", "scheduled", "credentials_replaced"]),
  }),
});

export type SyncReason = z.infer<NonNullable<typeof appSyncRequested.schema>>["reason"];
