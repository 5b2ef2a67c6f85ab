"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextAreaField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { QueryState } from "@/components/ui/states";
import { apiFetch, seg } from "@/lib/ui/api-fetch";
import { keys } from "@/lib/ui/queries";
import { useFieldErrors } from "@/lib/ui/use-field-errors";

interface WordLists {
  forbiddenWords: string[];
  competitors: string[];
  requiredWords: string[];
  allowedDomains: string[];
}

type ListName = "forbiddenWords" | "competitors" | "requiredWords";

const LISTS: [ListName, string, string][] = [
  ["forbiddenWords", "Never publish these words", "Nothing with one of them goes out under your name, from you or the agent."],
  ["competitors", "Competitors' names", "A text naming one asks you to confirm; the agent never proposes it."],
  [
    "requiredWords",
    "Every description and reply must contain",
    "E.g. your brand. A text without one asks you to confirm; the agent never proposes it.",
  ],
];

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** The app's word lists: checked in every text that leaves for the store, with the rest of the precheck. */
export function WordListsCard({ appId }: { appId: string }) {
  const query = useQuery({
    queryKey: keys.wordLists(appId),
    queryFn: ({ signal }) => apiFetch<WordLists>(`/api/apps/${seg(appId)}/word-lists`, { signal }),
  });
  return (
    <Card
      title="Words to check"
      description="Checked with the rest of the precheck in everything that leaves for the App Store: your edits, your replies and the agent's proposals."
    >
      <QueryState query={query} loadingLabel="Loading the word lists…">
        {(data) => <WordListsForm key={JSON.stringify(data)} appId={appId} lists={data} />}
      </QueryState>
    </Card>
  );
}

function WordListsForm({ appId, lists }: { appId: string; lists: WordLists }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Record<ListName, string>>({
    forbiddenWords: lists.forbiddenWords.join("\n"),
    competitors: lists.competitors.join("\n"),
    requiredWords: lists.requiredWords.join("\n"),
  });
  const save = useMutation({
    mutationFn: () =>
      apiFetch<WordLists>(`/api/apps/${seg(appId)}/word-lists`, {
        method: "PATCH",
        body: {
          forbiddenWords: lines(draft.forbiddenWords),
          competitors: lines(draft.competitors),
          requiredWords: lines(draft.requiredWords),
        },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.wordLists(appId), saved);
      toast.success("Word lists saved.");
    },
  });
  const fields = useFieldErrors(save.error);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Words to check">
      {LISTS.map(([name, label, hint]) => (
        <TextAreaField
          key={name}
          label={label}
          hint={`${hint} One per line.`}
          rows={3}
          value={draft[name]}
          onChange={(event) => {
            fields.clear(name);
            setDraft((current) => ({ ...current, [name]: event.target.value }));
          }}
          errors={fields.errors(name)}
        />
      ))}
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        Links may point to{" "}
        {lists.allowedDomains.length > 0 ? lists.allowedDomains.join(", ") : "your support and marketing sites (none synced yet)"} and
        apple.com; any other link asks you to confirm, and the agent never proposes one.
      </p>
      <ProblemAlert error={save.error} fields={LISTS.map(([name]) => name)} />
      <div>
        <Button type="submit" variant="secondary" pending={save.isPending}>
          Save word lists
        </Button>
      </div>
    </form>
  );
}
