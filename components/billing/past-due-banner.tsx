"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useQuery } from "@tanstack/react-query";

import { apiFetch } from "@/lib/ui/api-fetch";
import type { Billing } from "@/lib/ui/api-types";
import { keys } from "@/lib/ui/queries";

/** Across the dashboard while a payment has failed: the plan is kept only while Stripe retries. */
export function PastDueBanner() {
  const pathname = usePathname();
  const billing = useQuery({
    queryKey: keys.billing,
    queryFn: ({ signal }) => apiFetch<Billing>("/api/billing", { signal }),
    staleTime: 5 * 60_000,
  });
  if (billing.data?.status !== "past_due" && billing.data?.status !== "unpaid") return null;
  return (
    <div
      role="alert"
      className="mb-6 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
    >
      <strong>Your last payment for the {billing.data.plan.name} plan failed.</strong> Update your payment method to keep your plan.{" "}
      {pathname !== "/settings/billing" && (
        <Link href="/settings/billing" className="font-medium underline">
          Go to billing
        </Link>
      )}
    </div>
  );
}
