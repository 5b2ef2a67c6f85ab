"use client";

import Link from "next/link";

import { Stars } from "@/components/reviews/stars";
import { Card } from "@/components/ui/card";
import { EmptyState, QueryState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import * as reviews from "@/lib/reviews/operations";
import { territoryName } from "@/client/store-labels";
import { useOperation } from "@/client/use-operation";

const CRITICAL = { responded: "false", maxRating: "2" } as const;

/** The newest one- and two-star reviews nobody answered yet: where a reply matters most. */
export function WaitingReviewsCard({ appId }: { appId: string }) {
  const waiting = useOperation(reviews.listReviews, { params: { appId }, query: { ...CRITICAL, limit: 3 } });
  const listHref = `/apps/${appId}/reviews?${new URLSearchParams(CRITICAL)}`;
  return (
    <Card title="Critical reviews without a reply" description="One and two stars, newest first.">
      <QueryState query={waiting}>
        {({ items, nextCursor }) =>
          items.length === 0 ? (
            <EmptyState title="None waiting">Every one- and two-star review has a reply.</EmptyState>
          ) : (
            <>
              <ul className="flex flex-col gap-3" aria-label="Critical reviews without a reply">
                {items.map((review) => (
                  <li key={review.id} className="text-sm">
                    <div className="flex items-center gap-2">
                      <Stars rating={review.rating} size="size-3.5" />
                      <span className="min-w-0 truncate font-medium">{review.title ?? "Untitled"}</span>
                    </div>
                    {review.body && <p className="mt-0.5 line-clamp-2 text-zinc-700 dark:text-zinc-300">{review.body}</p>}
                    <p className="mt-0.5 text-xs text-zinc-600 dark:text-zinc-400">
                      {territoryName(review.territory)} · <Time value={review.createdAt} />
                    </p>
                  </li>
                ))}
              </ul>
              <Link href={listHref} className="mt-4 inline-block text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300">
                {nextCursor ? "See all and reply" : "Reply to them"}
              </Link>
            </>
          )
        }
      </QueryState>
    </Card>
  );
}
