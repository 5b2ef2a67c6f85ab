"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { LoadMore } from "@/components/ui/load-more";
import { EmptyState, Loading } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import * as agent from "@/lib/agent/operations";
import { KEPT_AS_WRITTEN } from "@/client/agent-text";
import { call } from "@/client/call";
import { operationKey } from "@/client/operation-keys";
import { useLoadMore } from "@/client/use-load-more";

/** `last_rejection`, `rejected:<fingerprint>`, `outcome:<fingerprint>`: what the agent keeps between runs. */
const STYLES: Record<string, string> = {
  "style:no_emoji": "Replies without emoji",
  "style:no_links": "Replies without links",
  "style:shorter": "Shorter replies",
  "style:formal": "Replies in a formal tone",
  "style:informal": "Replies with the casual address (du, tu, tú…)",
  "style:no_discounts": "No prices or discounts",
};

const AVOID: Record<string, string> = {
  kind: "No changes of this kind",
  field: "No changes to this field",
  locale: "No changes in this language",
  review: "No reply to this review",
};

/** `avoid:rating:5` → "No replies to 5-star reviews". */
const ratingRule = (key: string) =>
  key.startsWith("avoid:rating:") ? `No replies to ${key.slice("avoid:rating:".length)}-star reviews` : null;

const describe = (key: string) =>
  key === "last_rejection"
    ? "Your last rejection"
    : key.startsWith("wish:")
      ? "Your words"
      : key.startsWith("rejected:")
        ? "A change you rejected"
        : key.startsWith("outcome:")
          ? "Outcome of a change"
          : (STYLES[key] ??
            ratingRule(key) ??
            (key.startsWith("avoid:") ? (AVOID[key.split(":")[1] ?? ""] ?? "Something you asked it to avoid") : key));

/** Memories the owner may remove: what a rejection asked for beyond the change itself, their words kept as written, and rejected changes. */
const removable = (key: string) => ["avoid:", "style:", "rejected:", "wish:"].some((prefix) => key.startsWith(prefix));

/** The words of a memory, when it has them: what the change was and why it was rejected (or how it went). */
function memoryLine(key: string, value: unknown): string | null {
  if (!value || typeof value !== "object") return typeof value === "string" ? value : null;
  const record = value as Record<string, unknown>;
  // The owner's words no rule was read from: quoted, and said to be kept rather than applied.
  if (key.startsWith("wish:") && typeof record.reason === "string") return `“${record.reason}” — ${KEPT_AS_WRITTEN}.`;
  const parts = [
    record.summary,
    record.reason && `Reason: ${String(record.reason)}${record.readBy === "model" ? " (read as this rule by the AI model)" : ""}`,
    record.outcome && `Outcome: ${String(record.outcome)}`,
  ].filter((part): part is string => typeof part === "string" && part.length > 0);
  return parts.length ? parts.join(" — ") : null;
}

export function AgentMemories({ appId }: { appId: string }) {
  const queryClient = useQueryClient();
  const forget = useMutation({
    mutationFn: (key: string) => call(agent.forgetAppAgentMemory, { params: { appId, key } }),
    onSuccess: () => {
      toast.success("Forgotten: the agent may propose it again.");
      void queryClient.invalidateQueries({ queryKey: operationKey(agent.listAppAgentMemories, { params: { appId } }) });
    },
  });
  const memories = useLoadMore(agent.listAppAgentMemories, { params: { appId } });
  return (
    <Card
      title="Memories"
      description="What the agent remembers between runs: rejections (never proposed again), what you asked it to avoid, how you want replies written, your words it could not yet read as a rule, and outcomes."
    >
      <ProblemAlert error={forget.error} />
      <ProblemAlert error={memories.error} />
      {memories.isPending ? (
        <Loading label="Loading memories…" />
      ) : memories.items.length === 0 ? (
        !memories.error && <EmptyState title="Nothing remembered yet" />
      ) : (
        <ul className="divide-y divide-zinc-100 text-sm dark:divide-zinc-800">
          {memories.items.map((memory) => (
            <li key={memory.key} className="py-2">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium">{describe(memory.key)}</span>
                <span className="flex items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
                  <Time value={memory.updatedAt} />
                  {removable(memory.key) && (
                    <Button
                      size="sm"
                      variant="ghost"
                      pending={forget.isPending && forget.variables === memory.key}
                      onClick={() => forget.mutate(memory.key)}
                    >
                      Forget<span className="sr-only">: {describe(memory.key)}</span>
                    </Button>
                  )}
                </span>
              </div>
              {memoryLine(memory.key, memory.value) && (
                <p className="mt-0.5 break-words text-zinc-600 dark:text-zinc-400" data-testid="memory-line">
                  {memoryLine(memory.key, memory.value)}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasNextPage={memories.hasNextPage}
        isFetchingNextPage={memories.isFetchingNextPage}
        loadMore={memories.loadMore}
        label="Load more memories"
      />
    </Card>
  );
}
