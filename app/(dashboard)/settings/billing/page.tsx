import type { Metadata } from "next";
import { Suspense } from "react";

import { BillingOverview } from "@/components/billing/billing-overview";
import { PageHeader } from "@/components/ui/card";
import { Loading } from "@/components/ui/states";

export const metadata: Metadata = { title: "Plan & billing" };

export default function BillingPage() {
  return (
    <>
      <PageHeader title="Plan & billing" description="Each team's plan, what the team has used of it, and its subscription." />
      {/* It reads ?checkout= (back from Stripe), which needs a Suspense boundary when prerendered. */}
      <Suspense fallback={<Loading />}>
        <BillingOverview />
      </Suspense>
    </>
  );
}
