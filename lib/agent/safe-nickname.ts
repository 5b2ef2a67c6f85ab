import { contentFindings } from "@/lib/text/content-rules";
import { cutCodeUnits } from "@/lib/text/truncate";

import { hasAbusiveWordInside } from "./review-topic";

/**
 * The reviewer's nickname as a reply may greet them, or undefined when it is not a plain name.
 * A nickname is whatever the reviewer typed, and a reply is published under the developer's
 * name, so "Hi IdiotDevs" or "Hi Visit evil.example" must never go out: only letters, spaces,
 * hyphens and apostrophes, up to three words and 24 characters, no digits (handles such as
 * "HappyHiker123"), no address, nothing abusive and no advertising words.
 *
 * Abusive words are the agent's own list (review-words.ts) and the precheck's curse-word lists in
 * every language it knows (the reply's `language` first); the precheck checks the whole reply
 * again before it is proposed and before it is published.
 */

const MAX_LENGTH = 24;
const MAX_WORDS = 3;
const PLAIN = /^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+)*$/u;
const ADVERTISING =
  /(?<![\p{L}])(visit|buy|free|download|click|win|winner|promo|coupon|discount|crypto|bitcoin|casino|bet|loan|sale|deal|offer|follow|subscribe|dm)(?![\p{L}])/iu;

export function safeNickname(nickname: string | null | undefined, language: string | null = null): string | undefined {
  // Far longer than a name may be, so a cut there changes no answer: only what normalising costs.
  const name = cutCodeUnits(nickname ?? "", 4 * MAX_LENGTH)
    .normalize("NFC")
    .trim()
    .replace(/\s+/g, " ");
  if (name === "" || [...name].length > MAX_LENGTH || name.split(" ").length > MAX_WORDS) return undefined;
  if (!PLAIN.test(name) || ADVERTISING.test(name) || hasAbusiveWordInside(name)) return undefined;
  if (contentFindings(name, { kind: "name", locale: language }).some((finding) => finding.rule === "curse_words")) return undefined;
  return name;
}
