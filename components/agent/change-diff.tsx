import type { AgentMutation } from "@/client/api-types";
import { formatLength, lengthUnit, storeLength } from "@/lib/text/store-text";
import { AGENT_FIELD_LABELS, LOCALIZATION_FIELD_LIMITS } from "@/client/labels";
import { localeName } from "@/client/store-labels";
import { wordDiff, type DiffPart } from "@/client/word-diff";

function Parts({ parts, kind }: { parts: DiffPart[]; kind: "removed" | "added" }) {
  return (
    <>
      {parts.map((part, index) =>
        part.changed ? (
          kind === "removed" ? (
            <del key={index} className="rounded-sm bg-red-200/70 text-red-900 decoration-red-700/60 dark:bg-red-900/60 dark:text-red-100">
              {part.text}
            </del>
          ) : (
            <ins
              key={index}
              className="rounded-sm bg-emerald-200/70 text-emerald-900 no-underline dark:bg-emerald-900/60 dark:text-emerald-100"
            >
              {part.text}
            </ins>
          )
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

function Side({ title, testId, children, footer }: { title: string; testId: string; children: React.ReactNode; footer?: string }) {
  return (
    <figure className="flex min-w-0 flex-col rounded-md border border-zinc-200 dark:border-zinc-800" data-testid={testId}>
      <figcaption className="border-b border-zinc-200 px-3 py-1.5 text-xs font-medium text-zinc-600 dark:text-zinc-400 uppercase dark:border-zinc-800">
        {title}
      </figcaption>
      <div className="px-3 py-2 text-sm break-words whitespace-pre-wrap">{children}</div>
      {footer && <div className="mt-auto px-3 pb-2 text-xs text-zinc-600 dark:text-zinc-400">{footer}</div>}
    </figure>
  );
}

/** Before and after of a text change, side by side, with removed and added words marked; `afterTitle` says whose words the new text is. */
export function TextDiff({
  before,
  after,
  limit,
  field = "",
  afterTitle = "After",
}: {
  before: string | null;
  after: string;
  limit?: number;
  field?: string;
  afterTitle?: string;
}) {
  const diff = wordDiff(before ?? "", after);
  const unit = lengthUnit(field);
  const count = (text: string) =>
    limit
      ? `${storeLength(field, text).toLocaleString("en-US")} / ${formatLength(limit, unit)}`
      : formatLength(storeLength(field, text), unit);
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <Side title="Before" testId="diff-before" footer={before ? count(before) : undefined}>
        {before ? <Parts parts={diff.before} kind="removed" /> : <span className="text-zinc-600 dark:text-zinc-400 italic">(empty)</span>}
      </Side>
      <Side title={afterTitle} testId="diff-after" footer={count(after)}>
        <Parts parts={diff.after} kind="added" />
      </Side>
    </div>
  );
}

/**
 * What a proposed change targets, and its before/after. A reply names nothing of its review here:
 * the card shows the review as stored, not what the proposal says about it. `fromModel` marks the
 * proposed text as the AI model's words.
 */
export function ChangeDiff({ mutation, fromModel = false }: { mutation: AgentMutation; fromModel?: boolean }) {
  const afterTitle = fromModel ? "After, in the AI model's words" : "After";
  switch (mutation.type) {
    case "update_localization":
      return (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {AGENT_FIELD_LABELS[mutation.field]} in {localeName(mutation.locale)}
            {mutation.appInfoId ? " · app information" : ""}
          </p>
          <TextDiff
            before={mutation.before}
            after={mutation.after}
            limit={LOCALIZATION_FIELD_LIMITS[mutation.field]}
            field={mutation.field}
            afterTitle={afterTitle}
          />
        </div>
      );
    case "reply_to_review":
      return (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-zinc-600 dark:text-zinc-400">The reply published under the review</p>
          <TextDiff before={mutation.before} after={mutation.after} afterTitle={afterTitle} />
        </div>
      );
    case "create_experiment":
      return (
        <div className="grid gap-3 md:grid-cols-2">
          <Side title="Before" testId="diff-before">
            <span className="text-zinc-600 dark:text-zinc-400 italic">(no experiment)</span>
          </Side>
          <Side title={afterTitle} testId="diff-after">
            <ins className="no-underline">
              <strong>{mutation.after.name}</strong>: {mutation.after.trafficProportion}% of visitors see a treatment
            </ins>
            <ul className="mt-1 list-disc pl-5">
              {mutation.after.treatments.map((treatment) => (
                <li key={treatment.name}>
                  {treatment.name}
                  {treatment.appIconName ? ` (shows the icon ${treatment.appIconName})` : ""}
                </li>
              ))}
            </ul>
          </Side>
        </div>
      );
  }
}
