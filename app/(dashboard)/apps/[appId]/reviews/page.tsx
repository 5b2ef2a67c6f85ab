import type { Metadata } from "next";
import { Suspense } from "react";

import { ReviewsView } from "@/components/reviews/reviews-view";

export const metadata: Metadata = { title: "Reviews" };

export default async function ReviewsPage({ params }: { params: Promise<{ appId: string }> }) {
  const { appId } = await params;
  return (
    <Suspense>
      <ReviewsView appId={appId} />
    </Suspense>
  );
}
