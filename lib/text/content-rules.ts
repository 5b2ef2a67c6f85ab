import { searchPhoneNumbersInText, type CountryCode } from "libphonenumber-js/max";
import ar from "naughty-words/ar.json";
import de from "naughty-words/de.json";
import en from "naughty-words/en.json";
import es from "naughty-words/es.json";
import fr from "naughty-words/fr.json";
import it from "naughty-words/it.json";
import ja from "naughty-words/ja.json";
import ko from "naughty-words/ko.json";
import nl from "naughty-words/nl.json";
import pt from "naughty-words/pt.json";
import tr from "naughty-words/tr.json";
import zh from "naughty-words/zh.json";

import { MAX_STORE_TEXT_UNITS, STORE_TEXT_LIMITS } from "./store-text";
import { cutCodeUnits } from "./truncate";

/**
 * The content precheck's rules: what App Review rejects in published text (fastlane precheck's
 * rules) and what must never go out under a publisher's name (contact details, prices, links
 * elsewhere, promised dates, the owner's forbidden words). One list for everything that leaves for
 * the store: the agent's proposals, a person's edits of store texts and review replies,
 * experiment and treatment names. Pure functions (the browser's editor warns with them too); the
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
  /** The text's locale or language (`de-DE`, `ja`); unknown: English plus what its script says. */
  locale?: string | null;
  /** Domains links may point to (the app's own support and marketing sites); subdomains count. */
  allowedDomains?: readonly string[];
  /** The owner's lists (per app). */
  forbiddenWords?: readonly string[];
  requiredWords?: readonly string[];
  competitors?: readonly string[];
  /** Rules whose findings block here (e.g. `price` after the owner told the agent "no discounts"). */
  hardRules?: readonly ContentRule[];
}

/** Rules that always block: the owner's own forbidden words. */
const ALWAYS_HARD = new Set<ContentRule>(["forbidden_words"]);

/** Links to Apple are fine anywhere (a refund goes through reportaproblem.apple.com). */
const ALWAYS_ALLOWED_DOMAINS = ["apple.com"];

const NO_SPACES = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A phrase as a whole word or words (letters, digits and underscores around it do not count as a match). */
function phrase(words: readonly string[], flags = "iu"): RegExp {
  const pattern = (word: string) => escape(word).replace(/\s+/g, "\\s+");
  // Scripts written without spaces have no word boundaries: their phrases match anywhere.
  const spaced = words.filter((word) => !NO_SPACES.test(word)).map(pattern);
  const unspaced = words.filter((word) => NO_SPACES.test(word)).map(pattern);
  const parts = [...(spaced.length ? [`(?<![\\p{L}\\p{N}_])(?:${spaced.join("|")})(?![\\p{L}\\p{N}_])`] : []), ...unspaced];
  return new RegExp(parts.join("|"), flags);
}

// fastlane's list ("ios bug", "slow iphone", …), widened to Apple's other names and a few more words.
const APPLE = "(?:apple|ios|ipados|macos|watchos|iphone|ipad|safari|webkit|uikit|siri|icloud|app store|apple store)";
const NEGATIVE_APPLE = new RegExp(
  `(?<![\\p{L}])(?:${APPLE}\\s+(?:bugs?|is\\s+(?:bad|broken|terrible|awful|buggy|garbage|slow)|sucks|breaks|broke|crashes)|(?:slow|old|buggy|broken)\\s+(?:iphone|ipad|ios)|(?:blame|thanks to)\\s+(?:apple|ios))(?![\\p{L}])`,
  "iu",
);

const FUTURE = phrase([
  // fastlane's
  "coming soon",
  "coming shortly",
  "in the next release",
  "arriving soon",
  "arriving shortly",
  "here soon",
  "here shortly",
  // ours
  "will be available",
  "available soon",
  "stay tuned",
  "demnächst",
  "in kürze verfügbar",
  "bald verfügbar",
  "bientôt disponible",
  "prochainement",
  "próximamente",
  "muy pronto",
  "prossimamente",
  "in arrivo",
  "em breve",
  "近日公開",
  "近日登場",
  "即将推出",
  "敬请期待",
  "출시 예정",
]);

