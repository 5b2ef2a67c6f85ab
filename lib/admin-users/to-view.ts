import type { z } from "zod";

import { planFor } from "@/lib/billing/plans";
import type { User } from "@/lib/db/generated/client";

import type { adminUser } from "./schemas";

/** `include` that gives `toAdminUser` its app count, counted by the database. */
export const withAppCount = { _count: { select: { apps: true } } } as const;

export function toAdminUser(user: User & { _count: { apps: number } }): z.input<typeof adminUser> {
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    banned: user.banned,
    banReason: user.banReason,
    bannedAt: user.bannedAt?.toISOString() ?? null,
    appCount: user._count.apps,
    planId: planFor(user.planId).id,
    subscriptionStatus: user.subscriptionStatus,
    createdAt: user.createdAt.toISOString(),
  };
}
