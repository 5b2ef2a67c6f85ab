"use client";

import { toast } from "sonner";
import type { z } from "zod";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextAreaField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { Badge } from "@/components/ui/status-badge";
import { Time } from "@/components/ui/time";
import { brainName } from "@/client/agent-text";
import type { AgentAction } from "@/client/api-types";
import { useInlineForm } from "@/client/use-inline-form";
import { bodySchema, useSchemaForm } from "@/client/use-operation-form";
import * as agentOperations from "@/lib/agent/operations";

import { Stars } from "@/components/reviews/stars";
import { AGENT_FIELD_LABELS } from "@/client/labels";
import { localeName, territoryName } from "@/client/store-labels";
import { ChangeDiff } from "./change-diff";
import { useAgentMutation } from "./use-agent-mutation";

type RejectBody = z.output<ReturnType<typeof bodySchema<typeof agentOperations.rejectAppAgentAction>>>;
type Scope = NonNullable<RejectBody["scope"]>;

/** The scopes that apply to the change, in plain words. */
function scopesFor(action: AgentAction): [Scope, string][] {
  const mutation = action.mutation;
  const scopes: [Scope, string][] = [["this_change", "Only this change"]];
  if (mutation.type === "update_localization") {
    const field = AGENT_FIELD_LABELS[mutation.field];
    scopes.push(
      ["this_field", `Any change to ${field.toLowerCase()}, in every language`],
      ["this_locale", `Any change in ${localeName(mutation.locale)}`],
      ["this_kind", "Any change to the store texts"],
    );
  }
  if (mutation.type === "reply_to_review") {
    const rating = action.review?.rating ?? mutation.rating;
    scopes.push(
      ["this_review", "Any reply to this review"],
      ["this_rating", `Any reply to a ${rating}-star review`],
      ["this_kind", "Any reply to any review"],
    );
  }
  if (mutation.type === "create_experiment") scopes.push(["this_kind", "Any experiment"]);
  return scopes;
}

const TYPE_LABELS: Record<AgentAction["type"], string> = {
  update_localization: "Metadata change",
  reply_to_review: "Review reply",
  create_experiment: "Experiment",
};