const PLACEHOLDERS =
  /lorem ipsum|hipster ipsum|bacon ipsum|\bplaceholder\b|\btext here\b|\b(?:todo|tbd|fixme|xxx+)\b|\[(?:insert|your|add|name)[^\]]*\]|\{\{|\}\}|<\s*(?:insert|your)[^>]*>/iu;

const TEST_WORDS = phrase([
  "testing",
  "just a test",
  "alpha test",
  "beta test",
  "test test",
  "asdf",
  "qwerty",
  "dummy text",
  "sample text",
]);

// Guideline 2.3.10: metadata must not name other platforms.
const OTHER_PLATFORMS = phrase([
  "android",
  "google play",
  "play store",
  "windows phone",
  "windows 10 mobile",
  "windows universal app",
  "tizen",
  "sailfish os",
  "blackberry",
  "palm os",
  "symbian",
  "huawei appgallery",
  "amazon appstore",
  "galaxy store",
  "f-droid",
]);

// Scams that reach a listing through a hostile review or an obedient model.
const SPAM =
  /\bfree\s+(?:bitcoin|btc|crypto|eth(?:ereum)?|money|cash|gift\s*cards?|iphones?|robux|v-?bucks)\b|\b(?:giveaway|airdrop|click here|double your (?:money|bitcoin|crypto)|casino|get rich)\b|kostenlose?s?\s+(?:bitcoin|krypto)|bitcoin\s+(?:gratis|gratuit)/iu;

// Each pattern that opens with a repeated class starts only where a run of that class starts (a
// lookbehind): tried from every position of a long run, it would read the rest of the run each
// time, and the cost would grow with the square of the text.
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;

// A link: with a scheme, starting www., or a bare domain on a common top-level domain.
const TLDS =
  "com|net|org|io|app|co|dev|me|ly|gg|xyz|info|biz|example|test|ru|cn|de|fr|uk|us|es|it|jp|kr|br|tk|top|site|online|shop|store|link|click|live|tv|cc|ai|to|eu|nl";
const URL_PATTERN = new RegExp(
  `\\bhttps?://[^\\s<>"'()]+|\\bwww\\.[^\\s<>"'()]+|(?<![@\\p{L}\\p{N}.-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+(?:${TLDS})(?![\\p{L}\\p{N}-])(?:/[^\\s<>"'()]*)?`,
  "giu",
);

// Prices and discounts: an amount with a currency, a percentage off, a free trial, a promo code.
const CURRENCY_AMOUNT =
  /(?:[$€£¥₩₹]|US\$|R\$|CHF|USD|EUR|GBP|JPY)\s?\d+(?:[.,]\d{1,2})?|(?<!\d)\d+(?:[.,]\d{1,2})?\s?(?:[€$£¥₩₹]|円|元|원|USD|EUR|euros?|dollars?|dólares|yen)(?![\p{L}])/iu;
const DISCOUNT = new RegExp(
  [
    String.raw`(?<!\d)\d+\s?%\s?(?:off|discount|rabatt|reduziert|de\s+(?:descuento|réduction|remise|desconto)|sconto|di\s+sconto|オフ|引き|割引|할인|折扣|خصم)`,
    String.raw`(?:-|minus\s)\d+\s?%`,
    String.raw`(?<!\d)\d+\s?割引`,
    String.raw`(?<!\d)\d+\s?折`,
  ].join("|"),
  "iu",
);
const PRICE_WORDS = phrase([
  "free trial",
  "discount",
  "discounts",
  "on sale",
  "promo code",
  "coupon",
  "half price",
  "kostenlos testen",
  "gratis testen",
  "probeabo",
  "rabatt",
  "rabattcode",
  "gutscheincode",
  "essai gratuit",
  "code promo",
  "réduction",
  "prueba gratuita",
  "descuento",
  "código promocional",
  "prova gratuita",
  "sconto",
  "teste grátis",
  "desconto",
  "無料体験",
  "割引",
  "クーポン",
  "무료 체험",
  "할인",
  "免费试用",
  "折扣",
  "优惠券",
  "تجربة مجانية",
  "خصم",
]);

