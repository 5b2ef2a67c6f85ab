import { LinkifyIt } from "linkify-it";
import tlds from "tlds";

import { STORE_TEXT_LIMITS } from "./store-text";
import { textView } from "./text-view";
import { cutCodeUnits } from "./truncate";

/**
 * Links and email addresses in a text, found by linkify-it (the recogniser markdown-it uses: Unicode
 * host names, with or without a scheme) over every top-level domain IANA lists (`tlds`), plus the
 * names reserved for examples and tests (RFC 2606: a text naming evil.example names a link). Read on
 * the text as a person reads it (lib/text/text-view.ts): zero-width characters, fullwidth and
 * look-alike letters and spelled-out dots do not hide one.
 */

const RESERVED_TLDS = ["example", "test", "invalid", "localhost", "onion"];
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true }).tlds(tlds).tlds(RESERVED_TLDS, true);

// Chinese, Japanese and Korean write a Latin address against their own letters ("詳しくはevil.exampleへ"): a space there lets the recogniser see where it starts.
const CJK_LATIN_SEAM =
  /(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])(?=[A-Za-z0-9])|(?<=[A-Za-z0-9/])(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])/gu;

interface Found {
  links: string[];
  emails: string[];
}

/** A run without spaces that holds no dot, colon or "@": it cannot hold a link (a host has a dot, a scheme a colon). */
const NO_LINK_IN = /(?<!\S)[^\s.:@]+(?!\S)/g;

/** The links (as written, a bare domain without a scheme) and email addresses in text already normalised. */
export function linksAndEmails(matching: string): Found {
  const found: Found = { links: [], emails: [] };
  // The recogniser reads only the runs that could hold a link: on others ("+1+1+1…") it spends up to 8 µs a character.
  const candidates = matching.replace(CJK_LATIN_SEAM, " ").replace(NO_LINK_IN, "");
  for (const match of linkify.match(candidates) ?? []) {
    if (match.schema === "mailto:") found.emails.push(match.text.replace(/^mailto:/i, ""));
    else found.links.push(match.text);
  }
  return found;
}

/** The links in a text as a person reads it (a bare domain gets https:// for the reachability check: `asUrl`). */
export const linksIn = (text: string, locale?: string | null): string[] => linksAndEmails(textView(text, locale).matching).links;

// (A scheme is short: the test reads the link's head only, whatever its length.)
export const asUrl = (link: string) => (/^[a-z][a-z0-9+.-]{0,31}:\/\//i.test(link.slice(0, 40)) ? link : `https://${link}`);

/**
 * The host of a link, lower case (an international name in its ASCII form, as URL gives it); null
 * when it does not parse. Read up to a URL field's limit: the host comes first.
 */
export function hostOf(link: string): string | null {
  try {
    return new URL(asUrl(cutCodeUnits(link, STORE_TEXT_LIMITS.marketingUrl))).hostname.toLowerCase().replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}
