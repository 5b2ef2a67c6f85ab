import { searchPhoneNumbersInText, type CountryCode } from "libphonenumber-js/max";

import { negativeAppleSentimentIn } from "./apple-sentiment";
import {
  CURRENCY_AMOUNT,
  DISCOUNT,
  FREE_OFFER,
  FUTURE,
  OTHER_PLATFORMS,
  PLACEHOLDERS,
  PRICE_WORDS,
  SPAM,
  TEST_WORDS,
} from "./content-phrases";
import { curseWordIn } from "./curse-words";
import { encodedPayloads, type Encoding } from "./encoded-payloads";
import { hostOf, linksAndEmails } from "./links";
import { phrase } from "./phrases";
import { promisedDateIn } from "./promised-dates";
import { mixedScriptWords } from "./scripts";
import { STORE_TEXT_LIMITS } from "./store-text";
import { textView } from "./text-view";

/**
 * The content precheck's rules: what App Review rejects in published text (fastlane precheck's
 * rules) and what must never go out under a publisher's name (contact details, prices, links
 * elsewhere, promised dates, the owner's forbidden words). One list for everything that leaves for
 * the store: the agent's proposals, a person's edits of store texts and review replies,
 * experiment and treatment names. Every rule reads the text as a person reads it
 * (lib/text/text-view.ts: bounded, invisible characters removed, NFKC, look-alike letters folded,
 * spelled-out separators read), and what an encoding hides (base64, hex, percent-encoding) is
 * decoded and checked the same. Pure functions (the browser's editor warns with them too); the
 * server adds the app's word lists and domains and the reachability of every link
 * (lib/apps/content-precheck.ts). lib/agent/README.md compares the rules with fastlane's.
 */

export const CONTENT_RULES = [
  "negative_apple_sentiment",
  "future_functionality",
  "placeholder_text",
  "test_words",
  "curse_words",
  "other_platforms",
  "unreachable_urls",
  "spam",
  "foreign_url",
  "phone_number",
  "email_address",
  "price",
  "competitor",
  "promised_date",
  "mixed_script",
  "encoded_text",
  "forbidden_words",
  "required_words",
] as const;
export type ContentRule = (typeof CONTENT_RULES)[number];

/** `hard` blocks whoever writes; a `warning` needs "Save anyway" from a person and refuses an agent's proposal. */
export type Severity = "hard" | "warning";

export interface ContentFinding {
  rule: ContentRule;
  severity: Severity;
  message: string;
}

/**
 * What a text is: a store text of a localization (`field` says which), a review reply, or a name
 * (an experiment's or a treatment's). URL fields are checked for reachability only.
 */
export type TextKind = "store_text" | "keywords" | "url" | "reply" | "name";

export interface ContentOptions {
  kind: TextKind;
  /** For a store text: which field (`description`, `promotionalText`, …). */
  field?: string;
  /**
   * The language of the text (`de-DE`, `ja`): its curse words, dates, phone numbers and alphabet.
   * Every caller names it (a reply: the review's language); unknown, English and what its script says.
   */
  locale?: string | null;
  /** Domains links may point to (the app's own support and marketing sites); subdomains count. */
  allowedDomains?: readonly string[];
  /** The owner's lists (per app). */
  forbiddenWords?: readonly string[];
  requiredWords?: readonly string[];
  competitors?: readonly string[];
  /** Rules whose findings block here (e.g. `price` after the owner told the agent "no discounts"). */
  hardRules?: readonly ContentRule[];
  /** The day dates count from (tests). */
  now?: Date;
}

/** Rules that always block: the owner's own forbidden words. */
const ALWAYS_HARD = new Set<ContentRule>(["forbidden_words"]);

/** Links to Apple are fine anywhere (a refund goes through reportaproblem.apple.com). */
const ALWAYS_ALLOWED_DOMAINS = ["apple.com"];

const onDomain = (host: string, domains: readonly string[]) => domains.some((domain) => host === domain || host.endsWith(`.${domain}`));

const country = (locale: string | null | undefined): CountryCode | undefined => {
  const region = locale?.split(/[-_]/).find((part, index) => index > 0 && /^[A-Z]{2}$/.test(part));
  return region as CountryCode | undefined;
};

/**
 * libphonenumber's own bound for degenerate texts (`maxTries`): after this many candidates that
 * are not numbers ("1 1 1 1…", "+1+1+1…"), it stops looking: each is a parse of its own, and
 * 12,000 characters of them took it 0.4 s.
 */
const MAX_PHONE_CANDIDATES = 200;

// The finder takes `leniency` (libphonenumber's own option) though its types leave it out.
const LENIENT_US = { defaultCountry: "US", leniency: "POSSIBLE", maxTries: MAX_PHONE_CANDIDATES } as { defaultCountry: CountryCode };

/** The first phone number in `text`, as written: only one is ever quoted, so the search stops there. */
function firstPhoneNumber(text: string, locale: string | null | undefined): string | undefined {
  const first = (options: { defaultCountry: CountryCode }) => {
    for (const number of searchPhoneNumbersInText(text, options)) return text.slice(number.startsAt, number.endsAt);
    return undefined;
  };
  // US-style numbers leniently (555 numbers are "possible", not "valid"); the locale's country strictly; +… always.
  const found = first(LENIENT_US);
  const region = country(locale);
  if (found || !region || region === "US") return found;
  try {
    return first({ defaultCountry: region, maxTries: MAX_PHONE_CANDIDATES } as { defaultCountry: CountryCode });
  } catch {
    // A region libphonenumber does not know: the international and US finds stand.
    return undefined;
  }
}

const words = (list: readonly string[] | undefined) => (list ?? []).map((word) => word.trim()).filter((word) => word.length > 0);
const quote = (text: string) => `"${text.length > 60 ? `${text.slice(0, 57)}…` : text}"`;

