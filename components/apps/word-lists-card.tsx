"use client";

import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { z } from "zod";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextAreaField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { QueryState } from "@/components/ui/states";
import * as apps from "@/lib/apps/operations";
import type { ResultOf } from "@/lib/http/operation";
import { operationKey } from "@/client/operation-keys";
import { useOperation } from "@/client/use-operation";
import { bodySchema, useOperationForm } from "@/client/use-operation-form";

type WordLists = ResultOf<typeof apps.getWordLists>;

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

const body = bodySchema(apps.updateWordLists);
/** A list typed one word per line: the lines become the list the operation's schema checks. */
const typedList = (name: ListName) => z.string().transform(lines).pipe(body.shape[name].unwrap());
// The operation's body with each list as the text of its field.
const schema = body.extend({
  forbiddenWords: typedList("forbiddenWords"),
  competitors: typedList("competitors"),
  requiredWords: typedList("requiredWords"),
});

/** The app's word lists: checked in every text that leaves for the store, with the rest of the precheck. */
export function WordListsCard({ appId }: { appId: string }) {
  const query = useOperation(apps.getWordLists, { params: { appId } });
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
  const params = { appId };
  const form = useOperationForm(apps.updateWordLists, {
    schema,
    params,
    // The form is made again whenever the lists are read again, so this is what it opened with.
    ifMatch: lists.etag,
    defaultValues: {
      forbiddenWords: lists.forbiddenWords.join("\n"),
      competitors: lists.competitors.join("\n"),
      requiredWords: lists.requiredWords.join("\n"),
    },
    keepValues: true,
    onSuccess: (saved) => {
      queryClient.setQueryData(operationKey(apps.getWordLists, { params }), saved);
      toast.success("Word lists saved.");
    },
  });
  return (
    <form onSubmit={form.onSubmit} className="flex flex-col gap-4" aria-label="Words to check" noValidate>
      {LISTS.map(([name, label, hint]) => (
        <TextAreaField key={name} label={label} hint={`${hint} One per line.`} rows={3} {...form.text(name)} />
      ))}
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        Links may point to{" "}
        {lists.allowedDomains.length > 0 ? lists.allowedDomains.join(", ") : "your support and marketing sites (none synced yet)"} and
        apple.com; any other link asks you to confirm, and the agent never proposes one.
      </p>
      <ProblemAlert error={form.problem} fields={form.fieldNames} />
      <div>
        <Button type="submit" variant="secondary" pending={form.pending}>
          Save word lists
        </Button>
      </div>
    </form>
  );
}
