import "server-only";

import { appContentRules, type AppContentRules } from "@/lib/apps/content-precheck";
import type { Tx } from "@/lib/db/client";
import { contentFindings, type TextKind } from "@/lib/text/content-rules";
import { CURRENCY_AMOUNT } from "@/lib/text/content-phrases";
import { instructionsIn } from "@/lib/text/instructions";
import { linksAndEmails } from "@/lib/text/links";
import { phrase } from "@/lib/text/phrases";
import { foreignCharacters } from "@/lib/text/scripts";
import { textView } from "@/lib/text/text-view";

import type { AgentConfig, AutoApproveKind } from "./config";
import type { Mutation } from "./mutations";
import { replyLanguage } from "@/lib/text/reply-language";

/** Auto-approval's window for its daily limit. */
const DAY_MS = 24 * 3600_000;

/** The auto-approvable kind a change is, if any: replies by rating, and three short store texts. */
function autoApproveKind(mutation: Mutation): AutoApproveKind | null {
  if (mutation.type === "reply_to_review") return mutation.rating >= 4 ? "reply_positive" : "reply_critical";
  if (mutation.type !== "update_localization") return null;
  if (mutation.field === "promotionalText") return "promotional_text";
  if (mutation.field === "whatsNew") return "whats_new";
  if (mutation.field === "keywords") return "keywords";
  return null;
}

// "Free" in any language: an offer a person decides on, even with no amount named.
const FREE_WORDS = phrase([
  "free",
  "gratis",
  "gratuit",
  "gratuite",
  "kostenlos",
  "umsonst",
  "gratuito",
  "gratuita",
  "grátis",
  "無料",
  "免费",
  "免費",
  "무료",
]);
const CURRENCY_SIGN = /\p{Sc}/u;

export interface AutoApprovalText {
  text: string;
  kind: TextKind;
  field?: string;
  /** The language it is written in (a reply: the review's). */
  locale: string | null;
}

/**
 * What in a text only a person may let through, in words (empty: nothing). On its own, after the
 * precheck refused any finding already, so a gap in one place cannot publish such a text: any
 * finding or warning, any link (the app's own and Apple's included), email address or phone number,
 * any price or "free" in any form, any word mixing alphabets, any character outside the scripts of
 * the text's language (Latin, digits, punctuation and emoji are fine everywhere), and the owner's
 * forbidden words and competitors.
 */
export function autoApprovalTextProblems({ text, kind, field, locale }: AutoApprovalText, rules: AppContentRules): string[] {
  const problems = new Set<string>(
    contentFindings(text, { kind, field, locale, ...rules, requiredWords: [] }).map((finding) => finding.rule.replaceAll("_", " ")),
  );
  const { matching } = textView(text, locale);
  const { links, emails } = linksAndEmails(matching);
  if (links.length) problems.add("a link");
  if (emails.length) problems.add("an email address");
  if (CURRENCY_AMOUNT.test(matching) || CURRENCY_SIGN.test(matching) || FREE_WORDS.test(matching)) problems.add("a price or an offer");
  const foreign = foreignCharacters(text, locale);
  if (foreign.length)
    problems.add(
      `characters outside ${locale ?? "the text's"} language's alphabet (${foreign.map((char) => JSON.stringify(char)).join(", ")})`,
    );
  return [...problems];
}

/** Why a review's reply must wait for a person: the review reads like instructions to an AI, or like spam. */
export function reviewAutoApprovalProblem(review: { title: string | null; body: string | null; territory: string }): string | null {
  const text = [review.title, review.body].filter(Boolean).join("\n");
  const { matching } = textView(text, replyLanguage(review), 12_000);
  if (instructionsIn(matching)) return "the review reads like instructions to an AI";
  const spam = contentFindings(text, { kind: "reply", locale: replyLanguage(review) }).find((finding) =>
    ["spam", "foreign_url", "email_address", "phone_number", "encoded_text", "mixed_script"].includes(finding.rule),
  );
  return spam ? "the review reads like spam" : null;
}

/** The text of a change as auto-approval checks it, with the facts from the database (the review's language). */
async function textOf(tx: Tx, appId: string, mutation: Mutation): Promise<{ text: AutoApprovalText; review?: string | null } | null> {
  if (mutation.type === "update_localization") {
    const kind: TextKind = mutation.field === "keywords" ? "keywords" : "store_text";
    return { text: { text: mutation.after, kind, field: mutation.field, locale: mutation.locale } };
  }
  if (mutation.type !== "reply_to_review") return null;
  const review = await tx.customerReview.findFirst({
    where: { id: mutation.reviewId, appId },
    select: { title: true, body: true, territory: true },
  });
  if (!review) return null;
  return { text: { text: mutation.after, kind: "reply", locale: replyLanguage(review) }, review: reviewAutoApprovalProblem(review) };
}

/**
 * Why a change that passed the precheck must still wait for a person (null: it may be written at
 * once): not a kind the owner ticked, a text only a person may let through
 * (`autoApprovalTextProblems`), a reply to a review that reads like instructions or spam, or the
 * daily limit reached.
 */
export async function autoApproveRefusal(tx: Tx, agentId: string, config: AgentConfig, mutation: Mutation, now = new Date()) {
  const kind = autoApproveKind(mutation);
  if (!kind || !config.autoApprove.kinds.includes(kind)) return "not a kind you let the agent approve itself";
  const agent = await tx.agent.findUnique({ where: { id: agentId }, select: { appId: true } });
  const checked = agent ? await textOf(tx, agent.appId, mutation) : null;
  if (!agent || !checked) return "what it changes is not one of this app's texts";
  if (checked.review) return checked.review;
  const problems = autoApprovalTextProblems(checked.text, await appContentRules(agent.appId, tx));
  if (problems.length > 0) return `the text has something a person should see first (${problems.join(", ")})`;
  const approvedToday = await tx.agentAction.count({
    where: { agentId, autoApproved: true, createdAt: { gte: new Date(now.getTime() - DAY_MS) } },
  });
  if (approvedToday >= config.autoApprove.dailyLimit)
    return `${approvedToday} changes were approved automatically in the last 24 hours, the daily limit`;
  return null;
}
