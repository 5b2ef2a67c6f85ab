import { characterCount, KEYWORD_SEPARATOR, utf8ByteLength } from "@/lib/text/store-text";

import { mayTouch } from "../config";
import { summarizeChange } from "../describe-change";
import { replyStyles } from "../learn-from-rejection";
import { replyRuledOut } from "../reply-queue";
import { FIELD_LIMITS, type LocalizationField, type Proposal } from "../mutations";
import { activeExperiment } from "../precheck";
import { localesInScope, type AgentContext, type ObservedVersion } from "../observe";
import { inLocaleScript, languageFit, localeLanguage, writtenIn } from "@/lib/text/reply-language";
import { draftReply } from "./review-replies";
import type { ReplyTopic } from "./reply-phrases";
import { NEW_IN_VERSION } from "./store-phrases";

/**
 * The deterministic optimiser: every improvement it can see, most urgent first. It needs no
 * model and no key, and it never invents facts about the app: it cleans up, completes a locale
 * from another locale of the same language, reuses the release notes, answers reviewers,
 * suggests an experiment. It writes a locale's text only in that locale's language: text it
 * cannot tell is in the right language is not proposed (a translation is a model's or a
 * person's job). It proposes nothing for a version App Review rejected: what to change is in the
 * rejection, which only the publisher sees (the observation names the version).
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

const TOPIC_NAMES: Record<ReplyTopic, string> = {
  billing: "a charge or refund",
  price: "the price",
  data_loss: "lost or unsynced data",
  login: "signing in",
  audio: "sound or playback that stops",
  crash: "crashes",
  feature_request: "a wish for the app",
  praise: "praise",
  general: "a complaint",
};

/**
 * A draft for every review in the queue (its order: critical first, oldest first), except the
 * ones the owner's standing rules exclude (a review, a rating, all replies) and abusive ones,
 * which wait for a person (the tick records that).
 */
function reviewReplies(context: AgentContext): Proposal[] {
  if (!mayTouch(context.config, "reviewReplies")) return [];
  const styles = replyStyles(context.memories);
  const proposals: Proposal[] = [];
  for (const review of context.unansweredReviews) {
    if (replyRuledOut(review, context)) continue;
    const draft = draftReply(review, context.app.name, context.config.reviewReplyTone, styles);
    if (!draft) continue;
    const stars = `${review.rating} star${review.rating === 1 ? "" : "s"}`;
    const mutation = {
      type: "reply_to_review",
      reviewId: review.id,
      rating: review.rating,
      reviewTitle: review.title,
      before: review.response,
      after: draft.text,
    } as const;
    proposals.push({
      mutation,
      // The customer's title stays out of the summary (it reaches subjects and pushes): the page shows the review itself.
      summary: summarizeChange(mutation, { review }),
      rationale:
        review.rating >= 4
          ? `A customer (${review.territory}) left ${stars} and has no answer yet. A thank-you shows future visitors that the team listens. The draft answers ${TOPIC_NAMES[draft.topic]}, in the review's language (${draft.language}).`
          : `A customer (${review.territory}) left ${stars} and has no answer yet. A reply shows future visitors that problems get attention, and reviewers are told when it is published, so many update their rating. The draft answers ${TOPIC_NAMES[draft.topic]}, in the review's language (${draft.language}).`,
    });
  }
  return proposals;
}

/**
 * The version that takes changes to `field`: the one being prepared, else the live one; never one
 * App Review rejected. A release's promotional text goes with the release being prepared: the live
 * version's own news is last release's once a newer one is on its way.
 */
function targetVersion(context: AgentContext, field: LocalizationField): ObservedVersion | undefined {
  const candidates = context.versions.filter((version) => version.editable.includes(field) && !version.rejected);
  return candidates.find((v) => !v.live) ?? candidates[0];
}

const words = (text: string | null | undefined): Set<string> =>
  new Set(
    (text ?? "")
      .toLocaleLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 0),
  );

