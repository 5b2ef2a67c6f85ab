import { characterCount, KEYWORD_SEPARATOR, utf8ByteLength } from "@/lib/text/store-text";

import { mayTouch } from "../config";
import { FIELD_LIMITS, type LocalizationField, type Proposal } from "../mutations";
import { activeExperiment } from "../precheck";
import { localesInScope, type AgentContext, type ObservedVersion } from "../observe";
import { replyStyles } from "../listen";
import { draftReviewReply } from "./review-replies";

/**
 * The deterministic optimiser: every improvement it can see, most urgent first. It needs no
 * model and no key, and it never invents facts about the app: it cleans up, completes from the
 * primary locale, reuses the release notes, answers unhappy reviewers, suggests an experiment.
 */
export function ruleProposals(context: AgentContext): Proposal[] {
  return [
    ...reviewReplies(context),
    ...keywordCleanups(context),
    ...staleWhatsNew(context),
    ...missingFields(context),
    ...promotionalRefresh(context),
    ...experimentSuggestion(context),
  ];
}

const MAX_REPLIES_CONSIDERED = 5;

function reviewReplies(context: AgentContext): Proposal[] {
  if (!mayTouch(context.config, "reviewReplies")) return [];
  return context.unansweredReviews.slice(0, MAX_REPLIES_CONSIDERED).map((review) => ({
    mutation: {
      type: "reply_to_review",
      reviewId: review.id,
      rating: review.rating,
      reviewTitle: review.title,
      before: review.response,
      after: draftReviewReply(review, context.app.name, context.config.reviewReplyTone, replyStyles(context.memories)),
    },
    summary: `Reply to the ${review.rating}-star review "${review.title ?? "(untitled)"}"`,
    rationale: `${review.nickname ?? "A customer"} (${review.territory}) left ${review.rating} star${review.rating === 1 ? "" : "s"} and has no answer yet. A reply shows future visitors that problems get attention, and reviewers are told when it is published, so many update their rating.`,
  }));
}

/** The version that takes changes to `field`: the one being prepared, else the live one. */
function targetVersion(context: AgentContext, field: LocalizationField, preferLive = false): ObservedVersion | undefined {
  const candidates = context.versions.filter((version) => version.editable.includes(field));
  return preferLive ? (candidates.find((v) => v.live) ?? candidates[0]) : (candidates.find((v) => !v.live) ?? candidates[0]);
}

const words = (text: string | null | undefined): Set<string> =>
  new Set(
    (text ?? "")
      .toLocaleLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 0),
  );

/** Keywords without duplicates, words already in the name or subtitle, and spaces after commas. */
export function cleanKeywords(
  keywords: string,
  name: string,
  subtitle: string | null,
): { cleaned: string; removed: string[]; spaces: boolean } {
  const indexed = new Set([...words(name), ...words(subtitle)]);
  const seen = new Set<string>();
  const kept: string[] = [];
  const removed: string[] = [];
  for (const raw of keywords.split(KEYWORD_SEPARATOR)) {
    const term = raw.trim().replace(/\s+/g, " ");
    if (term === "") continue;
    const key = term.toLocaleLowerCase();
    const termWords = [...words(term)];
    if (seen.has(key) || (termWords.length > 0 && termWords.every((word) => indexed.has(word)))) {
      removed.push(term);
      continue;
    }
    seen.add(key);
    kept.push(term);
  }
  return { cleaned: kept.join(","), removed, spaces: /,\s/.test(keywords) || keywords !== keywords.trim() };
}

function keywordCleanups(context: AgentContext): Proposal[] {
  if (!mayTouch(context.config, "keywords")) return [];
  const version = targetVersion(context, "keywords");
  if (!version) return [];
  const proposals: Proposal[] = [];
  for (const locale of localesInScope(context)) {
    const keywords = version.texts[locale]?.keywords;
    if (!keywords) continue;
    const info = context.appInfo?.texts[locale];
    const { cleaned, removed, spaces } = cleanKeywords(keywords, info?.name ?? context.app.name, info?.subtitle ?? null);
    if (cleaned === keywords || cleaned === "") continue;
    const freed = utf8ByteLength(keywords) - utf8ByteLength(cleaned);
    const unused = FIELD_LIMITS.keywords - utf8ByteLength(cleaned);
    const what = [
      removed.length > 0 ? `remove ${removed.map((term) => `"${term}"`).join(", ")}` : null,
      spaces ? "drop spaces after commas" : null,
    ]
      .filter(Boolean)
      .join(" and ");
    proposals.push({
      mutation: { type: "update_localization", field: "keywords", locale, versionId: version.id, before: keywords, after: cleaned },
      summary: `Keywords (${locale}, ${version.versionString}): ${what}`,
      rationale:
        `App Store search already matches words in the app's name and subtitle, and each keyword counts once, so repeats${spaces ? " and spaces after commas" : ""} only use up the field's ${FIELD_LIMITS.keywords} bytes. ` +
        `This frees ${freed} byte${freed === 1 ? "" : "s"}; ${unused} are then unused, room for new search terms.`,
    });
  }
  return proposals;
}

