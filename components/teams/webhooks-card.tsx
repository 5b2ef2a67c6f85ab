"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Checkbox, TextField } from "@/components/ui/field";
import { LoadMore } from "@/components/ui/load-more";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { Badge } from "@/components/ui/status-badge";
import { EmptyState, Loading, QueryState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import type { ResultOf } from "@/lib/http/operation";
import { call } from "@/client/call";
import { operationKey } from "@/client/operation-keys";
import { useLoadMore } from "@/client/use-load-more";
import { useOperation } from "@/client/use-operation";
import { useOperationForm } from "@/client/use-operation-form";
import { SUBSCRIBABLE_EVENT_TYPES, WEBHOOK_EVENTS } from "@/lib/webhooks/events";
import * as webhooks from "@/lib/webhooks/operations";
import { MAX_WEBHOOKS_PER_TEAM } from "@/lib/webhooks/schemas";

type Webhook = ResultOf<typeof webhooks.listWebhooks>["items"][number];
type EventType = (typeof SUBSCRIBABLE_EVENT_TYPES)[number];

/** Every webhook read (the team's list and each endpoint's deliveries) nests under this key. */
const everyWebhookKey = operationKey(webhooks.listWebhooks);

/** The team's webhook endpoints: anyone in the team sees them; those who manage the team add, change, ping and remove them. */
export function WebhooksCard({ teamId, manages }: { teamId: string; manages: boolean }) {
  const queryClient = useQueryClient();
  const list = useOperation(webhooks.listWebhooks, { query: { teamId } });
  const [secret, setSecret] = useState<string | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: everyWebhookKey });
  return (
    <Card
      id="webhooks"
      title="Webhooks"
      description="The team's events (new reviews, replies, version states, syncs, the agent, proposals) sent to URLs of your own, signed by the Standard Webhooks specification."
    >
      <div className="flex flex-col gap-5">
        {manages && <AddWebhook teamId={teamId} onAdded={(made) => (setSecret(made), refresh())} />}
        {secret && (
          <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950" role="status">
            <p className="font-medium">The signing secret, shown this once. Keep it where your receiver can read it:</p>
            <p className="mt-1 font-mono text-xs break-all" data-testid="webhook-secret">
              {secret}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void navigator.clipboard?.writeText(secret).then(() => toast.success("Copied."))}
              >
                Copy
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setSecret(null)}>
                I have saved it
              </Button>
            </div>
          </div>
        )}
        <QueryState query={list}>
          {({ items }) =>
            items.length === 0 ? (
              <EmptyState title="No webhooks yet">
                {manages ? "Add a URL above to receive the team's events." : "Owners and admins can add one."}
              </EmptyState>
            ) : (
              <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800" aria-label="The team's webhooks">
                {items.map((hook) => (
                  <WebhookRow key={hook.id} hook={hook} manages={manages} onChanged={refresh} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </div>
    </Card>
  );
}

function EventChoice({ value, onChange, errors }: { value: string[]; onChange: (events: EventType[]) => void; errors: string[] }) {
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
      <legend className="px-1 text-sm font-medium">Events to send</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {SUBSCRIBABLE_EVENT_TYPES.map((type) => (
          <Checkbox
            key={type}
            label={<span className="font-mono text-xs">{type}</span>}
            hint={WEBHOOK_EVENTS[type].description}
            checked={value.includes(type)}
            onChange={(event) =>
              onChange(
                (event.target.checked ? [...value, type] : value.filter((chosen) => chosen !== type)).filter(
                  (chosen): chosen is EventType => SUBSCRIBABLE_EVENT_TYPES.includes(chosen as EventType),
                ),
              )
            }
          />
        ))}
      </div>
      {errors.map((message) => (
        <p key={message} className="text-sm text-red-700 dark:text-red-300">
          {message}
        </p>
      ))}
    </fieldset>
  );
}

function AddWebhook({ teamId, onAdded }: { teamId: string; onAdded: (secret: string) => void }) {
  const form = useOperationForm(webhooks.createWebhook, {
    defaultValues: { url: "", events: ["review.created"] as EventType[], description: "", teamId },
    onSuccess: (made) => {
      toast.success("Webhook added. Send it a ping to check your receiver.");
      onAdded(made.secret);
    },
  });
  return (
    <form onSubmit={form.onSubmit} className="flex flex-col gap-3" noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="URL"
          type="url"
          inputMode="url"
          placeholder="https://example.com/hooks/app-store"
          autoComplete="off"
          {...form.text("url")}
        />
        <TextField label="Description (optional)" autoComplete="off" {...form.text("description")} />
      </div>
      <EventChoice value={form.values.events} onChange={(events) => form.set("events", events)} errors={form.errors("events")} />
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        https on a public host only. A Slack incoming-webhook URL gets messages in Slack&apos;s format. At most {MAX_WEBHOOKS_PER_TEAM} per
        team.
      </p>
      <Button
        type="submit"
        className="self-start"
        pending={form.pending}
        disabled={!form.values.url.trim() || form.values.events.length === 0}
      >
        Add webhook
      </Button>
      <ProblemAlert error={form.problem} fields={form.fieldNames} />
    </form>
  );
}

function WebhookRow({ hook, manages, onChanged }: { hook: Webhook; manages: boolean; onChanged: () => void }) {
  const params = { webhookId: hook.id };
  const [editing, setEditing] = useState(false);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const [removing, setRemoving] = useState(false);
  const toggle = useMutation({
    mutationFn: () => call(webhooks.updateWebhook, { params, body: { enabled: !hook.enabled } }),
    onSuccess: (changed) => {
      toast.success(changed.enabled ? "The webhook is on again." : "The webhook is off: nothing is sent to it.");
      onChanged();
    },
  });
  const ping = useMutation({
    mutationFn: () => call(webhooks.pingWebhook, { params }),
    onSuccess: () => {
      toast.success("Ping sent. Its delivery shows below in a moment.");
      setShowDeliveries(true);
      onChanged();
    },
  });
  const remove = useMutation({
    mutationFn: () => call(webhooks.deleteWebhook, { params }),
    onSuccess: () => {
      toast.success("The webhook was removed.");
      onChanged();
    },
  });
  return (
    <li className="py-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-all">{hook.url}</p>
          {hook.description && <p className="text-zinc-600 dark:text-zinc-400">{hook.description}</p>}
          <p className="mt-1 flex flex-wrap items-center gap-2">
            {hook.enabled ? <Badge tone="success">On</Badge> : <Badge tone="danger">Off</Badge>}
            {hook.format === "slack" && <Badge>Slack</Badge>}
            <span className="text-zinc-600 dark:text-zinc-400">
              Last delivered <Time value={hook.lastSuccessAt} fallback="never" />
            </span>
          </p>
          {hook.disabledReason && <p className="mt-1 text-red-700 dark:text-red-300">{hook.disabledReason}</p>}
          <p className="mt-1 font-mono text-xs break-words text-zinc-600 dark:text-zinc-400">{hook.events.join(", ")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setShowDeliveries(!showDeliveries)}>
            {showDeliveries ? "Hide deliveries" : "Deliveries"}
          </Button>
          {manages && (
            <>
              <Button size="sm" variant="secondary" pending={ping.isPending} disabled={!hook.enabled} onClick={() => ping.mutate()}>
                Send ping
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setEditing(!editing)}>
                Edit…
              </Button>
              <Button size="sm" variant="secondary" pending={toggle.isPending} onClick={() => toggle.mutate()}>
                {hook.enabled ? "Turn off" : "Turn on"}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setRemoving(true)}>
                Remove
              </Button>
            </>
          )}
        </div>
      </div>
      <ProblemAlert error={toggle.error ?? ping.error ?? remove.error} className="mt-2" />
      {editing && <EditWebhook hook={hook} onDone={() => (setEditing(false), onChanged())} />}
      {showDeliveries && <Deliveries webhookId={hook.id} manages={manages} />}
      <ConfirmDialog
        open={removing}
        title="Remove this webhook?"
        confirmLabel="Remove webhook"
        destructive
        onCancel={() => setRemoving(false)}
        onConfirm={() => {
          remove.mutate();
          setRemoving(false);
        }}
      >
        Events are no longer sent to {hook.url}, and its deliveries are deleted. This cannot be undone.
      </ConfirmDialog>
    </li>
  );
}

