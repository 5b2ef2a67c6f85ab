import "server-only";

import { db, type Tx } from "@/lib/db/client";
import { ApiError } from "@/lib/http/errors";
import { isUrlReachable } from "@/lib/net/url-reachable";
import { REPLY_LINK_HOSTS } from "@/lib/text/apple-links";
import { contentFindings, type ContentFinding, type ContentRule, type TextKind } from "@/lib/text/content-rules";
import { asUrl, hostOf, linksIn } from "@/lib/text/links";

/**
 * The one content precheck for everything that leaves for the store under the publisher's name:
 * a person's edits of version and app-info texts, a person's review replies, and the agent's
 * proposals (lib/agent/precheck.ts, at proposal, at approval and again at execution). The rules
 * are lib/text/content-rules.ts; this adds what only the server knows: the app's word lists, the
 * app's own domains, and whether each link answers (over https from a public address, with the
 * SSRF-safe agent of lib/net).
 */

/** What the owner set for the app, and the domains its own links may point to. */
export interface AppContentRules {
  forbiddenWords: string[];
  competitors: string[];
  requiredWords: string[];
  /** Hosts of the app's support and marketing URLs, as synced: links there are the app's own. */
  allowedDomains: string[];
}

export const NO_CONTENT_RULES: AppContentRules = { forbiddenWords: [], competitors: [], requiredWords: [], allowedDomains: [] };

export async function appContentRules(appId: string, tx: Tx = db()): Promise<AppContentRules> {
  const [app, urls] = await Promise.all([
    tx.app.findUnique({ where: { id: appId }, select: { forbiddenWords: true, competitorNames: true, requiredWords: true } }),
    tx.versionLocalization.findMany({
      where: { version: { appId } },
      select: { supportUrl: true, marketingUrl: true },
    }),
  ]);
  const hosts = new Set<string>();
  for (const row of urls) {
    for (const url of [row.supportUrl, row.marketingUrl]) {
      const host = url ? hostname(url) : null;
      if (host) hosts.add(host);
    }
  }
  return {
    forbiddenWords: app?.forbiddenWords ?? [],
    competitors: app?.competitorNames ?? [],
    requiredWords: app?.requiredWords ?? [],
    allowedDomains: [...hosts].sort(),
  };
}

function hostname(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}

export interface TextToCheck {
  /** Where the text came from, as a field error's path: `body.description`, `body.after`. */
  path: string;
  text: string | null | undefined;
  kind: TextKind;
  field?: string;
  locale?: string | null;
}

interface PathFinding extends ContentFinding {
  path: string;
}

export interface ContentDeps {
  isUrlReachable(url: string): Promise<boolean>;
}

/** At most this many links are fetched per check: a text full of links is refused for them anyway. */
const MAX_LINKS_CHECKED = 5;

/** The findings for each text: the rules, then every link's reachability (a URL field is one link). */
export async function checkTexts(
  texts: TextToCheck[],
  rules: AppContentRules,
  options: { hardRules?: readonly ContentRule[]; deps?: ContentDeps } = {},
): Promise<PathFinding[]> {
  const deps = options.deps ?? { isUrlReachable };
  const findings: PathFinding[] = [];
  let fetched = 0;
  for (const { path, text, kind, field, locale } of texts) {
    if (typeof text !== "string" || text.trim() === "") continue;
    for (const finding of contentFindings(text, { kind, field, locale, ...rules, hardRules: options.hardRules }))
      findings.push({ path, ...finding });
    // Apple's own pages the service names itself (the refund page) are constants, not input: not fetched.
    const links = (kind === "url" ? [text.trim()] : [...new Set(linksIn(text, locale))]).filter(
      (link) => !REPLY_LINK_HOSTS.includes(hostOf(link) ?? ""),
    );
    for (const link of links) {
      if (fetched >= MAX_LINKS_CHECKED) break;
      fetched++;
      if (!(await deps.isUrlReachable(asUrl(link)))) {
        findings.push({
          path,
          rule: "unreachable_urls",
          severity: options.hardRules?.includes("unreachable_urls") ? "hard" : "warning",
          message: `${link} does not answer over https from a public address`,
        });
        break;
      }
    }
  }
  return findings;
}

/** The field errors of a `precheck_failed` problem. */
const findingErrors = (findings: PathFinding[]) => findings.map(({ path, message, rule, severity }) => ({ path, message, rule, severity }));

/**
 * A person's text, checked before it is sent to the store: hard findings always refuse it, warnings
 * unless `acknowledged` ("Save anyway", `acknowledgeWarnings: true`). `422 precheck_failed` lists each.
 */
export async function precheckContent(appId: string, texts: TextToCheck[], acknowledged: boolean, deps?: ContentDeps): Promise<void> {
  const findings = await checkTexts(texts, await appContentRules(appId), { deps });
  const hard = findings.filter((finding) => finding.severity === "hard");
  const refused = acknowledged ? hard : findings;
  if (refused.length === 0) return;
  const detail =
    hard.length > 0
      ? `This cannot be published: ${hard.map((finding) => finding.message).join("; ")}. Change it; saving anyway does not apply to this.`
      : `App Review would likely reject ${refused.length === 1 ? "this" : "these"}, or it should not go out under your name; fix ${refused.length === 1 ? "it" : "them"}, or send again with acknowledgeWarnings: true to save anyway.`;
  throw new ApiError("precheck_failed", detail, { errors: findingErrors(refused) });
}