// Dates and versions a reply or a listing promises: nothing may be promised on the publisher's behalf.
const WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";
const MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december";
const PROMISED_DATE = new RegExp(
  [
    String.raw`\b(?:by|before|until|on|this|next|till)\s+(?:${WEEKDAYS})\b`,
    String.raw`\b(?:by|before|until|in)\s+(?:the\s+end\s+of\s+)?(?:${MONTHS})\b`,
    String.raw`\b(?:next|this coming)\s+(?:week|month|year|update|release|version)\b`,
    String.raw`\b(?:tomorrow|within\s+\d+\s+(?:days?|weeks?|hours?))\b`,
    String.raw`\b(?:in|with)\s+(?:the\s+)?(?:next|upcoming)\s+(?:update|release|version)\b`,
    String.raw`\b(?:in|with)\s+(?:version\s+|v)\d+(?:\.\d+)+`,
    String.raw`\b(?:nächste[nrs]?\s+(?:woche|monat)\b|(?:mit\s+dem|im)\s+nächsten\s+update\b|(?:in|mit)\s+der\s+nächsten\s+version\b|bis\s+(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|morgen|ende\s+\p{L}+)|im\s+nächsten\s+update)`,
    String.raw`(?:la\s+semaine\s+prochaine|le\s+mois\s+prochain|d'ici\s+(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain)|demain|dans\s+la\s+prochaine\s+(?:mise\s+à\s+jour|version))`,
    String.raw`(?:la\s+próxima\s+semana|el\s+próximo\s+mes|(?:para|hasta)\s+mañana|en\s+la\s+próxima\s+(?:actualización|versión)|antes\s+del?\s+(?:lunes|martes|miércoles|jueves|viernes))`,
    String.raw`(?:la\s+prossima\s+settimana|domani|nel\s+prossimo\s+aggiornamento|entro\s+(?:lunedì|martedì|mercoledì|giovedì|venerdì))`,
    String.raw`(?:semana\s+que\s+vem|próxima\s+semana|amanhã|na\s+próxima\s+atualização)`,
    "来週|明日|次のアップデートで|次回のアップデートで|下周|明天|(?:在)?下一?个版本(?:中|里)|다음\\s?주|내일|다음\\s?업데이트(?:에서|에)",
  ].join("|"),
  "iu",
);

const LISTS: Record<string, readonly string[]> = { ar, de, en, es, fr, it, ja, ko, nl, pt, tr, zh };
const CJK_LANGUAGES = new Set(["ja", "zh", "ko"]);
const compiled = new Map<string, RegExp | null>();

/** One language's list as a pattern: whole words, or for scripts without spaces, at least two characters anywhere. */
function curseList(language: string): RegExp | null {
  if (compiled.has(language)) return compiled.get(language)!;
  const words = (LISTS[language] ?? []).map((word) => word.trim().toLowerCase()).filter((word) => /\p{L}/u.test(word));
  let pattern: RegExp | null = null;
  if (CJK_LANGUAGES.has(language)) {
    // A single character is a word part in these scripts (乳 is in 牛乳, milk): two or more, anywhere.
    const inScript = words.filter((word) => !/^[a-z0-9 &.-]+$/.test(word) && [...word].length >= 2);
    const latin = words.filter((word) => /^[a-z0-9 &.-]+$/.test(word) && word.length >= 3);
    const parts = [...inScript.map(escape), ...(latin.length ? [phrase(latin).source] : [])];
    pattern = parts.length ? new RegExp(parts.join("|"), "iu") : null;
  } else if (words.length) {
    pattern = phrase(words);
  }
  compiled.set(language, pattern);
  return pattern;
}

/** The lists a text is checked against: its language's, English (sworn in every language), and its scripts'. */
function curseLanguages(text: string, locale: string | null | undefined): string[] {
  const languages = new Set(["en"]);
  const language = locale?.split(/[-_]/)[0]?.toLowerCase();
  if (language && language in LISTS) languages.add(language);
  if (/\p{Script=Hangul}/u.test(text)) languages.add("ko");
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) languages.add("ja");
  else if (/\p{Script=Han}/u.test(text) && language !== "ja") languages.add("zh");
  if (/\p{Script=Arabic}/u.test(text)) languages.add("ar");
  return [...languages];
}

/** The links in a text (of its first MAX_STORE_TEXT_UNITS units), as written (a bare domain gets https:// for the reachability check). */
export function linksIn(text: string): string[] {
  return [...cutCodeUnits(text, MAX_STORE_TEXT_UNITS).matchAll(URL_PATTERN)].map((match) => match[0].replace(/[.,;:!?]+$/, ""));
}

