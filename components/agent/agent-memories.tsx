"use client";

import { useQuery } from "@tanstack/react-query";

import { Card } from "@/components/ui/card";
import { EmptyState, QueryState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { apiFetch, seg } from "@/lib/ui/api-fetch";
import type { AgentMemory } from "@/lib/ui/api-types";
import { keys } from "@/lib/ui/queries";

/** `last_rejection`, `rejected:<fingerprint>`, `outcome:<fingerprint>`: what the agent keeps between runs. */
const describe = (key: string) =>
  key === "last_rejection"
    ? "Your last rejection"
    : key.startsWith("rejected:")
      ? "A change you rejected"
      : key.startsWith("outcome:")
        ? "Outcome of a change"
        : key;

/** The words of a memory, when it has them: what the change was and why it was rejected (or how it went). */
function memoryLine(value: unknown): string | null {
  if (!value || typeof value !== "object") return typeof value === "string" ? value : null;
  const record = value as Record<string, unknown>;
  const parts = [
    record.summary,
    record.reason && `Reason: ${String(record.reason)}`,
    record.outcome && `Outcome: ${String(record.outcome)}`,
  ].filter((part): part is string => typeof part === "string" && part.length > 0);
  return parts.length ? parts.join(" — ") : null;
}

export function AgentMemories({ appId }: { appId: string }) {
  const memories = useQuery({
    queryKey: keys.agentMemories(appId),
    queryFn: ({ signal }) => apiFetch<{ items: AgentMemory[] }>(`/api/apps/${seg(appId)}/agent/memories`, { signal }),
  });
  return (
    <Card title="Memories" description="What the agent remembers between runs: rejections (never proposed again) and outcomes.">
      <QueryState query={memories}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState title="Nothing remembered yet" />
          ) : (
            <ul className="divide-y divide-zinc-100 text-sm dark:divide-zinc-800">
              {items.map((memory) => (
                <li key={memory.key} className="py-2">
                  <div className="flex items-center justify-between gap-2">
                    <span className="font-medium">{describe(memory.key)}</span>
                    <span className="text-xs text-zinc-500">
                      <Time value={memory.updatedAt} />
                    </span>
                  </div>
                  {memoryLine(memory.value) && (
                    <p className="mt-0.5 break-words text-zinc-600 dark:text-zinc-400">{memoryLine(memory.value)}</p>
                  )}
                  <details className="mt-1 text-xs">
                    <summary className="cursor-pointer text-zinc-500">Details</summary>
                    <pre className="mt-1 max-h-40 overflow-auto rounded bg-zinc-50 p-2 dark:bg-zinc-800/50">
                      {JSON.stringify(memory.value, null, 2)}
                    </pre>
                  </details>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Card>
  );
}
