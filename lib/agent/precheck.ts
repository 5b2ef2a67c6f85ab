import { appInfoEditableFields, MIN_NAME_LENGTH } from "@/lib/app-info/app-info-fields";
import { checkTexts, NO_CONTENT_RULES, type TextToCheck } from "@/lib/apps/content-precheck";
import { isAscLocale } from "@/lib/store/locales";
import type { ContentRule, Severity } from "@/lib/text/content-rules";
import { characterCount, storeTextProblems } from "@/lib/text/store-text";

import { localeInScope, mayTouch, type AgentField } from "./config";
import { FIELD_LABELS, FIELD_LIMITS, isAppInfoField, mutationSchema, URL_FIELDS, type Mutation } from "./mutations";
import type { AgentContext, ObservedReview } from "./observe";
import { replyLanguage } from "@/lib/text/reply-language";

/**
 * Checks a mutation against the content precheck every text leaving for the store goes through
 * (lib/apps/content-precheck.ts: fastlane precheck's rules and what must never go out under the
 * publisher's name) and against the app's current state, before it is proposed, at approval and
 * again before it runs. Any finding refuses an agent's proposal, warnings included: the agent
 * never asks for "Save anyway". Problems are listed, never thrown: a refused proposal is an event
 * naming the rule, not a failure.
 */

export interface PrecheckProblem {
  rule: "invalid" | "not_allowed" | "length" | "state" | "stale" | "no_change" | "unknown_target" | ContentRule;
  message: string;
  /** For the content rules: `hard`, or a `warning` a person could acknowledge (the agent cannot). */
  severity?: Severity;
}

/**
 * The problems that still stand when the owner asked for the change themselves (a revert of one of
 * their changes): what the configuration lets the agent touch does not apply, and content warnings
 * are theirs to accept, as "Save anyway" would; hard findings and the store's rules stand.
 */
export const problemsForOwnersRequest = (problems: PrecheckProblem[]) =>
  problems.filter((problem) => problem.rule !== "not_allowed" && problem.severity !== "warning");

/** A memory that turns price findings from warnings into hard ones (the owner rejected discounts). */
const NO_DISCOUNTS_MEMORY = "style:no_discounts";

export interface PrecheckDeps {
  isUrlReachable(url: string): Promise<boolean>;
  /** Reviews the reply may target; by default the context's unanswered ones. */
  reviews?: ObservedReview[];
}

const ACTIVE_EXPERIMENT_STATES = new Set([
  "PREPARE_FOR_SUBMISSION",
  "READY_FOR_REVIEW",
  "WAITING_FOR_REVIEW",
  "IN_REVIEW",
  "ACCEPTED",
  "APPROVED",
  "RUNNING",
]);

export async function precheck(candidate: unknown, context: AgentContext, deps: PrecheckDeps): Promise<PrecheckProblem[]> {
  const parsed = mutationSchema.safeParse(candidate);
  if (!parsed.success)
    return parsed.error.issues.map((issue) => ({ rule: "invalid", message: `${issue.path.join(".") || "mutation"}: ${issue.message}` }));
  const mutation = parsed.data;
  const reviews = deps.reviews ?? context.unansweredReviews;
  const problems: PrecheckProblem[] = [...permission(mutation, context), ...(await textProblems(mutation, context, reviews, deps))];
  if (mutation.type === "update_localization") problems.push(...(await localizationProblems(mutation, context)));
  if (mutation.type === "reply_to_review") problems.push(...replyProblems(mutation, reviews));
  if (mutation.type === "create_experiment") problems.push(...experimentProblems(context));
  return problems;
}

function permission(mutation: Mutation, context: AgentContext): PrecheckProblem[] {
  const field: AgentField =
    mutation.type === "update_localization" ? mutation.field : mutation.type === "reply_to_review" ? "reviewReplies" : "experiments";
  const problems: PrecheckProblem[] = [];
  // A made-up locale is refused at once, not when the store refuses it at execution.
  if (mutation.type === "update_localization" && !isAscLocale(mutation.locale))
    problems.push({ rule: "invalid", message: `"${mutation.locale}" is not an App Store Connect locale` });
  if (!mayTouch(context.config, field))
    problems.push({ rule: "not_allowed", message: `The configuration does not let the agent change ${field}` });
  if (mutation.type === "update_localization" && !localeInScope(context.config, mutation.locale)) {
    problems.push({ rule: "not_allowed", message: `${mutation.locale} is not among the locales the agent may change` });
  }
  return problems;
}

/**
 * The texts a mutation would publish, as the content precheck takes them, each with the language
 * it is written in: a reply the review's, a store text its locale's, an experiment's names the
 * app's primary locale's.
 */