/** The most a text of this kind holds, in UTF-16 units (a character takes two at most): what is read of it. */
function boundOf({ kind, field }: ContentOptions): number {
  const limits: Record<string, number> = STORE_TEXT_LIMITS;
  const characters =
    kind === "reply"
      ? STORE_TEXT_LIMITS.reviewResponse
      : kind === "name"
        ? 64
        : (limits[kind === "keywords" ? "keywords" : (field ?? "")] ?? STORE_TEXT_LIMITS.description);
  return characters * 2;
}

interface Found {
  rule: ContentRule;
  message: string;
}

/** Every rule but the required words, on a normalised text. */
function matchRules(text: string, options: ContentOptions): Found[] {
  const found: Found[] = [];
  const add = (rule: ContentRule, message: string) => found.push({ rule, message });
  const match = (pattern: RegExp) => pattern.exec(text)?.[0];
  let hit: string | undefined;
  if ((hit = negativeAppleSentimentIn(text)))
    add("negative_apple_sentiment", `Speaks badly of Apple's products (${quote(hit)}), which App Review rejects`);
  if ((hit = match(FUTURE)))
    add("future_functionality", `Promises something not in the app yet (${quote(hit)}); describe only what it does today`);
  if ((hit = match(PLACEHOLDERS))) add("placeholder_text", `Contains placeholder text (${quote(hit)})`);
  if ((hit = match(TEST_WORDS))) add("test_words", `Reads like a test (${quote(hit)})`);
  if ((hit = curseWordIn(text, options.locale))) add("curse_words", `Contains a word that is offensive or adult (${quote(hit)})`);
  if ((hit = match(OTHER_PLATFORMS))) add("other_platforms", `Mentions another platform (${quote(hit)}), which App Review rejects`);
  if ((hit = match(SPAM))) add("spam", `Reads like spam or a scam (${quote(hit)})`);

  const { links, emails } = linksAndEmails(text);
  const allowed = [...ALWAYS_ALLOWED_DOMAINS, ...(options.allowedDomains ?? []).map((domain) => domain.toLowerCase())];
  const foreign = links.find((link) => {
    const host = hostOf(link);
    return !host || !onDomain(host, allowed);
  });
  if (foreign) add("foreign_url", `Links to ${quote(hostOf(foreign) ?? foreign)}, which is not the app's own support or marketing site`);
  if (emails[0]) add("email_address", `Contains an email address (${quote(emails[0])}); point to the app's support page instead`);
  const phone = firstPhoneNumber(text, options.locale);
  if (phone) add("phone_number", `Contains a phone number (${quote(phone)}); point to the app's support page instead`);
  if ((hit = match(CURRENCY_AMOUNT) ?? match(DISCOUNT) ?? match(FREE_OFFER) ?? match(PRICE_WORDS)))
    add("price", `Mentions a price or a discount (${quote(hit)}); prices belong in the store's price settings`);
  if ((hit = promisedDateIn(text, options.locale, options.now)))
    add("promised_date", `Promises a date or a release (${quote(hit)}) the publisher has not committed to`);

  const forbidden = words(options.forbiddenWords);
  if (forbidden.length && (hit = match(phrase(forbidden))))
    add("forbidden_words", `Contains ${quote(hit)}, which is on this app's forbidden words`);
  const competitors = words(options.competitors);
  if (competitors.length && (hit = match(phrase(competitors))))
    add("competitor", `Names a competitor (${quote(hit)}), which is on this app's competitor list`);
  return found;
}

const ENCODINGS: Record<Encoding, string> = { base64: "base64", hex: "hex", "percent-encoding": "percent-encoding" };

/**
 * The findings for one text, at most one per rule. Links' reachability is the server's to check (it
 * needs the network): `linksIn` (lib/text/links.ts) lists them.
 */
export function contentFindings(text: string, options: ContentOptions): ContentFinding[] {
  if (options.kind === "url" || text.trim() === "") return [];
  const view = textView(text, options.locale, boundOf(options));
  const found = matchRules(view.matching, options);

  const mixed = mixedScriptWords(view.readable);
  if (mixed.length)
    found.push({
      rule: "mixed_script",
      message: `Mixes alphabets within a word (${mixed.map(quote).join(", ")}): letters that only look Latin disguise what it says`,
    });
  for (const payload of encodedPayloads(view.readable)) {
    // Percent-encoding is how links write their letters: only what it hides counts, not the encoding.
    if (payload.encoding !== "percent-encoding")
      found.push({
        rule: "encoded_text",
        message: `Hides text in ${ENCODINGS[payload.encoding]} (${quote(payload.encoded)} reads ${quote(payload.decoded)})`,
      });
    const hidden = textView(payload.decoded, options.locale);
    for (const finding of matchRules(hidden.matching, options))
      found.push({ rule: finding.rule, message: `${finding.message}, hidden as ${ENCODINGS[payload.encoding]}` });
  }

  // Required words apply where they belong: a description and a reply, not a keyword list or a name.
  const required = words(options.requiredWords);
  if ((options.kind === "store_text" && options.field === "description") || options.kind === "reply") {
    const missing = required.filter((word) => !phrase([word]).test(view.matching));
    if (missing.length)
      found.push({ rule: "required_words", message: `Leaves out ${missing.map(quote).join(", ")}, which this app's texts must contain` });
  }

  const hard = new Set<ContentRule>([...ALWAYS_HARD, ...(options.hardRules ?? [])]);
  const first = new Map<ContentRule, Found>();
  for (const finding of found) if (!first.has(finding.rule)) first.set(finding.rule, finding);
  return [...first.values()].map((finding) => ({ ...finding, severity: hard.has(finding.rule) ? "hard" : "warning" }));
}
