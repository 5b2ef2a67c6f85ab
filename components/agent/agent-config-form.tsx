"use client";

import { useRef, useState } from "react";
import { z } from "zod";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox, SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { AUTO_APPROVE_KINDS, autoApproveSchema, type AutoApproveKind } from "@/lib/agent/config";
import * as agentOperations from "@/lib/agent/operations";
import type { Agent, AgentConfig } from "@/client/api-types";
import { AGENT_FIELD_LABELS, AGENT_FIELDS, AUTO_APPROVE_KIND_LABELS, REVIEW_REPLY_TONE_LABELS } from "@/client/labels";
import { useAppLocales } from "@/client/queries";
import { bodySchema, useSchemaForm } from "@/client/use-operation-form";

import { useAgentMutation } from "./use-agent-mutation";

const configPatch = bodySchema(agentOperations.configureAppAgent).shape.config;

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The body of the config operation, with the goals typed one per line: the text becomes the list
 * the operation's own `goals` schema checks. Auto-approval is always the object (the boolean is
 * the API's deprecated form).
 */
const configForm = z.strictObject({
  config: configPatch.extend({
    goals: z.string().transform(lines).pipe(configPatch.shape.goals.unwrap()),
    autoApprove: autoApproveSchema,
  }),
});

const valuesOf = (config: AgentConfig): z.input<typeof configForm> => ({
  config: {
    goals: (config.goals ?? []).join("\n"),
    locales: config.locales ?? null,
    fields: config.fields ?? [],
    autoApprove: { kinds: config.autoApprove?.kinds ?? [], dailyLimit: config.autoApprove?.dailyLimit ?? 5 },
    tickIntervalMinutes: config.tickIntervalMinutes ?? 1440,
    reviewReplyTone: config.reviewReplyTone ?? "friendly",
    replyToPositiveReviews: config.replyToPositiveReviews ?? false,
  },
});

const AUTO_APPROVE_OPTIONS = Object.entries(AUTO_APPROVE_KIND_LABELS) as [AutoApproveKind, string][];

/** The list with `item` in or out, in the order of `all` (the order the form lists them). */
const toggled = <T,>(all: readonly T[], list: readonly T[], item: T, on: boolean) =>
  all.filter((x) => (x === item ? on : list.includes(x)));

/** The agent's configuration: what it aims for, which locales and fields it may change, how it runs. */
export function AgentConfigForm({ agent }: { agent: Agent }) {
  // The configuration as the form opened it (or last saved it): a save over someone else's change since is refused.
  const opened = useRef(agent.configEtag);
  // The agent's own mutation sends it (the answer replaces the cached agent).
  const save = useAgentMutation<z.output<typeof configForm>>(
    agent.appId,
    "config",
    (body) => body,
    () => opened.current,
  );
  const form = useSchemaForm({
    schema: configForm,
    defaultValues: valuesOf(agent.config),
    send: (body) => save.mutateAsync(body),
    resetTo: (next) => valuesOf(next.config),
    onSuccess: (next) => {
      opened.current = next.configEtag;
    },
  });
  const config = form.values.config;
  const saved = form.mutation.isSuccess && !form.form.formState.isDirty;
  const locales = useAppLocales(agent.appId);
  // The chosen locales come back when "every locale" is unticked again.
  const [lastLocales, setLastLocales] = useState<string[]>(config.locales ?? []);
  const listErrors = (messages: string[]) =>
    messages.map((message) => (
      <p key={message} className="text-xs text-red-600">
        {message}
      </p>
    ));

  return (
    <Card title="Configuration" description="Changes apply from the agent's next run.">
      <form onSubmit={form.onSubmit} className="flex flex-col gap-5" aria-label="Agent configuration" noValidate>
        <TextAreaField label="Goals" hint="One per line, in plain words (up to 10)." rows={3} {...form.text("config.goals")} />

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">What the agent may change</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {AGENT_FIELDS.map((field) => (
              <Checkbox
                key={field}
                label={AGENT_FIELD_LABELS[field]}
                checked={(config.fields ?? []).includes(field)}
                onChange={(event) => form.set("config.fields", toggled(AGENT_FIELDS, config.fields ?? [], field, event.target.checked))}
              />
            ))}
          </div>
          {listErrors(form.errors("config.fields"))}
        </fieldset>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Locales</legend>
          <Checkbox
            label="Every locale of the app"
            checked={config.locales === null}
            onChange={(event) => {
              if (event.target.checked) setLastLocales(config.locales ?? []);
              form.set("config.locales", event.target.checked ? null : lastLocales);
            }}
          />
          {config.locales != null && (
            <div className="grid max-h-48 gap-2 overflow-y-auto rounded-md border border-zinc-200 p-3 sm:grid-cols-2 dark:border-zinc-800">
              {locales.data?.items.map((item) => (
                <Checkbox
                  key={item.locale}
                  label={
                    <>
                      {item.localeName} <span className="font-mono text-xs text-zinc-600 dark:text-zinc-400">{item.locale}</span>
                    </>
                  }
                  checked={(config.locales ?? []).includes(item.locale)}
                  onChange={(event) =>
                    form.set(
                      "config.locales",
                      event.target.checked
                        ? [...(config.locales ?? []), item.locale]
                        : (config.locales ?? []).filter((code) => code !== item.locale),
                    )
                  }
                />
              )) ?? (
                <p className="text-sm text-zinc-600 dark:text-zinc-400">
                  {locales.error ? "Could not load the app's locales." : "Loading locales…"}
                </p>
              )}
            </div>
          )}
          {listErrors(form.errors("config.locales"))}
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Run every (minutes)"
            type="number"
            min={15}
            max={43200}
            {...form.number("config.tickIntervalMinutes")}
            hint="15 minutes to 30 days (43,200)."
          />
          <SelectField label="Tone of review replies" {...form.text("config.reviewReplyTone")}>
            {Object.entries(REVIEW_REPLY_TONE_LABELS).map(([tone, label]) => (
              <option key={tone} value={tone}>
                {label}
              </option>
            ))}
          </SelectField>
        </div>

        <Checkbox
          label="Also answer 4- and 5-star reviews"
          hint="A thank-you, or an answer to the wish or problem they mention, after every review of 3 stars or fewer has a reply. Needs “Review replies” above."
          {...form.checkbox("config.replyToPositiveReviews")}
        />

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Approve automatically</legend>
          <p className="text-xs text-zinc-600 dark:text-zinc-400">
            Only what you tick here is written without waiting for you, and only when the checks find nothing: never a text with a link, a
            phone number, an email address or a price. Names, descriptions, links and experiments always wait for you.
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            {AUTO_APPROVE_OPTIONS.map(([kind, label]) => (
              <Checkbox
                key={kind}
                label={label}
                checked={(config.autoApprove?.kinds ?? []).includes(kind)}
                onChange={(event) =>
                  form.set(
                    "config.autoApprove.kinds",
                    toggled(AUTO_APPROVE_KINDS, config.autoApprove?.kinds ?? [], kind, event.target.checked),
                  )
                }
              />
            ))}
          </div>
          <TextField
            label="At most this many a day"
            type="number"
            min={1}
            max={50}
            {...form.number("config.autoApprove.dailyLimit")}
            hint="1 to 50 in 24 hours; the rest wait for you."
          />
        </fieldset>

        <ProblemAlert error={form.problem} fields={form.fieldNames} />
        <div className="flex items-center gap-3">
          <Button type="submit" variant="secondary" pending={form.pending}>
            Save configuration
          </Button>
          {saved && (
            <span role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
              Saved.
            </span>
          )}
        </div>
      </form>
    </Card>
  );
}