function publishedTexts(mutation: Mutation, reviews: ObservedReview[], primaryLocale: string | null): TextToCheck[] {
  switch (mutation.type) {
    case "create_experiment": {
      const name = (path: string, text: string): TextToCheck => ({ path, text, kind: "name", locale: primaryLocale });
      return [name("name", mutation.after.name), ...mutation.after.treatments.map((t, index) => name(`treatments.${index}.name`, t.name))];
    }
    case "reply_to_review": {
      const review = reviews.find((r) => r.id === mutation.reviewId);
      return [{ path: "after", text: mutation.after, kind: "reply", locale: review ? replyLanguage(review) : null }];
    }
    case "update_localization":
      return [
        {
          path: "after",
          text: mutation.after,
          kind: URL_FIELDS.has(mutation.field) ? "url" : mutation.field === "keywords" ? "keywords" : "store_text",
          field: mutation.field,
          locale: mutation.locale,
        },
      ];
  }
}

async function textProblems(
  mutation: Mutation,
  context: AgentContext,
  reviews: ObservedReview[],
  deps: PrecheckDeps,
): Promise<PrecheckProblem[]> {
  const texts = publishedTexts(mutation, reviews, context.app.primaryLocale);
  const problems: PrecheckProblem[] = texts
    .filter(({ text }) => typeof text === "string" && text.trim() === "")
    .map(() => ({ rule: "invalid", message: "Is blank" }));
  const hardRules: ContentRule[] = NO_DISCOUNTS_MEMORY in context.memories ? ["price"] : [];
  const findings = await checkTexts(texts, context.contentRules ?? NO_CONTENT_RULES, { hardRules, deps });
  return [...problems, ...findings.map(({ rule, message, severity }) => ({ rule, message, severity }))];
}

async function localizationProblems(
  mutation: Extract<Mutation, { type: "update_localization" }>,
  context: AgentContext,
): Promise<PrecheckProblem[]> {
  const problems: PrecheckProblem[] = [];
  const label = `${FIELD_LABELS[mutation.field]} (${mutation.locale})`;
  for (const message of storeTextProblems(mutation.field, mutation.after, FIELD_LIMITS[mutation.field]))
    problems.push({ rule: "length", message: `${label}: ${message}` });
  const count = characterCount(mutation.after);
  if (mutation.field === "name" && count < MIN_NAME_LENGTH)
    problems.push({
      rule: "length",
      message: `${label} would have ${count} characters; App Store Connect needs at least ${MIN_NAME_LENGTH}`,
    });
  if (mutation.after === mutation.before) problems.push({ rule: "no_change", message: `${label} already says this` });

  let current: string | null | undefined;
  if (isAppInfoField(mutation.field)) {
    const info = context.appInfo;
    if (!info || info.storeId !== mutation.appInfoId)
      return [...problems, { rule: "unknown_target", message: "The app info to change is not the app's current one" }];
    if (!appInfoEditableFields(info.state).includes(mutation.field)) {
      problems.push({
        rule: "state",
        message: `${FIELD_LABELS[mutation.field]} can only change while an app info is being prepared (it is ${info.state ?? "unknown"})`,
      });
    }
    current = info.texts[mutation.locale]?.[mutation.field] ?? null;
  } else {
    const version = context.versions.find((v) => v.id === mutation.versionId);
    if (!version)
      return [...problems, { rule: "unknown_target", message: "The version to change is not one of the app's current versions" }];
    if (!version.editable.includes(mutation.field)) {
      problems.push({
        rule: "state",
        message: `${FIELD_LABELS[mutation.field]} cannot change while version ${version.versionString} is ${version.state}`,
      });
    }
    current = version.texts[mutation.locale]?.[mutation.field] ?? null;
  }
  if ((current ?? null) !== mutation.before) problems.push({ rule: "stale", message: `${label} has changed since this was proposed` });
  return problems;
}

function replyProblems(mutation: Extract<Mutation, { type: "reply_to_review" }>, reviews: ObservedReview[]): PrecheckProblem[] {
  const review = reviews.find((r) => r.id === mutation.reviewId);
  if (!review) return [{ rule: "unknown_target", message: "The review is not one awaiting a reply" }];
  const problems: PrecheckProblem[] = [];
  if ((review.response ?? null) !== mutation.before)
    problems.push({ rule: "stale", message: "The review's reply has changed since this was proposed" });
  if (mutation.after === mutation.before) problems.push({ rule: "no_change", message: "The review already has this reply" });
  return problems;
}

/** An experiment in preparation, in review or running: App Store Connect runs one at a time. */
export const activeExperiment = (context: AgentContext) =>
  context.experiments.find((experiment) => ACTIVE_EXPERIMENT_STATES.has(experiment.state));

function experimentProblems(context: AgentContext): PrecheckProblem[] {
  const problems: PrecheckProblem[] = [];
  if (!context.versions.some((version) => version.live))
    problems.push({ rule: "state", message: "Experiments need a version on the App Store to test against" });
  const active = activeExperiment(context);
  if (active) problems.push({ rule: "state", message: `Experiment "${active.name}" is already ${active.state}` });
  return problems;
}
