import type { AgentConfig } from "../config";
import type { ReplyStyle } from "../learn-from-rejection";
import type { ObservedReview } from "../observe";
import { replyLanguage, type ReplyLanguage } from "@/lib/text/reply-language";
import { heldReason, reviewTopic } from "../review-topic";
import { safeNickname } from "../safe-nickname";
import { REPLY_PHRASES, type ReplyTopic } from "./reply-phrases";

/**
 * Drafts a reply to a review: in the reviewer's language, about what the review is about
 * (a refund, a crash, lost data, signing in, a wish, praise), in one register throughout (the
 * formal address unless the owner asked for the informal one), in the owner's tone, following
 * the wishes the owner's rejections stated. Replies promise only what any publisher can do
 * (look into it, point to support, Apple's refund page), never a fix or a date, and greet the
 * reviewer by name only when the nickname is a plain name.
 */

interface ReplyDraft {
  text: string;
  language: ReplyLanguage;
  topic: ReplyTopic;
  register: "formal" | "informal";
}

/**
 * The reply to `review`, or null for one that waits for a person (instructions to an AI, spam,
 * abuse: no draft). The
 * voice is the configured tone, made professional by a `formal` wish and concise by `shorter`.
 */
export function draftReply(
  review: ObservedReview,
  appName: string,
  tone: AgentConfig["reviewReplyTone"],
  styles: readonly ReplyStyle[] = [],
): ReplyDraft | null {
  if (heldReason(review)) return null;
  const topic = reviewTopic(review);
  const language = replyLanguage(review);
  const phrases = REPLY_PHRASES[language];
  const informal = styles.includes("informal") && !styles.includes("formal") && phrases.informal !== undefined;
  const register = informal ? phrases.informal! : phrases.formal;
  const words = register.topics[topic];
  const join = (parts: string[]) => parts.join(phrases.joiner);
  const draft = (text: string): ReplyDraft => ({ text, language, topic, register: informal ? "informal" : "formal" });

  // Shorter keeps the first sentence, which says what matters most (for a refund, Apple's way).
  const shorter = styles.includes("shorter");
  const body = shorter ? [words.core[0]] : [...words.core, ...(words.link && !styles.includes("no_links") ? [words.link] : [])];
  const name = safeNickname(review.nickname, language);
  const voice = styles.includes("formal") ? "professional" : shorter ? "concise" : tone;
  switch (voice) {
    case "concise":
      return draft(join(body));
    case "professional":
      return draft(join([register.professional(name), ...body, register.signOff(appName)]));
    case "friendly": {
      const text = join([register.friendly(name), ...body]);
      return draft(styles.includes("no_emoji") ? text : `${text} ${topic === "praise" ? "😊" : "🙏"}`);
    }
  }
}

/** The text of `draftReply`, or null for a review that waits for a person. */
export function draftReviewReply(
  review: ObservedReview,
  appName: string,
  tone: AgentConfig["reviewReplyTone"],
  styles: readonly ReplyStyle[] = [],
): string | null {
  return draftReply(review, appName, tone, styles)?.text ?? null;
}
