"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import * as billing from "@/lib/billing/operations";
import { useOperation } from "@/lib/ui/use-operation";

/** Across the dashboard while a payment has failed: the plan is kept only while Stripe retries. */
export function PastDueBanner() {
  const pathname = usePathname();
  const current = useOperation(billing.getBilling, {}, { staleTime: 5 * 60_000 });
  if (current.data?.status !== "past_due" && current.data?.status !== "unpaid") return null;
  return (
    <div
      role="alert"
      className="mb-6 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
    >
      <strong>Your last payment for the {current.data.plan.name} plan failed.</strong> Update your payment method to keep your plan.{" "}
      {pathname !== "/settings/billing" && (
        <Link href="/settings/billing" className="font-medium underline">
          Go to billing
        </Link>
      )}
    </div>
  );
}
