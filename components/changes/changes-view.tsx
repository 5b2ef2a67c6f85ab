"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { toast } from "sonner";

import { TextDiff } from "@/components/agent/change-diff";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LoadMore } from "@/components/ui/load-more";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { EmptyState, Loading } from "@/components/ui/states";
import { Badge } from "@/components/ui/status-badge";
import { Time } from "@/components/ui/time";
import * as agent from "@/lib/agent/operations";
import * as revisions from "@/lib/revisions/operations";
import { seg } from "@/client/api-fetch";
import type { StoreRevision } from "@/client/api-types";
import { call } from "@/client/call";
import { displayTypeName } from "@/lib/screenshots/display-types";
import { AGENT_FIELD_LABELS } from "@/client/labels";
import { operationKey } from "@/client/operation-keys";
import { localeName } from "@/client/store-labels";
import { useLoadMore } from "@/client/use-load-more";

const WHAT: Record<StoreRevision["resource"], string> = {
  version_localization: "Version texts",
  app_info_localization: "App information",
  review_response: "Reply to a review",
  experiment: "Experiment created",
  screenshot_set: "Screenshots",
};

function title(revision: StoreRevision): string {
  if (revision.resource === "review_response") return revision.after === null ? "Reply to a review deleted" : "Reply to a review";
  if (revision.resource === "experiment") return "Experiment created";
  if (revision.resource === "screenshot_set")
    return `${displayTypeName(revision.field)} screenshots${revision.locale ? ` in ${localeName(revision.locale)}` : ""}`;
  const field = AGENT_FIELD_LABELS[revision.field as keyof typeof AGENT_FIELD_LABELS] ?? revision.field;
  return `${field}${revision.locale ? ` in ${localeName(revision.locale)}` : ""}`;
}

/** /apps/{appId}/changes: every change written to App Store Connect through the service, newest first. */
export function ChangesView({ appId }: { appId: string }) {
  const changes = useLoadMore(revisions.listAppChanges, { params: { appId } }, { limit: 20 });
  const queryClient = useQueryClient();
  const router = useRouter();
  // Revert: the agent proposes the inverse change; the owner approves it on the agent's page.
  const revert = useMutation({
    mutationFn: (revisionId: string) => call(agent.revertAppChange, { params: { appId, revisionId } }),
    onSuccess: (updated) => {
      queryClient.setQueryData(operationKey(agent.getAppAgent, { params: { appId } }), updated);
      toast.success("The undo waits for your approval on the agent's page.");
      router.push(`/apps/${seg(appId)}/agent`);
    },
  });
  const revertible = (revision: StoreRevision) =>
    revision.resource !== "experiment" && revision.resource !== "screenshot_set" && revision.before !== null && revision.before !== "";
  return (
    <Card
      title="Changes"
      description="Every change written to App Store Connect from here, by you or by the agent with your approval: what it was before and after."
    >
      <ProblemAlert error={changes.error ?? revert.error} />
      {changes.isPending ? (
        <Loading label="Loading changes…" />
      ) : changes.items.length === 0 ? (
        !changes.error && <EmptyState title="No changes yet">Edits you save and changes the agent makes appear here.</EmptyState>
      ) : (
        <ol className="divide-y divide-zinc-100 dark:divide-zinc-800" aria-label="Changes">
          {changes.items.map((revision) => (
            <li key={revision.id} className="flex flex-col gap-2 py-3" data-testid="revision">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-medium">{title(revision)}</span>
                <Badge tone={revision.author.kind === "agent" ? "info" : "neutral"}>
                  {revision.author.kind === "agent" ? "By the agent" : "By you"}
                </Badge>
                <span className="text-xs text-zinc-600 dark:text-zinc-400">{WHAT[revision.resource]}</span>
                <span className="ml-auto text-xs text-zinc-600 dark:text-zinc-400">
                  <Time value={revision.createdAt} />
                </span>
              </div>
              <TextDiff before={revision.before} after={revision.after ?? ""} field={revision.field} />
              {revertible(revision) && (
                <div>
                  <Button
                    size="sm"
                    variant="secondary"
                    pending={revert.isPending && revert.variables === revision.id}
                    onClick={() => revert.mutate(revision.id)}
                  >
                    Revert<span className="sr-only">: {title(revision)}</span>
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <LoadMore
        hasNextPage={changes.hasNextPage}
        isFetchingNextPage={changes.isFetchingNextPage}
        loadMore={changes.loadMore}
        label="Load more changes"
      />
    </Card>
  );
}
