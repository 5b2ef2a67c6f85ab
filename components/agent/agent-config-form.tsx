"use client";

import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox, SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { apiFetch, seg } from "@/lib/ui/api-fetch";
import type { Agent, AgentConfig, AgentField, ReviewReplyTone } from "@/lib/ui/api-types";
import { AGENT_FIELD_LABELS, AGENT_FIELDS, AUTO_APPROVE_KIND_LABELS, REVIEW_REPLY_TONE_LABELS } from "@/lib/ui/labels";
import { keys } from "@/lib/ui/queries";
import { useFieldErrors } from "@/lib/ui/use-field-errors";

import { useAgentMutation } from "./use-agent-mutation";

interface AppLocales {
  items: { locale: string; localeName: string; primary: boolean }[];
}

interface Draft {
  goals: string;
  allLocales: boolean;
  locales: string[];
  fields: AgentField[];
  autoApproveKinds: AutoApproveKind[];
  dailyLimit: string;
  tickIntervalMinutes: string;
  reviewReplyTone: ReviewReplyTone;
  replyToPositiveReviews: boolean;
}

const draftOf = (config: AgentConfig): Draft => ({
  goals: (config.goals ?? []).join("\n"),
  allLocales: config.locales == null,
  locales: config.locales ?? [],
  fields: config.fields ?? [],
  autoApproveKinds: config.autoApprove?.kinds ?? [],
  dailyLimit: String(config.autoApprove?.dailyLimit ?? 5),
  tickIntervalMinutes: String(config.tickIntervalMinutes ?? 1440),
  reviewReplyTone: config.reviewReplyTone ?? "friendly",
  replyToPositiveReviews: config.replyToPositiveReviews ?? false,
});

type AutoApproveKind = AgentConfig["autoApprove"]["kinds"][number];

const AUTO_APPROVE_OPTIONS = Object.entries(AUTO_APPROVE_KIND_LABELS) as [AutoApproveKind, string][];

const toggled = <T,>(list: T[], item: T, on: boolean) => (on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item));

/** The agent's configuration: what it aims for, which locales and fields it may change, how it runs. */
export function AgentConfigForm({ agent }: { agent: Agent }) {
  const [draft, setDraft] = useState(() => draftOf(agent.config));
  const [saved, setSaved] = useState(false);
  const save = useAgentMutation<Draft>(agent.appId, "config", (value) => ({
    config: {
      goals: value.goals
        .split("\n")
        .map((goal) => goal.trim())
        .filter(Boolean),
      locales: value.allLocales ? null : value.locales,
      fields: AGENT_FIELDS.filter((field) => value.fields.includes(field)),
      autoApprove: {
        kinds: AUTO_APPROVE_OPTIONS.map(([kind]) => kind).filter((kind) => value.autoApproveKinds.includes(kind)),
        dailyLimit: Number(value.dailyLimit),
      },
      tickIntervalMinutes: Number(value.tickIntervalMinutes),
      reviewReplyTone: value.reviewReplyTone,
      replyToPositiveReviews: value.replyToPositiveReviews,
    },
  }));
  const locales = useQuery({
    queryKey: keys.appLocales(agent.appId),
    queryFn: ({ signal }) => apiFetch<AppLocales>(`/api/apps/${seg(agent.appId)}/locales`, { signal }),
  });
  const fields = useFieldErrors(save.error);
  const update = (patch: Partial<Draft>) => {
    setSaved(false);
    fields.clear(
      ...Object.keys(patch).map(
        (key) =>
          `config.${key === "allLocales" ? "locales" : key === "dailyLimit" || key === "autoApproveKinds" ? "autoApprove.dailyLimit" : key}`,
      ),
    );
    setDraft((current) => ({ ...current, ...patch }));
  };
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: (next) => {
        setDraft(draftOf(next.config));
        setSaved(true);
      },
    });
  }
  const errors = (field: string) => fields.errors(`config.${field}`);

  return (
    <Card title="Configuration" description="Changes apply from the agent's next run.">
      <form onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Agent configuration">
        <TextAreaField
          label="Goals"
          hint="One per line, in plain words (up to 10)."
          rows={3}
          value={draft.goals}
          onChange={(event) => update({ goals: event.target.value })}
          errors={errors("goals")}
        />

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">What the agent may change</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {AGENT_FIELDS.map((field) => (
              <Checkbox
                key={field}
                label={AGENT_FIELD_LABELS[field]}
                checked={draft.fields.includes(field)}
                onChange={(event) => update({ fields: toggled(draft.fields, field, event.target.checked) })}
              />
            ))}
          </div>
          {errors("fields").map((message) => (
            <p key={message} className="text-xs text-red-600">
              {message}
            </p>
          ))}
        </fieldset>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Locales</legend>
          <Checkbox
            label="Every locale of the app"
            checked={draft.allLocales}
            onChange={(event) => update({ allLocales: event.target.checked })}
          />
          {!draft.allLocales && (
            <div className="grid max-h-48 gap-2 overflow-y-auto rounded-md border border-zinc-200 p-3 sm:grid-cols-2 dark:border-zinc-800">
              {locales.data?.items.map((item) => (
                <Checkbox
                  key={item.locale}
                  label={
                    <>
                      {item.localeName} <span className="font-mono text-xs text-zinc-600 dark:text-zinc-400">{item.locale}</span>
                    </>
                  }
                  checked={draft.locales.includes(item.locale)}
                  onChange={(event) => update({ locales: toggled(draft.locales, item.locale, event.target.checked) })}
                />
              )) ?? (
                <p className="text-sm text-zinc-600 dark:text-zinc-400">
                  {locales.error ? "Could not load the app's locales." : "Loading locales…"}
                </p>
              )}
            </div>
          )}
          {errors("locales").map((message) => (
            <p key={message} className="text-xs text-red-600">
              {message}
            </p>
          ))}
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Run every (minutes)"
            type="number"
            min={15}
            max={43200}
            value={draft.tickIntervalMinutes}
            onChange={(event) => update({ tickIntervalMinutes: event.target.value })}
            errors={errors("tickIntervalMinutes")}
            hint="15 minutes to 30 days (43,200)."
          />
          <SelectField
            label="Tone of review replies"
            value={draft.reviewReplyTone}
            onChange={(event) => update({ reviewReplyTone: event.target.value as ReviewReplyTone })}
            errors={errors("reviewReplyTone")}
          >
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
          checked={draft.replyToPositiveReviews}
          onChange={(event) => update({ replyToPositiveReviews: event.target.checked })}
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
                checked={draft.autoApproveKinds.includes(kind)}
                onChange={(event) => update({ autoApproveKinds: toggled(draft.autoApproveKinds, kind, event.target.checked) })}
              />
            ))}
          </div>
          <TextField
            label="At most this many a day"
            type="number"
            min={1}
            max={50}
            value={draft.dailyLimit}
            onChange={(event) => update({ dailyLimit: event.target.value })}
            errors={errors("autoApprove.dailyLimit")}
            hint="1 to 50 in 24 hours; the rest wait for you."
          />
        </fieldset>

        <ProblemAlert
          error={save.error}
          fields={[
            "config.goals",
            "config.fields",
            "config.locales",
            "config.tickIntervalMinutes",
            "config.reviewReplyTone",
            "config.autoApprove.dailyLimit",
            "config.replyToPositiveReviews",
          ]}
        />
        <div className="flex items-center gap-3">
          <Button type="submit" variant="secondary" pending={save.isPending}>
            Save configuration
          </Button>
          {saved && !save.isPending && (
            <span role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
              Saved.
            </span>
          )}
        </div>
      </form>
    </Card>
  );
}