export const asUrl = (link: string) => (/^https?:\/\//i.test(link) ? link : `https://${link}`);

/** The host of a link, lower case; null when it does not parse. Read up to a URL field's limit: the host comes first. */
export function hostOf(link: string): string | null {
  try {
    return new URL(asUrl(cutCodeUnits(link, STORE_TEXT_LIMITS.marketingUrl))).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return null;
  }
}

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

/**
 * The findings for one text (of its first MAX_STORE_TEXT_UNITS units: no store text is longer, and
 * a longer one is refused for its length). Links' reachability is the server's to check (it needs
 * the network): `linksIn` lists them.
 */
export function contentFindings(whole: string, options: ContentOptions): ContentFinding[] {
  const text = cutCodeUnits(whole, MAX_STORE_TEXT_UNITS);
  const found: { rule: ContentRule; message: string }[] = [];
  const add = (rule: ContentRule, message: string) => found.push({ rule, message });
  if (options.kind === "url" || text.trim() === "") return [];

  const match = (pattern: RegExp) => pattern.exec(text)?.[0];
  let hit: string | undefined;
  if ((hit = match(NEGATIVE_APPLE)))
    add("negative_apple_sentiment", `Speaks badly of Apple's products (${quote(hit)}), which App Review rejects`);
  if ((hit = match(FUTURE)))
    add("future_functionality", `Promises something not in the app yet (${quote(hit)}); describe only what it does today`);
  if ((hit = match(PLACEHOLDERS))) add("placeholder_text", `Contains placeholder text (${quote(hit)})`);
  if ((hit = match(TEST_WORDS))) add("test_words", `Reads like a test (${quote(hit)})`);
  for (const language of curseLanguages(text, options.locale)) {
    const pattern = curseList(language);
    if (pattern && (hit = match(pattern))) {
      add("curse_words", `Contains a word that is offensive or adult (${quote(hit)})`);
      break;
    }
  }
  if ((hit = match(OTHER_PLATFORMS))) add("other_platforms", `Mentions another platform (${quote(hit)}), which App Review rejects`);
  if ((hit = match(SPAM))) add("spam", `Reads like spam or a scam (${quote(hit)})`);

  const allowed = [...ALWAYS_ALLOWED_DOMAINS, ...(options.allowedDomains ?? []).map((domain) => domain.toLowerCase())];
  for (const link of new Set(linksIn(text))) {
    const host = hostOf(link);
    if (!host || !onDomain(host, allowed)) {
      add("foreign_url", `Links to ${quote(host ?? link)}, which is not the app's own support or marketing site`);
      break;
    }
  }
  if ((hit = match(EMAIL))) add("email_address", `Contains an email address (${quote(hit)}); point to the app's support page instead`);
  const phone = firstPhoneNumber(text, options.locale);
  if (phone) add("phone_number", `Contains a phone number (${quote(phone)}); point to the app's support page instead`);
  if ((hit = match(CURRENCY_AMOUNT) ?? match(DISCOUNT) ?? match(PRICE_WORDS)))
    add("price", `Mentions a price or a discount (${quote(hit)}); prices belong in the store's price settings`);
  if ((hit = match(PROMISED_DATE))) add("promised_date", `Promises a date or a release (${quote(hit)}) the publisher has not committed to`);

  const forbidden = words(options.forbiddenWords);
  if (forbidden.length && (hit = match(phrase(forbidden))))
    add("forbidden_words", `Contains ${quote(hit)}, which is on this app's forbidden words`);
  const competitors = words(options.competitors);
  if (competitors.length && (hit = match(phrase(competitors))))
    add("competitor", `Names a competitor (${quote(hit)}), which is on this app's competitor list`);
  // Required words apply where they belong: a description and a reply, not a keyword list or a name.
  const required = words(options.requiredWords);
  if ((options.kind === "store_text" && options.field === "description") || options.kind === "reply") {
    const missing = required.filter((word) => !phrase([word]).test(text));
    if (missing.length) add("required_words", `Leaves out ${missing.map(quote).join(", ")}, which this app's texts must contain`);
  }

  const hard = new Set<ContentRule>([...ALWAYS_HARD, ...(options.hardRules ?? [])]);
  return found.map((finding) => ({ ...finding, severity: hard.has(finding.rule) ? "hard" : "warning" }));
}
