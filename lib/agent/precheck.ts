import { appInfoEditableFields, MIN_NAME_LENGTH } from "@/lib/app-info/app-info-fields";
import { checkTexts, NO_CONTENT_RULES, type TextToCheck } from "@/lib/apps/content-precheck";
import { isAscLocale, localeName } from "@/lib/store/locales";
import type { ContentRule, Severity } from "@/lib/text/content-rules";
import { detectLanguage, inLocaleScript, localeLanguage, replyLanguage } from "@/lib/text/reply-language";
import { characterCount, KEYWORD_SEPARATOR, storeTextProblems } from "@/lib/text/store-text";

import { localeInScope, mayTouch, type AgentField } from "./config";
import { FIELD_LABELS, FIELD_LIMITS, isAppInfoField, mutationSchema, URL_FIELDS, type Mutation } from "./mutations";
import type { AgentContext, ObservedReview } from "./observe";

/**
 * Checks a mutation against the content precheck every text leaving for the store goes through
 * (lib/apps/content-precheck.ts: fastlane precheck's rules and what must never go out under the
 * publisher's name) and against the app's current state, before it is proposed, at approval and
 * again before it runs. Any finding refuses an agent's proposal, warnings included: the agent
 * never asks for "Save anyway". Problems are listed, never thrown: a refused proposal is an event
 * naming the rule, not a failure.
 */

export interface PrecheckProblem {
  rule:
    | "invalid"
    | "not_allowed"
    | "length"
    | "state"
    | "stale"
    | "no_change"
    | "unknown_target"
    | "facts"
    | "assets"
    | "language"
    | ContentRule;
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
  if (mutation.type === "update_localization")
    problems.push(
      ...(await localizationProblems(mutation, context)),
      ...localizationFacts(mutation, context),
      ...languageProblems(mutation),
    );
  if (mutation.type === "reply_to_review") problems.push(...replyProblems(mutation, reviews));
  if (mutation.type === "create_experiment") problems.push(...experimentProblems(context), ...experimentAssets(mutation, context));
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

/**
 * A reply's claims about its review must be our data's: the rating (which decides auto-approval's
 * kind and what the owner is told) and the title. A proposal that says otherwise is refused,
 * whoever wrote it, rather than corrected: a brain that misstates its target is not trusted with it.
 */
function replyProblems(mutation: Extract<Mutation, { type: "reply_to_review" }>, reviews: ObservedReview[]): PrecheckProblem[] {
  const review = reviews.find((r) => r.id === mutation.reviewId);
  if (!review) return [{ rule: "unknown_target", message: "The review is not one awaiting a reply" }];
  const problems: PrecheckProblem[] = [];
  if (mutation.rating !== review.rating)
    problems.push({
      rule: "facts",
      message: `The proposal says the review has ${mutation.rating} stars; it has ${review.rating}: a proposal's facts must be ours`,
    });
  if ((mutation.reviewTitle ?? null) !== (review.title ?? null))
    problems.push({ rule: "facts", message: "The proposal gives the review a title it does not have: a proposal's facts must be ours" });
  if ((review.response ?? null) !== mutation.before)
    problems.push({ rule: "stale", message: "The review's reply has changed since this was proposed" });
  if (mutation.after === mutation.before) problems.push({ rule: "no_change", message: "The review already has this reply" });
  return problems;
}

/** Fields whose words are the locale's language (URLs, names and subtitles may be brands). */
const IN_LOCALE_LANGUAGE = new Set<string>(["description", "keywords", "promotionalText", "whatsNew"]);

const wordsOf = (text: string | null) => (text ?? "").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * What a change adds to a store text must be in its locale's language (a locale whose language the
 * agent does not write in is left alone): no English keywords or release notes put into a Japanese
 * or German locale, whoever proposes them. Keywords in a language with a script of its own must
 * each be in it.
 */
