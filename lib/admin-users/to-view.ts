import type { z } from "zod";

import { planFor } from "@/lib/billing/plans";
import type { SubscriptionStatus, User } from "@/lib/db/generated/client";

import type { adminUser } from "./schemas";

/**
 * `include` that gives `toAdminUser` its app counts, counted by the database, and the plan of the
 * user's personal team (with the apps its limit counts) (a user's own plan; the teams they share have theirs: the teams page).
 */
export const withAppCount = {
  _count: { select: { apps: true } },
  teamMemberships: {
    where: { team: { personal: true } },
    select: { team: { select: { id: true, planId: true, subscriptionStatus: true, _count: { select: { apps: true } } } } },
  },
} as const;

type AdminUserRow = User & {
  _count: { apps: number };
  teamMemberships: { team: { id: string; planId: string; subscriptionStatus: SubscriptionStatus; _count: { apps: number } } }[];
};

/** The user's personal team's plan (every account has one). */
export const personalPlanOf = (user: AdminUserRow) =>
  user.teamMemberships[0]?.team ?? { id: null, planId: "free", subscriptionStatus: "none" as const, _count: { apps: 0 } };

export function toAdminUser(user: AdminUserRow): z.input<typeof adminUser> {
  const personal = personalPlanOf(user);
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    banned: user.banned,
    banReason: user.banReason,
    bannedAt: user.bannedAt?.toISOString() ?? null,
    appCount: user._count.apps,
    personalTeamAppCount: personal._count.apps,
    planId: planFor(personal.planId).id,
    subscriptionStatus: personal.subscriptionStatus,
    createdAt: user.createdAt.toISOString(),
  };
}
