import { isAscLocale, localeName } from "@/lib/store/locales";

import { FIELD_LABELS, type Mutation } from "./mutations";
import { replyLanguage } from "@/lib/text/reply-language";

/**
 * A change in the service's words. A proposal's own words (a model's summary, the review title it
 * claims) and a customer's (a review's title, a nickname) never reach a line of ours: a subject,
 * a summary or a push names the kind of change, the field, the language by name, the version and
 * the review's real star rating, all read from our data. What strangers wrote is shown in the body
 * only, quoted and marked as theirs (`reviewQuote`).
 */

/** The review a reply answers, as the service stored it (never the proposal's claim). */
export interface ReviewFacts {
  rating: number;
  title: string | null;
  body: string | null;
  territory: string;
}

/** What the service knows about a change's target, from its own data. */
export interface ChangeFacts {
  review?: ReviewFacts | null;
  /** The version a localization change targets, as synced. */
  versionString?: string | null;
}

interface ChangeLine {
  field: string;
  before: string;
  after: string;
}

/** A locale by its English name ("German (Germany)"); one App Store Connect does not know is not echoed. */
const language = (locale: string) => (isAscLocale(locale) ? localeName(locale) : "an unknown locale");

/** The language a review is written in, by name ("German"). */
export const reviewLanguageName = (review: ReviewFacts) => localeName(replyLanguage(review));

/** The fields a mutation changes, labelled for people: what emails and notifications show. */
export function describeChange(mutation: Mutation, facts: ChangeFacts = {}): ChangeLine[] {
  switch (mutation.type) {
    case "update_localization":
      return [
        {
          field: `${FIELD_LABELS[mutation.field]} (${language(mutation.locale)})`,
          before: mutation.before ?? "(empty)",
          after: mutation.after,
        },
      ];
    case "reply_to_review":
      return [
        {
          field: facts.review ? `Reply to the ${facts.review.rating}-star review` : "Reply to a review",
          before: mutation.before ?? "(no reply)",
          after: mutation.after,
        },
      ];
    case "create_experiment":
      return [
        {
          field: "Product page experiment",
          before: "(none)",
          after: `${mutation.after.name}: ${mutation.after.treatments
            .map((t) => (t.appIconName ? `${t.name} (icon ${t.appIconName})` : t.name))
            .join(", ")} at ${mutation.after.trafficProportion}% of traffic`,
        },
      ];
  }
}

/**
 * One line saying what a change does, from the change's kind and our own facts: the approval
 * summary, the email's subject and the push. A review's title, an experiment's name and every
 * other text a model or a customer wrote stay out of it.
 */
export function summarizeChange(mutation: Mutation, facts: ChangeFacts = {}): string {
  switch (mutation.type) {
    case "update_localization": {
      const version = facts.versionString ? ` of version ${facts.versionString}` : "";
      return `${mutation.before === null ? "Fill in" : "Change"} the ${FIELD_LABELS[mutation.field].toLowerCase()}${version} in ${language(mutation.locale)}`;
    }
    case "reply_to_review": {
      const verb = mutation.before === null ? "Reply" : "Change the reply";
      const { review } = facts;
      return review ? `${verb} to a ${review.rating}-star review in ${reviewLanguageName(review)}` : `${verb} to a review`;
    }
    case "create_experiment": {
      const count = mutation.after.treatments.length;
      return `Create a product page experiment with ${count} treatment${count === 1 ? "" : "s"} at ${mutation.after.trafficProportion}% of traffic`;
    }
  }
}

/** The facts of a change from an agent's context (the review from the reply queue, the version as observed). */
export function changeFacts(
  mutation: Mutation,
  context: { unansweredReviews: readonly (ReviewFacts & { id: string })[]; versions: readonly { id: string; versionString: string }[] },
): ChangeFacts {
  if (mutation.type === "reply_to_review")
    return { review: context.unansweredReviews.find((review) => review.id === mutation.reviewId) ?? null };
  if (mutation.type === "update_localization" && mutation.versionId)
    return { versionString: context.versions.find((version) => version.id === mutation.versionId)?.versionString ?? null };
  return {};
}