/** The change the agent proposes: what, why, before/after, and the owner's decision. */
export function PendingActionCard({ appId, action, canDecide = true }: { appId: string; action: AgentAction; canDecide?: boolean }) {
  const approve = useAgentMutation<string | undefined>(appId, "approve", (after) => (after === undefined ? undefined : { after }));
  const reject = useAgentMutation<RejectBody>(appId, "reject", (body) => body);
  const editable = action.mutation.type !== "create_experiment";
  const proposedText = action.mutation.type === "create_experiment" ? "" : action.mutation.after;
  // `after` is the owner's version while editing, absent otherwise (the proposal as it is).
  const approval = useSchemaForm({
    schema: bodySchema(agentOperations.approveAppAgentAction).unwrap(),
    defaultValues: {},
    keepValues: true,
    send: ({ after }) => approve.mutateAsync(after !== undefined && after !== proposedText ? after : undefined),
    onSuccess: (_, { after }) =>
      toast.success(
        after !== undefined && after !== proposedText
          ? "Approved with your edit: the agent writes it to App Store Connect now."
          : "Approved: the agent writes the change to App Store Connect now.",
      ),
  });
  const edit = approval.values.after;
  const editing = edit !== undefined;
  const edited = editing && edit.trim() !== proposedText;
  const rejection = useSchemaForm({
    schema: bodySchema(agentOperations.rejectAppAgentAction),
    defaultValues: { reason: "", scope: "this_change" },
    keepValues: true,
    send: (body) => reject.mutateAsync(body),
    onSuccess: () => toast.success("Rejected. The agent will not propose this again."),
  });
  const scopes = scopesFor(action);
  const {
    open: rejectingOpen,
    show: showRejecting,
    close: closeRejecting,
    attachTrigger: attachRejectingTrigger,
    panelProps: rejectingPanelProps,
  } = useInlineForm<HTMLButtonElement, HTMLFormElement>();

  return (
    <Card
      id="pending-action"
      title="Proposed change"
      description={
        <>
          Proposed <Time value={action.createdAt} /> by {brainName(action.brain)}
        </>
      }
      actions={<Badge tone="warning">{TYPE_LABELS[action.type]}</Badge>}
      className="border-amber-300 dark:border-amber-800"
    >
      <div className="flex flex-col gap-4" data-testid="pending-action">
        <div>
          <p className="font-medium" data-testid="action-summary">
            {action.summary}
          </p>
          {action.brain === "rules" || action.brain === "revert" ? (
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{action.rationale}</p>
          ) : (
            // The summary above is the service's, from the change itself; the model's reasons are its own words.
            <figure className="mt-1 text-sm text-zinc-600 dark:text-zinc-400" data-testid="model-rationale">
              <figcaption className="text-xs">Why, in the AI model&apos;s own words:</figcaption>
              <blockquote className="mt-0.5 border-l-2 border-zinc-300 pl-2 whitespace-pre-line italic dark:border-zinc-700">
                “{action.rationale}”
              </blockquote>
            </figure>
          )}
        </div>
        {action.review && (
          <figure className="rounded-md border border-zinc-200 p-3 text-sm dark:border-zinc-800" data-testid="action-review">
            <figcaption className="flex flex-wrap items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
              <Stars rating={action.review.rating} />
              <span>
                {action.review.nickname ?? "A customer"} · {territoryName(action.review.territory)} ·{" "}
                <Time value={action.review.createdAt} />
              </span>
            </figcaption>
            <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">The review, in the customer&apos;s own words:</p>
            <blockquote className="mt-0.5 border-l-2 border-zinc-300 pl-2 dark:border-zinc-700">
              {action.review.title && <p className="font-medium">“{action.review.title}”</p>}
              {action.review.body && <p className="whitespace-pre-line text-zinc-700 dark:text-zinc-300">“{action.review.body}”</p>}
            </blockquote>
          </figure>
        )}
        <ChangeDiff mutation={action.mutation} fromModel={action.brain !== "rules" && action.brain !== "revert"} />
        {editing && (
          <TextAreaField
            label={action.mutation.type === "reply_to_review" ? "Your version of the reply" : "Your version of the text"}
            hint="Approving writes this instead of the proposal, after the same checks."
            rows={5}
            {...approval.text("after")}
          />
        )}
        {/* Above both forms, so it names their fields itself (they render after it). */}
        <ProblemAlert error={approval.problem ?? rejection.problem} fields={["after", "reason"]} />
        {rejectingOpen ? (
          <form
            onSubmit={rejection.onSubmit}
            noValidate
            className="flex flex-col gap-3 rounded-md bg-zinc-50 p-3 dark:bg-zinc-800/50"
            {...rejectingPanelProps}
            aria-label="Reject the change"
          >
            <fieldset className="flex flex-col gap-1.5 text-sm">
              <legend className="mb-1 font-medium">What should the agent stop proposing?</legend>
              {scopes.map(([value, label]) => (
                <label key={value} className="flex items-start gap-2">
                  <input
                    type="radio"
                    name="scope"
                    value={value}
                    checked={rejection.values.scope === value}
                    onChange={() => rejection.set("scope", value)}
                    className="mt-1"
                  />
                  <span>{label}</span>
                </label>
              ))}
              <span className="text-xs text-zinc-600 dark:text-zinc-400">
                Anything wider than this change stays in the agent&apos;s memories until you remove it there.
              </span>
            </fieldset>
            <TextAreaField
              label="Why not? (required)"
              hint="The built-in rules act on the choice above and on a few wishes, in your language: no emoji, no links, shorter replies, a more formal or a more casual address (“too informal” asks for the formal one), no prices or discounts, or no replies to reviews with a given number of stars. Anything else is kept as you wrote it, shown under Memories, and given to the AI model on every later run, if you use one. Escape cancels."
              required
              rows={3}
              maxLength={2000}
              {...rejection.text("reason")}
            />
            <div className="flex gap-2">
              <Button type="submit" variant="danger" pending={rejection.pending} disabled={!rejection.values.reason.trim()}>
                Reject change
              </Button>
              <Button variant="ghost" onClick={closeRejecting}>
                Cancel
              </Button>
            </div>
          </form>
        ) : !canDecide ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            A member whose role publishes this kind of change approves or rejects it.
          </p>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => approval.submit()} pending={approval.pending} disabled={editing && !edit.trim()}>
              {edited ? "Approve my version" : "Approve"}
            </Button>
            {editable && !editing && (
              <Button variant="secondary" onClick={() => approval.set("after", proposedText)} disabled={approval.pending}>
                Edit before approving
              </Button>
            )}
            {editing && (
              <Button variant="ghost" onClick={() => approval.set("after", undefined)}>
                Discard my edit
              </Button>
            )}
            <Button ref={attachRejectingTrigger} variant="secondary" onClick={showRejecting} disabled={approval.pending}>
              Reject…
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
