"use client";

import { useState } from "react";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PLANS, planFor, type PlanId } from "@/lib/billing/plans";
import { plural } from "@/client/format";

/**
 * The admin's plan select for a user's or a team's plan. A lower plan pauses the newest apps
 * beyond its limit: the admin is told before it happens.
 */
export function PlanChoice({
  id,
  label,
  who,
  planId,
  appCount,
  pending,
  onChange,
}: {
  id: string;
  /** The select's accessible name ("Plan of Ada"). */
  label: string;
  /** Who is moved, as the confirmation names them. */
  who: string;
  planId: PlanId;
  appCount: number;
  pending: boolean;
  onChange: (planId: PlanId) => void;
}) {
  const [downgradeTo, setDowngradeTo] = useState<PlanId | null>(null);
  const choose = (next: PlanId) => {
    if (appCount > planFor(next).limits.apps) setDowngradeTo(next);
    else onChange(next);
  };
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm disabled:opacity-50 dark:border-zinc-700 dark:bg-zinc-900"
        value={planId}
        disabled={pending}
        onChange={(event) => choose(event.target.value as PlanId)}
      >
        {PLANS.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {plan.name}
          </option>
        ))}
      </select>
      <ConfirmDialog
        open={downgradeTo !== null}
        title={`Move ${who} to ${downgradeTo ? planFor(downgradeTo).name : ""}?`}
        confirmLabel="Change plan"
        destructive={false}
        onCancel={() => setDowngradeTo(null)}
        onConfirm={() => {
          if (downgradeTo) onChange(downgradeTo);
          setDowngradeTo(null);
        }}
      >
        {downgradeTo &&
          `There ${appCount === 1 ? "is" : "are"} ${plural(appCount, "app")} and the ${planFor(downgradeTo).name} plan allows ${planFor(downgradeTo).limits.apps}. The newest apps beyond the limit stop syncing until the plan allows them again. Nothing is deleted.`}
      </ConfirmDialog>
    </>
  );
}

/** A plan as the admin pages name it: "Pro (paid)", "Pro (complimentary)", "Free". */
export function planLabel(planId: PlanId, subscriptionStatus: string): string {
  const paid = subscriptionStatus !== "none" && subscriptionStatus !== "canceled";
  return `${planFor(planId).name}${paid ? " (paid)" : planId !== "free" ? " (complimentary)" : ""}`;
}