function EditWebhook({ hook, onDone }: { hook: Webhook; onDone: () => void }) {
  const form = useOperationForm(webhooks.updateWebhook, {
    params: { webhookId: hook.id },
    defaultValues: {
      url: hook.url,
      events: hook.events.filter((type): type is EventType => SUBSCRIBABLE_EVENT_TYPES.includes(type as EventType)),
      description: hook.description ?? "",
    },
    keepValues: true,
    onSuccess: () => {
      toast.success("Webhook saved.");
      onDone();
    },
  });
  return (
    <form
      onSubmit={form.onSubmit}
      className="mt-3 flex flex-col gap-3 rounded-md border border-zinc-200 p-3 dark:border-zinc-800"
      noValidate
    >
      <TextField label="URL" type="url" inputMode="url" autoComplete="off" {...form.text("url")} />
      <TextField label="Description (optional)" autoComplete="off" {...form.text("description")} />
      <EventChoice value={form.values.events ?? []} onChange={(events) => form.set("events", events)} errors={form.errors("events")} />
      <Button type="submit" className="self-start" pending={form.pending}>
        Save
      </Button>
      <ProblemAlert error={form.problem} fields={form.fieldNames} />
    </form>
  );
}

const STATUS_TONES = { pending: "warning", delivered: "success", failed: "danger" } as const;
const STATUS_WORDS = { pending: "Waiting", delivered: "Delivered", failed: "Failed" } as const;

