import { eventType } from "inngest";
import { z } from "zod";

/** A sync of one app's store data is wanted: at registration, on demand, or by the scheduler. */
export const appSyncRequested = eventType("app/sync.requested", {
  schema: z.object({
    appId: z.string(),
    reason: z.enum(["registered", "on_demand", "scheduled", "credentials_replaced"]),
  }),
});
