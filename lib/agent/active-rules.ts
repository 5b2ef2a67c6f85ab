import { FIELD_LABELS, LOCALIZATION_FIELDS, type LocalizationField } from "./mutations";
import { REPLY_STYLES, type ReplyStyle } from "./learn-from-rejection";

/**
 * The owner's standing rules, read from the agent's memories: every scope a rejection set, every
 * reply wish, every rating left unanswered, the owner's words no rule could be read from (kept as
 * written, for a model to follow and read as a rule), and the changes rejected (never proposed again). The
 * rules brain applies them itself (brain.ts filters candidates by the scopes, reply drafts
 * follow the wishes); a model brain gets them every tick, as data and as short sentences, so a
 * rule does not fade after ten actions the way a "recent actions" window does. Rejected changes
 * are listed newest first up to a bound, the rest summarised by their count.
 */

type ActiveRuleKind =
  "avoid_kind" | "avoid_field" | "avoid_locale" | "avoid_review" | "avoid_rating" | "reply_style" | "owner_words" | "rejected_change";

interface ActiveRule {
  /** The memory that holds it (`DELETE /apps/{appId}/agent/memories/{key}` lifts it). */
  key: string;
  kind: ActiveRuleKind;
  /** What it is about: a change type, a field, a locale, a review id, a rating, a wish, a change's fingerprint. */
  value: string;
  /** The rule in one sentence, for a prompt or a person. */
  sentence: string;
  /** The owner's words when they set it. */
  reason: string | null;
  since: string | null;
}

interface ActiveRules {
  rules: ActiveRule[];
  /** One sentence per rule, rejected changes past the bound summarised in one more. */
  sentences: string[];
}

const KINDS: Record<string, string> = {
  update_localization: "changes to the store texts",
  reply_to_review: "replies to reviews",
  create_experiment: "product page experiments",
};

const WISH_SENTENCES: Record<ReplyStyle, string> = {
  no_emoji: "Write review replies without emoji.",
  no_links: "Write review replies without links or addresses.",
  shorter: "Keep review replies short: one or two sentences.",
  formal: "Write review replies formally, with the formal address where the language has one (Sie, vous, usted, Lei, u, siz, 您).",
  informal: "Write review replies with the informal address where the language has one (du, tu, tú, je, sen, 你).",
  no_discounts: "Never mention prices, discounts, sales or coupons.",
};

const MAX_QUOTE = 200;
const DEFAULT_MAX_REJECTED = 30;

const record = (value: unknown): Record<string, unknown> => (value && typeof value === "object" ? (value as Record<string, unknown>) : {});
const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);
const clip = (words: string) => ([...words].length > MAX_QUOTE ? `${[...words].slice(0, MAX_QUOTE - 1).join("")}…` : words);
const quote = (reason: string | null) => (reason ? ` (the owner said: "${clip(reason)}")` : "");
const fieldLabel = (field: string) =>
  (LOCALIZATION_FIELDS as readonly string[]).includes(field) ? FIELD_LABELS[field as LocalizationField].toLowerCase() : field;

function ruleOf(key: string, value: unknown): ActiveRule | null {
  const memory = record(value);
  const reason = text(memory.reason);
  const since = text(memory.at);
  const [prefix, kind, ...rest] = key.split(":");
  const subject = rest.join(":");
  const rule = (ruleKind: ActiveRuleKind, ruleValue: string, sentence: string): ActiveRule => ({
    key,
    kind: ruleKind,
    value: ruleValue,
    sentence: `${sentence.replace(/\.$/, "")}${quote(reason)}.`,
    reason,
    since,
  });
  if (prefix === "avoid" && kind === "kind") return rule("avoid_kind", subject, `Propose no ${KINDS[subject] ?? subject}.`);
  if (prefix === "avoid" && kind === "field")
    return rule("avoid_field", subject, `Propose no change to the ${fieldLabel(subject)}, in any language.`);
  if (prefix === "avoid" && kind === "locale") return rule("avoid_locale", subject, `Propose no change in the ${subject} locale.`);
  if (prefix === "avoid" && kind === "review") {
    const summary = text(memory.summary);
    return rule("avoid_review", subject, `Do not reply to review ${subject}${summary ? ` ("${summary}")` : ""}.`);
  }
  if (prefix === "avoid" && kind === "rating") return rule("avoid_rating", subject, `Do not reply to ${subject}-star reviews.`);
  if (prefix === "style" && (REPLY_STYLES as readonly string[]).includes(kind ?? ""))
    return rule("reply_style", kind!, WISH_SENTENCES[kind as ReplyStyle]);
  if (prefix === "wish" && reason)
    return {
      key,
      kind: "owner_words",
      value: reason,
      sentence: `The owner asked, in their own words (kept as written; no rule the service applies itself): "${clip(reason)}".`,
      reason,
      since,
    };
  if (prefix === "rejected") {
    const summary = text(memory.summary) ?? "a change";
    return rule("rejected_change", kind ?? "", `Do not propose again: ${summary}.`);
  }
  return null;
}

/** A reply wish's or a rating's rule in one sentence, without the owner's words (`style:formal`, `avoid:rating:5`). */
export const ruleSentence = (key: string) => ruleOf(key, {})?.sentence ?? key;

/** The owner's standing rules in `memories` (as `readMemories` returns them), standing rules first, then rejected changes, newest first. */
export function activeRules(memories: Record<string, unknown>, options: { maxRejectedChanges?: number } = {}): ActiveRules {
  const all = Object.entries(memories)
    .map(([key, value]) => ruleOf(key, value))
    .filter((rule): rule is ActiveRule => rule !== null);
  const standing = all.filter((rule) => rule.kind !== "rejected_change");
  standing.sort((a, b) => a.key.localeCompare(b.key));
  const rejected = all
    .filter((rule) => rule.kind === "rejected_change")
    .sort((a, b) => (b.since ?? "").localeCompare(a.since ?? "") || a.key.localeCompare(b.key));
  const max = options.maxRejectedChanges ?? DEFAULT_MAX_REJECTED;
  const listed = rejected.slice(0, max);
  const sentences = [...standing, ...listed].map((rule) => rule.sentence);
  if (rejected.length > listed.length)
    sentences.push(
      `${rejected.length - listed.length} older rejected change${rejected.length - listed.length === 1 ? "" : "s"} must not be proposed again either (the service filters them out).`,
    );
  return { rules: [...standing, ...rejected], sentences };
}