function languageProblems(mutation: Extract<Mutation, { type: "update_localization" }>): PrecheckProblem[] {
  const language = localeLanguage(mutation.locale);
  if (!language || !IN_LOCALE_LANGUAGE.has(mutation.field)) return [];
  const before = new Set(wordsOf(mutation.before));
  const added = wordsOf(mutation.after).filter((word) => !before.has(word) && /\p{L}/u.test(word));
  if (added.length === 0) return [];
  const problem: PrecheckProblem = {
    rule: "language",
    message: `${FIELD_LABELS[mutation.field]} (${mutation.locale}): what it adds is not in ${localeName(language)}`,
  };
  // In a script of its own, each added keyword (or the added words) must be in it; in Latin script,
  // the added words must not read as another of our languages (a brand or a word too short to tell passes).
  const pieces =
    mutation.field === "keywords"
      ? mutation.after.split(KEYWORD_SEPARATOR).filter((term) => wordsOf(term).some((word) => added.includes(word)))
      : [added.join(" ")];
  if (pieces.some((piece) => inLocaleScript(piece, mutation.locale) === false)) return [problem];
  // One word says too little to tell a language by (a brand, a loanword).
  const detected = added.length >= 2 ? detectLanguage(added.join(" ")) : null;
  return inLocaleScript(added.join(" "), mutation.locale) === null && detected !== null && detected !== language ? [problem] : [];
}

/** Version numbers as a text names them ("1.4.2", "v2.0"), not inside longer numbers. */
const VERSION_NUMBER = /(?<![\p{N}.])\p{N}+(?:\.\p{N}+){1,3}(?![\p{N}]|\.\p{N})/gu;

/**
 * A text change's target must be what our data says: a locale the version (or app info) has, and
 * a version that is still the one a release text belongs to. A text naming one of the app's
 * versions is proposed only for that version, and not for the live one while a newer one is being
 * prepared ("New in 1.4.2" for the live 1.4.2 while 1.5.0 is prepared announces last release).
 */
function localizationFacts(mutation: Extract<Mutation, { type: "update_localization" }>, context: AgentContext): PrecheckProblem[] {
  const problems: PrecheckProblem[] = [];
  const texts = isAppInfoField(mutation.field) ? context.appInfo?.texts : context.versions.find((v) => v.id === mutation.versionId)?.texts;
  if (texts && isAscLocale(mutation.locale) && !(mutation.locale in texts))
    problems.push({ rule: "facts", message: `There is no ${mutation.locale} localization to change: a proposal's facts must be ours` });
  const target = context.versions.find((version) => version.id === mutation.versionId);
  if (!target) return problems;
  const known = new Set(context.versions.map((version) => version.versionString));
  const named = [...new Set([...mutation.after.matchAll(VERSION_NUMBER)].map((match) => match[0]))].filter((number) => known.has(number));
  const prepared = context.versions.find((version) => !version.live && !version.rejected && version.editable.length > 0);
  for (const number of named) {
    if (number !== target.versionString)
      problems.push({ rule: "state", message: `Names version ${number} in a text of version ${target.versionString}` });
    else if (target.live && prepared && prepared.versionString !== target.versionString)
      problems.push({
        rule: "state",
        message: `Names version ${number}, which is no longer the one being prepared (${prepared.versionString} is)`,
      });
  }
  return problems;
}

/**
 * Every treatment must bring the asset it tests, one the app has: an alternate icon its experiments
 * have shown. A treatment named "Alternate icon" with nothing behind it is an empty experiment for
 * the owner to fill in (or to submit by mistake), not a proposal.
 */
function experimentAssets(mutation: Extract<Mutation, { type: "create_experiment" }>, context: AgentContext): PrecheckProblem[] {
  const icons = new Set(context.alternateIcons ?? []);
  return mutation.after.treatments.flatMap((treatment) =>
    !treatment.appIconName
      ? [{ rule: "assets" as const, message: `Treatment "${treatment.name}" has no asset to test (an alternate icon of the app)` }]
      : icons.has(treatment.appIconName)
        ? []
        : [{ rule: "assets" as const, message: `Treatment "${treatment.name}" names an icon the app does not have` }],
  );
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
