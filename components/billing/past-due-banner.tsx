"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import { planFor } from "@/lib/billing/plans";
import * as teams from "@/lib/teams/operations";
import { roleAllows } from "@/lib/teams/roles";
import { useOperation } from "@/client/use-operation";

/**
 * Across the dashboard, for a team's owners, while its payment has failed: the plan is kept only
 * while Stripe retries. One line per such team.
 */
export function PastDueBanner() {
  const pathname = usePathname();
  const myTeams = useOperation(teams.listTeams, {}, { staleTime: 5 * 60_000 });
  const failed = (myTeams.data?.items ?? []).filter((team) => team.paymentFailed && roleAllows(team.role, "billing.manage"));
  if (failed.length === 0) return null;
  return (
    <div
      role="alert"
      className="mb-6 grid gap-1 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
    >
      {failed.map((team) => {
        const page = `/settings/billing?team=${encodeURIComponent(team.id)}`;
        return (
          <p key={team.id}>
            <strong>
              The last payment for {team.personal ? "your" : `${team.name}'s`} {planFor(team.planId).name} plan failed.
            </strong>{" "}
            Update the payment method to keep the plan.{" "}
            {pathname !== "/settings/billing" && (
              <Link href={page} className="font-medium underline">
                Go to billing
              </Link>
            )}
          </p>
        );
      })}
    </div>
  );
}
