import "server-only";

import { db } from "@/lib/db/client";
import type { App } from "@/lib/db/generated/client";
import { notFound } from "@/lib/http/errors";

/** The user's app; another user's answers 404 exactly like a missing one. */
export async function getAppOrThrow(userId: string, appId: string): Promise<App> {
  const app = await db().app.findFirst({ where: { id: appId, userId } });
  if (!app) throw notFound("app");
  return app;
}