/** Release notes that still name the live version's number on the version being prepared. */
function staleWhatsNew(context: AgentContext): Proposal[] {
  if (!mayTouch(context.config, "whatsNew")) return [];
  const prepared = context.versions.find((v) => !v.live && v.editable.includes("whatsNew"));
  const live = context.versions.find((v) => v.live);
  if (!prepared || !live || prepared.versionString === live.versionString) return [];
  const proposals: Proposal[] = [];
  const oldNumber = new RegExp(`(?<![\\d.])${live.versionString.replace(/\./g, "\\.")}(?![\\d.])`, "g");
  for (const locale of localesInScope(context)) {
    const text = prepared.texts[locale]?.whatsNew;
    if (!text || !oldNumber.test(text) || text.includes(prepared.versionString)) continue;
    proposals.push({
      mutation: {
        type: "update_localization",
        field: "whatsNew",
        locale,
        versionId: prepared.id,
        before: text,
        after: text.replace(oldNumber, prepared.versionString),
      },
      summary: `What's new (${locale}, ${prepared.versionString}): name this version, not ${live.versionString}`,
      rationale: `The release notes of ${prepared.versionString} still say ${live.versionString}, so they read as last release's notes.`,
    });
  }
  return proposals;
}

const COPYABLE: LocalizationField[] = ["description", "keywords", "whatsNew", "promotionalText"];

/** Fields empty in a locale but filled in the primary locale: ASC requires most before submission. */
function missingFields(context: AgentContext): Proposal[] {
  const primary = context.app.primaryLocale;
  const prepared = context.versions.find((v) => !v.live && v.editable.length > 1);
  if (!primary || !prepared) return [];
  const hasLive = context.versions.some((v) => v.live);
  const proposals: Proposal[] = [];
  for (const locale of localesInScope(context)) {
    if (locale === primary || !prepared.texts[locale]) continue;
    for (const field of COPYABLE) {
      if (!mayTouch(context.config, field) || (field === "whatsNew" && !hasLive)) continue;
      const value = prepared.texts[locale]?.[field];
      const source = prepared.texts[primary]?.[field];
      if ((value ?? "").trim() !== "" || !source) continue;
      proposals.push({
        mutation: { type: "update_localization", field, locale, versionId: prepared.id, before: value ?? null, after: source },
        summary: `${field === "whatsNew" ? "What's new" : field[0]!.toUpperCase() + field.slice(1)} (${locale}, ${prepared.versionString}): fill from ${primary}`,
        rationale: `${locale} has no ${field} for ${prepared.versionString}, which App Store Connect needs before submission. This copies the ${primary} text as a starting point; have it translated before the release if you can.`,
      });
    }
  }
  return proposals;
}

const normalized = (text: string | null | undefined) => [...words(text)].join(" ");

/** Truncates at a word boundary to `limit` characters, with an ellipsis when cut. */
function fit(text: string, limit: number): string {
  if (characterCount(text) <= limit) return text;
  const cut = [...text].slice(0, limit - 1).join("");
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1)).replace(/[\s,.;:]+$/, "")}…`;
}

/** Promotional text that is missing or only repeats the subtitle: use it for the latest release's news. */
function promotionalRefresh(context: AgentContext): Proposal[] {
  if (!mayTouch(context.config, "promotionalText")) return [];
  const version = targetVersion(context, "promotionalText", true);
  if (!version) return [];
  const proposals: Proposal[] = [];
  for (const locale of localesInScope(context)) {
    const texts = version.texts[locale];
    if (!texts) continue;
    const current = texts.promotionalText ?? null;
    const subtitle = context.appInfo?.texts[locale]?.subtitle;
    const repeats =
      current !== null && (normalized(current) === normalized(subtitle) || normalized(texts.description).startsWith(normalized(current)));
    if (current !== null && current.trim() !== "" && !repeats) continue;
    const news = (texts.whatsNew ?? "")
      .replace(new RegExp(`^\\s*(version\\s*)?${version.versionString.replace(/\./g, "\\.")}\\s*[:\\-–]\\s*`, "i"), "")
      .trim();
    if (!news) continue;
    const after = fit(`New in ${version.versionString}: ${news}`, FIELD_LIMITS.promotionalText);
    if (after === current) continue;
    proposals.push({
      mutation: { type: "update_localization", field: "promotionalText", locale, versionId: version.id, before: current, after },
      summary: `Promotional text (${locale}, ${version.versionString}): announce what's new`,
      rationale: `${current ? "The promotional text repeats what the page already says" : "There is no promotional text"}. It sits above the description and can change without a review, so it is the place for timely news.`,
    });
  }
  return proposals;
}

function experimentSuggestion(context: AgentContext): Proposal[] {
  if (!mayTouch(context.config, "experiments") || !context.versions.some((v) => v.live) || activeExperiment(context)) return [];
  const month = context.observedAt.slice(0, 7);
  return [
    {
      mutation: {
        type: "create_experiment",
        before: null,
        after: {
          name: `Product page test ${month}`,
          trafficProportion: 30,
          treatments: [{ name: "Benefit-first screenshots" }, { name: "Alternate icon" }],
        },
      },
      summary: "Start a product page experiment: benefit-first screenshots and an alternate icon against the current page",
      rationale:
        "No product page optimization experiment is running, so conversion is not being tested. This prepares one with two treatments at 30% of traffic; add the screenshots and icon in App Store Connect, then submit it for review.",
    },
  ];
}