/** Keywords without duplicates, words already in the name or subtitle, and spaces after commas. */
function cleanKeywords(keywords: string, name: string, subtitle: string | null): { cleaned: string; removed: string[]; spaces: boolean } {
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

/**
 * Whether keywords may be proposed for `locale` as they are: in its script, each of them, where its
 * language has one of its own (no English keywords kept in Japanese, Korean or Chinese); for a
 * Latin-script language, read as it, or too short to tell and written in the app's primary locale
 * or beside a description in the locale's language. A tidy-up that keeps another language's
 * keywords is no improvement a reviewer accepts: nothing is proposed then.
 */
function keywordsFit(keywords: string, locale: string, description: string | null, primaryLocale: string | null): boolean {
  const terms = keywords.split(KEYWORD_SEPARATOR).filter((term) => term.trim() !== "");
  const script = terms.map((term) => inLocaleScript(term, locale));
  if (script.some((fits) => fits !== null)) return script.every(Boolean);
  const fit = languageFit(terms.join(" "), locale);
  if (fit !== "unknown") return fit === "yes";
  return locale === primaryLocale || (description !== null && languageFit(description, locale) === "yes");
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
    if (!keywordsFit(cleaned, locale, version.texts[locale]?.description ?? null, context.app.primaryLocale)) continue;
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
  const prepared = context.versions.find((v) => !v.live && !v.rejected && v.editable.includes("whatsNew"));
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

/**
 * Fields empty in a locale (App Store Connect requires most before submission), filled from
 * another locale of the same language whose text is written in it (en-US → en-GB, es-ES →
 * es-MX), never from another language: an English text in a Japanese locale is worse than an
 * empty field. Without such a locale the rules propose nothing.
 */
function missingFields(context: AgentContext): Proposal[] {
  const prepared = context.versions.find((v) => !v.live && !v.rejected && v.editable.length > 1);
  if (!prepared) return [];
  const hasLive = context.versions.some((v) => v.live);
  const primary = context.app.primaryLocale;
  const proposals: Proposal[] = [];
  for (const locale of localesInScope(context)) {
    if (!prepared.texts[locale]) continue;
    const language = localeLanguage(locale);
    if (!language) continue;
    // The primary locale first, then the others, in order.
    const sources = Object.keys(prepared.texts)
      .filter((other) => other !== locale && localeLanguage(other) === language && sameScript(other, locale))
      .sort((a, b) => Number(b === primary) - Number(a === primary) || a.localeCompare(b));
    for (const field of COPYABLE) {
      if (!mayTouch(context.config, field) || (field === "whatsNew" && !hasLive)) continue;
      const value = prepared.texts[locale]?.[field];
      if ((value ?? "").trim() !== "") continue;
      const from = sources.find((other) => {
        const text = prepared.texts[other]?.[field];
        // Keywords are too short to tell a language by; the locale's own description speaks for them.
        const sample = field === "keywords" ? prepared.texts[other]?.description : text;
        return Boolean(text) && Boolean(sample) && writtenIn(sample!, locale, other === primary ? locale : null);
      });
      if (!from) continue;
      const label = field === "whatsNew" ? "What's new" : field[0]!.toUpperCase() + field.slice(1);
      proposals.push({
        mutation: {
          type: "update_localization",
          field,
          locale,
          versionId: prepared.id,
          before: value ?? null,
          after: prepared.texts[from]![field]!,
        },
        summary: `${label} (${locale}, ${prepared.versionString}): fill from ${from}, the same language`,
        rationale: `${locale} has no ${field} for ${prepared.versionString}, which App Store Connect needs before submission. ${from} is written in the same language, so its text reads right here; adjust regional spellings if you like.`,
      });
    }
  }
  return proposals;
}

/** Chinese locales share a language code but not a script (zh-Hans, zh-Hant): never fill one from the other. */
const sameScript = (a: string, b: string) => !a.startsWith("zh") || a === b;

const normalized = (text: string | null | undefined) => [...words(text)].join(" ");

/** Truncates at a word boundary to `limit` characters, with an ellipsis when cut. */
function fit(text: string, limit: number): string {
  if (characterCount(text) <= limit) return text;
  const cut = [...text].slice(0, limit - 1).join("");
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1)).replace(/[\s,.;:]+$/, "")}…`;
}

/**
 * Promotional text that is missing or only repeats the subtitle: use it for the latest release's
 * news, when the locale's release notes are written in its language (the evaluation found the
 * English notes copied into every locale's promotional text, Japanese and Korean included).
 */
function promotionalRefresh(context: AgentContext): Proposal[] {
  if (!mayTouch(context.config, "promotionalText")) return [];
  const version = targetVersion(context, "promotionalText");
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
    // The locale's own release notes, in its own language, with the words for "new in" in it too.
    const language = localeLanguage(locale);
    if (!news || !language || !writtenIn(news, locale, context.app.primaryLocale)) continue;
    const after = fit(NEW_IN_VERSION[language](version.versionString, news), FIELD_LIMITS.promotionalText);
    if (after === current) continue;
    proposals.push({
      mutation: { type: "update_localization", field: "promotionalText", locale, versionId: version.id, before: current, after },
      summary: `Promotional text (${locale}, ${version.versionString}): announce what's new`,
      rationale: `${current ? "The promotional text repeats what the page already says" : "There is no promotional text"}. It sits above the description and can change without a review, so it is the place for timely news.`,
    });
  }
  return proposals;
}

/**
 * An icon test, when no experiment is active and a version is live: one treatment per alternate
 * icon the app has (up to three), each showing it. The rules bring no screenshots or icons of their
 * own, so an app without alternate icons gets no experiment from them.
 */
function experimentSuggestion(context: AgentContext): Proposal[] {
  if (!mayTouch(context.config, "experiments") || !context.versions.some((v) => v.live) || activeExperiment(context)) return [];
  const icons = (context.alternateIcons ?? []).slice(0, 3);
  if (icons.length === 0) return [];
  const month = context.observedAt.slice(0, 7);
  return [
    {
      mutation: {
        type: "create_experiment",
        before: null,
        after: {
          name: `Icon test ${month}`,
          trafficProportion: 30,
          treatments: icons.map((icon) => ({ name: `Icon ${icon}`.slice(0, 64), appIconName: icon })),
        },
      },
      summary: `Start a product page experiment: ${icons.length === 1 ? "an alternate icon" : `${icons.length} alternate icons`} against the current page`,
      rationale: `No product page optimization experiment is running, so conversion is not being tested. This prepares one at 30% of traffic showing ${icons.join(", ")}, icon${icons.length === 1 ? "" : "s"} your app already has; submit it for review in App Store Connect.`,
    },
  ];
}
