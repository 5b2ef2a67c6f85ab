"use client";

import { Card } from "@/components/ui/card";
import { EmptyState, QueryState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import * as releases from "@/lib/releases/operations";
import { useOperation } from "@/client/use-operation";

/** Every state the version and its phased rollout went through, newest first, with how the service learned it. */
export function VersionTimeline({ appId, versionId }: { appId: string; versionId: string }) {
  const timeline = useOperation(releases.getVersionTimeline, { params: { appId, versionId } });
  return (
    <Card title="Timeline" description="Each state this version went through, and how we learned it.">
      <QueryState query={timeline} loadingLabel="Loading the timeline…">
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState title="Nothing yet">States appear here from the next sync on.</EmptyState>
          ) : (
            <ol className="grid gap-2" aria-label="Timeline">
              {[...items].reverse().map((item, index) => (
                <li key={`${item.at}-${index}`} className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <span className="font-medium">{item.stateInWords}</span>
                  <span className="text-zinc-600 dark:text-zinc-400">
                    <Time value={item.at} /> · {item.how}
                    {item.by ? ` by ${item.by}` : ""}
                  </span>
                  {item.note && <span className="basis-full text-zinc-600 dark:text-zinc-400">{item.note}</span>}
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
    </Card>
  );
}
