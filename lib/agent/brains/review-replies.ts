import type { AgentConfig } from "../config";
import type { ReplyStyle } from "../listen";
import { replyLanguage } from "../reply-language";
import { REPLY_PHRASES, type ReplyPhrases } from "./reply-phrases";
import type { ObservedReview } from "../observe";

/**
 * Drafts a reply to an unhappy review from what the review is about. Replies promise only
 * what any publisher can do (look into it, point to support, Apple's refund page), never a fix
 * or a date, and name no person or address the agent cannot know.
 */

interface Topic {
  test: RegExp;
  reply: string;
}

const TOPICS: Topic[] = [
  {
    test: /crash|freez|won'?t (open|start|load)|doesn'?t (open|start|load)|closes itself/i,
    reply:
      "We're sorry the app crashed for you. Please update to the latest version from the App Store; if it still happens, use the Support link on our App Store page and tell us your device and iOS version so we can find the cause.",
  },
  {
    test: /lost|deleted|disappeared|missing (data|entries|items)|gone/i,
    reply:
      "Losing your entries is the last thing we want. Please contact us through the Support link on our App Store page as soon as you can; we will look into what happened and help you get your data back where it is possible.",
  },
  {
    test: /charg|refund|subscription|price|purchase|paid|billing|money/i,
    reply:
      "We're sorry about the trouble with your purchase. Payments are handled by Apple: you can ask for a refund at reportaproblem.apple.com, and Restore Purchases in the app's settings brings back what you bought. If that does not solve it, our support team will help.",
  },
  {
    test: /log(s|ged)? (me )?out|sign(ed)? (me )?out|sign in|login|sync/i,
    reply:
      "Sorry for the hassle with signing in and syncing. Please update to the latest version; if you are still signed out or out of sync, contact us through the Support link on our App Store page so we can check your account.",
  },
  {
    test: /layout|steps|confusing|hard to|hides|complicated|missing|wish|would love/i,
    reply:
      "Knowing what gets in your way helps us most: we read every review, and yours goes straight to the team planning the next updates.",
  },
];

const GENERIC =
  "We're sorry the app has not met your expectations, and we would like to make it right: please reach us through the Support link on our App Store page.";

const sentences = (text: string) => text.match(/[^.!?]+[.!?]+/g)?.map((sentence) => sentence.trim()) ?? [text];

// A sentence that points somewhere: the Support link, a web address.
const LINKING = /support link|reportaproblem|https?:|www\.|\.com\b/i;
const EMOJI = /\p{Extended_Pictographic}\uFE0F?/gu;

/**
 * The reply to `review` in the owner's tone, following the wishes the owner's rejections
 * stated (`styles`): no emoji, no links, shorter, formal.
 */
export function draftReviewReply(
  review: ObservedReview,
  appName: string,
  tone: AgentConfig["reviewReplyTone"],
  styles: readonly ReplyStyle[] = [],
): string {
  const language = replyLanguage(review);
  if (language !== "en") return draftInLanguage(REPLY_PHRASES[language], review, appName, tone, styles);
  const text = `${review.title ?? ""} ${review.body ?? ""}`;
  let core = TOPICS.find((topic) => topic.test.test(text))?.reply ?? GENERIC;
  if (styles.includes("no_links")) {
    const kept = sentences(core).filter((sentence) => !LINKING.test(sentence));
    core = [...kept, "We are looking into it."].join(" ");
  }
  if (styles.includes("shorter")) core = sentences(core)[0]!;
  const name = review.nickname?.trim();
  const voice = styles.includes("formal") ? "professional" : styles.includes("shorter") ? "concise" : tone;
  let reply: string;
  switch (voice) {
    case "concise":
      reply = core;
      break;
    case "professional":
      reply = `${name ? `Hello ${name}, thank` : "Thank"} you for your feedback. ${core} Kind regards, the ${appName} team`;
      break;
    case "friendly":
      reply = `${name ? `Hi ${name}, thanks` : "Thanks"} for your review! ${core} 🙏`;
      break;
  }
  if (styles.includes("no_emoji") || styles.includes("formal")) reply = reply.replace(EMOJI, "").replace(/\s+/g, " ").trim();
  return reply;
}

/** A general reply in another language than English, with the same voice and wishes. */
function draftInLanguage(
  phrases: ReplyPhrases,
  review: ObservedReview,
  appName: string,
  tone: AgentConfig["reviewReplyTone"],
  styles: readonly ReplyStyle[],
): string {
  const name = review.nickname?.trim() || undefined;
  const body = styles.includes("no_links") ? [phrases.core] : [phrases.core, phrases.support];
  const voice = styles.includes("formal") ? "professional" : styles.includes("shorter") ? "concise" : tone;
  if (styles.includes("shorter") || voice === "concise") return phrases.core;
  if (voice === "professional") return [phrases.formal(name), ...body, phrases.signOff(appName)].join(" ");
  const friendly = [phrases.friendly(name), ...body].join(" ");
  return styles.includes("no_emoji") ? friendly : `${friendly} 🙏`;
}
