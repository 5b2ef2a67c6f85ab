import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/http/reply";
import * as notifications from "@/lib/notifications/operations";
import { getNotificationPreferences, updateNotificationPreferences } from "@/lib/notifications/preferences";

// GET /api/notifications/preferences – every notification kind with the user's email/push switches
export const GET = handle(notifications.getNotificationPreferences, async ({ user }) => ok(await getNotificationPreferences(user.id)));

// PATCH /api/notifications/preferences – switch email and/or push for one kind
export const PATCH = handle(notifications.updateNotificationPreferences, async ({ user, body }) =>
  ok(await updateNotificationPreferences(user.id, body)),
);

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