function Deliveries({ webhookId, manages }: { webhookId: string; manages: boolean }) {
  const queryClient = useQueryClient();
  const params = { webhookId };
  const deliveries = useLoadMore(webhooks.listWebhookDeliveries, { params });
  const redeliver = useMutation({
    mutationFn: (deliveryId: string) => call(webhooks.redeliverWebhookDelivery, { params: { webhookId, deliveryId } }),
    onSuccess: () => {
      toast.success("Sent again, as a new delivery with the same webhook-id.");
      void queryClient.invalidateQueries({ queryKey: everyWebhookKey });
    },
  });
  if (deliveries.isPending) return <Loading label="Loading deliveries…" />;
  return (
    <div className="mt-3 rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
      <ProblemAlert error={deliveries.error ?? redeliver.error} className="mb-2" />
      {deliveries.items.length === 0 ? (
        <EmptyState title="Nothing sent yet" />
      ) : (
        <ul className="flex flex-col divide-y divide-zinc-100 dark:divide-zinc-800" aria-label="Deliveries">
          {deliveries.items.map((delivery) => (
            <li key={delivery.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-mono text-xs">{delivery.eventType}</span>
                  <Badge tone={STATUS_TONES[delivery.status]}>{STATUS_WORDS[delivery.status]}</Badge>
                </p>
                <p className="text-zinc-600 dark:text-zinc-400">
                  <Time value={delivery.createdAt} /> · {delivery.attempts} {delivery.attempts === 1 ? "attempt" : "attempts"}
                  {delivery.lastStatusCode !== null && ` · last answer ${delivery.lastStatusCode}`}
                  {delivery.nextAttemptAt && (
                    <>
                      {" "}
                      · next try <Time value={delivery.nextAttemptAt} />
                    </>
                  )}
                </p>
                {delivery.lastError && delivery.status !== "delivered" && (
                  <p className="text-red-700 dark:text-red-300">{delivery.lastError}</p>
                )}
              </div>
              {manages && (
                <Button
                  size="sm"
                  variant="secondary"
                  pending={redeliver.isPending && redeliver.variables === delivery.id}
                  onClick={() => redeliver.mutate(delivery.id)}
                >
                  Send again
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasNextPage={deliveries.hasNextPage}
        isFetchingNextPage={deliveries.isFetchingNextPage}
        loadMore={deliveries.loadMore}
        label="Load more deliveries"
      />
    </div>
  );
}
