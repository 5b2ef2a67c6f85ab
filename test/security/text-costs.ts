import { z } from "zod";

import { stylesIn, ratingsNotToAnswer } from "@/lib/agent/learn-from-rejection";
import { detectLanguage, replyLanguage, writtenIn } from "@/lib/text/reply-language";
import { hasAbusiveWordInside, reviewTopic } from "@/lib/agent/review-topic";
import { safeNickname } from "@/lib/agent/safe-nickname";
import { classifyModelError } from "@/lib/agent/brains/model-failure";
import { contentFindings } from "@/lib/text/content-rules";
import { asUrl, hostOf, linksIn } from "@/lib/text/links";
import { deviceName } from "@/lib/text/device-name";
import { normalizeEmail } from "@/lib/text/email-address";
import { hasControlCharacter, hasDirectionControl, oneLine, paragraphs } from "@/lib/text/one-line";
import { platformName } from "@/lib/text/platforms";
import { singleLine } from "@/lib/text/single-line";
import {
  characterCount,
  shortKeywords,
  splitKeywords,
  storeLength,
  storeTextProblems,
  utf8ByteLength,
  withinStoreLimit,
} from "@/lib/text/store-text";
import { cutCodeUnits, truncateText } from "@/lib/text/truncate";
import { phasedReleaseStateInWords, versionStateInWords } from "@/lib/text/version-states";
import { wordDiff } from "@/client/word-diff";

// The functions test/security/text-cost.test.ts holds to a bound, and their measurement (run in a
// process of its own by text-cost-main.ts).
//
// Every function that reads text from outside (the store's answers, request bodies, a model's
// answers, a reviewer's nickname, an owner's reasons) is given 10 MB and must return within
// 100 ms: its cost follows what it keeps or reads (a bounded head), never what was sent. One
// review body of 0.5 MB once held the server for 11.6 s; 30 MB for over ten minutes.
const SIZE = 10 * 1024 * 1024;
const BOUND_MS = 100;
/**
 * Two kinds read all they are given, once: the counters (code points, UTF-8 bytes: exact counts
 * cannot do less) and a request's schema (zod's own length check of a string reads it, about
 * 5 ms a megabyte). Nothing gives them more than a body's 1 MiB (lib/http/read-body.ts); the
 * store's answers and the precheck decide from the length first (`withinStoreLimit`), and those
 * are held to 10 MB below.
 */
const COUNTED_SIZE = 1024 * 1024;

/** 10 MB of `unit` repeated: the shapes that cost the most in grapheme, regex and phone-number work. */
const SHAPES: Record<string, string> = {
  "one letter": "a",
  words: "word ",
  "dotted labels": "a.",
  digits: "1234567890",
  "spaced digits": "1 ",
  "plus ones": "+1",
  percentages: "5%",
  "Han characters": "写真編集",
  "a letter with combining marks": "e\u0301\u0302",
  "combining marks alone": "\u0301",
  "emoji families": "👨‍👩‍👧‍👦",
  flags: "🇺🇸",
  "control and direction characters": "\r\n\t\u0000\u202E\u2066",
  mixed:
    "Crash on launch 😀 e\u0301 since iOS 18: call +1 202 555 0199 or x@example.com, visit www.example.com, 50% off $4.99, coming soon in version 2.1! ",
};
const shaped = (size: number) =>
  Object.entries(SHAPES).map(([shape, unit]) => [shape, cutCodeUnits(unit.repeat(Math.ceil(size / unit.length)), size)] as const);

const nameSchema = singleLine(z.string().trim().min(1).max(100));
const review = (text: string) => ({ title: text, body: text, rating: 1, territory: "DEU" });

export const FUNCTIONS: Record<string, (text: string) => unknown> = {
  truncateText: (text) => truncateText(text, 10_000),
  "truncateText (small)": (text) => truncateText(text, 100),
  oneLine: (text) => oneLine(text, 300),
  paragraphs: (text) => paragraphs(text, 4_000),
  hasControlCharacter,
  hasDirectionControl,
  splitKeywords,
  shortKeywords,
  "storeTextProblems (keywords)": (text) => storeTextProblems("keywords", text, 100),
  "storeTextProblems (description)": (text) => storeTextProblems("description", text, 4_000),
  withinStoreLimit: (text) => withinStoreLimit("description", text, 4_000),
  contentFindings: (text) =>
    contentFindings(text, {
      kind: "reply",
      locale: "de-DE",
      forbiddenWords: ["cheap"],
      requiredWords: ["Trailmix"],
      competitors: ["Komoot"],
    }),
  "contentFindings (description)": (text) => contentFindings(text, { kind: "store_text", field: "description", locale: "ja" }),
  linksIn,
  hostOf,
  asUrl,
  deviceName,
  normalizeEmail,
  versionStateInWords,
  phasedReleaseStateInWords,
  platformName,
  detectLanguage,
  replyLanguage: (text) => replyLanguage(review(text)),
  writtenIn: (text) => writtenIn(text, "de-DE", "en-US"),
  reviewTopic: (text) => reviewTopic(review(text)),
  hasAbusiveWordInside,
  safeNickname,
  stylesIn,
  ratingsNotToAnswer,
  "classifyModelError (a provider's message)": (text) => classifyModelError(new Error(text)),
  wordDiff: (text) => wordDiff(text, `${text}!`),
};

export const READ_WHOLE: Record<string, (text: string) => unknown> = {
  "singleLine (a request's schema)": (text) => nameSchema.safeParse(text),
  characterCount,
  utf8ByteLength,
  storeLength: (text) => storeLength("keywords", text),
};

/**
 * The shapes `run` took longer than the bound on, the best of three runs each: a cost that grows
 * with the text shows in every run, a pause of a loaded machine or of the garbage collector (these
 * texts take hundreds of megabytes) in one.
 */
function slowShapes(run: (text: string) => unknown, inputs: (readonly [string, string])[]): string[] {
  const slow: string[] = [];
  for (const [shape, text] of inputs) {
    let best = Infinity;
    for (let attempt = 0; attempt < 3 && best > BOUND_MS; attempt++) {
      const started = performance.now();
      run(text);
      best = Math.min(best, performance.now() - started);
    }
    if (best > BOUND_MS) slow.push(`${shape}: ${Math.round(best)} ms`);
  }
  return slow;
}

/**
 * The shapes each function took longer than the bound on (an empty list: none), measured in this
 * process: patterns compile and tables load on a first call, which is not the text's cost.
 */
export function measureTextCosts(): Record<string, string[]> {
  for (const run of [...Object.values(FUNCTIONS), ...Object.values(READ_WHOLE)])
    run("Warm up: call +1 202 555 0199, x@example.com, www.example.com, 5 € 😀");
  const slow: Record<string, string[]> = {};
  const texts = shaped(SIZE);
  for (const [name, run] of Object.entries(FUNCTIONS)) slow[name] = slowShapes(run, texts);
  const counted = shaped(COUNTED_SIZE);
  for (const [name, run] of Object.entries(READ_WHOLE)) slow[name] = slowShapes(run, counted);
  return slow;
}
