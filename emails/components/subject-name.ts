import { linksIn } from "@/lib/text/links";

/**
 * A name someone chose (a team's, a person's), for a subject line or a preview: `fallback` instead
 * when it holds a link, a domain or an address. A subject reads as our own words, so a name such as
 * "Verify your account at evil.example" would make it a phishing line sent under our name.
 */
export function nameForSubject(name: string, fallback: string): string {
  return linksIn(name).length > 0 || name.includes("@") ? fallback : name;
}
