import "server-only";

import type { z } from "zod";

import { db } from "@/lib/db/client";

import { NOTIFICATION_KIND_INFO, NOTIFICATION_KINDS } from "./kinds";
import type { notificationPreference, updatePreferenceInput } from "./schemas";

type PreferenceView = z.output<typeof notificationPreference>;

/** Every kind with the user's switches; a kind without a stored row is on for both channels. */
export async function getNotificationPreferences(userId: string): Promise<{ items: PreferenceView[] }> {
  const rows = await db().notificationPreference.findMany({ where: { userId } });
  const stored = new Map(rows.map((row) => [row.kind, row]));
  return {
    items: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      description: NOTIFICATION_KIND_INFO[kind].description,
      channels: [...NOTIFICATION_KIND_INFO[kind].channels],
      email: stored.get(kind)?.email ?? true,
      push: stored.get(kind)?.push ?? true,
    })),
  };
}

/** Sets the given switches of one kind (the other one keeps its value), then lists all kinds. */
export async function updateNotificationPreferences(userId: string, input: z.output<typeof updatePreferenceInput>) {
  const changes = {
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.push !== undefined ? { push: input.push } : {}),
  };
  await db().notificationPreference.upsert({
    where: { userId_kind: { userId, kind: input.kind } },
    create: { userId, kind: input.kind, ...changes },
    update: changes,
  });
  return getNotificationPreferences(userId);
}
