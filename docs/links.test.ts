import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

// Every Markdown file of the repository, read as GitHub renders it: a relative link must reach a
// file or folder that exists, and a `#anchor` a heading of its target. Documentation moves with
// the code (files are renamed, sections merged), and a dead link is only noticed by the reader who
// follows it.

const ROOT = path.resolve(import.meta.dirname, "..");
/** Folders that hold no documentation of ours: packages, build and test output, local data. */
const SKIPPED = new Set(["node_modules", ".git", ".next", ".data", "coverage", "playwright-report", "test-results"]);

function markdownFiles(folder = ROOT): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.isFile() && entry.name.endsWith(".md") ? [full] : [];
  });
}

/** The file's lines with code taken out (fenced blocks blanked, inline code removed), so examples are not read as links. */
function proseLines(text: string): string[] {
  let fence: string | null = null;
  return text.split("\n").map((line) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      return "";
    }
    if (marker) {
      fence = marker;
      return "";
    }
    return line.replace(/(`+)[\s\S]*?\1/g, "");
  });
}

/** GitHub's anchor for a heading's text: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1") // a link or image: its text
    .replace(/`/g, "")
    .replace(/<[^>]+>/g, "");
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors a Markdown file offers: its headings' slugs (repeats numbered as GitHub does) and explicit `id`/`name` anchors. */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const fenced = proseLines(text);
  text.split("\n").forEach((line, index) => {
    if (fenced[index] === "" && line !== "") return; // inside a code block
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const base = slug(heading);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const [, id] of line.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) anchors.add(id!);
  });
  return anchors;
}

interface Link {
  line: number;
  target: string;
}

function linksIn(text: string): Link[] {
  const links: Link[] = [];
  proseLines(text).forEach((line, index) => {
    const targets = [
      ...[...line.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!.replace(/^<|>$/g, "")),
      ...[...line.matchAll(/^\s{0,3}\[[^\]]+\]:\s*(\S+)/g)].map((match) => match[1]!),
      ...[...line.matchAll(/<(?:a|img)\s[^>]*(?:href|src)="([^"]+)"/g)].map((match) => match[1]!),
    ];
    for (const target of targets) links.push({ line: index + 1, target });
  });
  return links;
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//");

/** What is wrong with the relative links of one Markdown file under `root`. */
function problemsIn(file: string, root = ROOT): string[] {
  const where = path.relative(root, file);
  const problems: string[] = [];
  for (const { line, target } of linksIn(readFileSync(file, "utf8"))) {
    if (isExternal(target)) continue;
    const hash = target.indexOf("#");
    const filePart = decodeURIComponent(hash < 0 ? target : target.slice(0, hash));
    const anchor = hash < 0 ? null : decodeURIComponent(target.slice(hash + 1));
    const resolved =
      filePart === "" ? file : filePart.startsWith("/") ? path.join(root, filePart) : path.resolve(path.dirname(file), filePart);
    if (!existsSync(resolved)) {
      problems.push(`${where}:${line}: ${target}: no such file or folder`);
      continue;
    }
    if (anchor && resolved.endsWith(".md") && statSync(resolved).isFile() && !anchorsOf(readFileSync(resolved, "utf8")).has(anchor)) {
      problems.push(`${where}:${line}: ${target}: no heading #${anchor} in ${path.relative(root, resolved)}`);
    }
  }
  return problems;
}

/** References to an issue tracker the reader cannot see (an issue by its number), and a developers' guide that does not exist. */
function trackerReferences(file: string, root = ROOT): string[] {
  const where = path.relative(root, file);
  return readFileSync(file, "utf8")
    .split("\n")
    .flatMap((line, index) =>
      [...line.matchAll(/\bissues? #?\d+|\bDEVELOPERS\.md\b/gi)].map((match) => `${where}:${index + 1}: ${match[0]}`),
    );
}

describe("the Markdown files' links", () => {
  const files = markdownFiles();

  it("reach files and folders that exist, and headings their target has", () => {
    expect(files.map((file) => path.relative(ROOT, file))).toEqual(
      expect.arrayContaining(["README.md", "SECURITY.md", "AGENTS.md", "docs/api.md"]),
    );
    const links = files.flatMap((file) => linksIn(readFileSync(file, "utf8")).filter((link) => !isExternal(link.target)));
    expect(links.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => problemsIn(file))).toEqual([]);
  });

  it("name no tracker issue and no guide that does not exist", () => {
    expect(files.flatMap((file) => trackerReferences(file))).toEqual([]);
  });

  it("are read as GitHub renders them: code is no link, headings give anchors, external links are not followed", () => {
    // Spelled in parts, so that searching the repository for tracker references finds none here.
    const [trackerIssue, missingGuide] = [["issue", "12"].join(" "), ["DEVELOPERS", "md"].join(".")];
    const root = mkdtempSync(path.join(tmpdir(), "links-"));
    try {
      mkdirSync(path.join(root, "docs"));
      mkdirSync(path.join(root, "lib"));
      writeFileSync(
        path.join(root, "README.md"),
        "# Title\n\n## Plans, quotas and billing\n\n## Plans, quotas and billing\n\n```md\n# Not a heading\n```\n",
      );
      const page = path.join(root, "docs", "page.md");
      writeFileSync(
        page,
        [
          "# Page `one`",
          "[up](../README.md) [folder](../lib/) [self](#page-one) [second](../README.md#plans-quotas-and-billing-1) [root](/README.md#title) [web](https://example.com/x.md)",
          "[missing](missing.md) [code heading](../README.md#not-a-heading) [nowhere](#nowhere)",
          "`[in code](missing.md)`",
          "```",
          "[in a block](missing.md)",
          "```",
          "[ref]: ./nothing-here.md",
          `Fixed in ${trackerIssue}; see ${missingGuide}. No issues here.`,
        ].join("\n"),
      );
      expect(problemsIn(page, root)).toEqual([
        "docs/page.md:3: missing.md: no such file or folder",
        "docs/page.md:3: ../README.md#not-a-heading: no heading #not-a-heading in README.md",
        "docs/page.md:3: #nowhere: no heading #nowhere in docs/page.md",
        "docs/page.md:8: ./nothing-here.md: no such file or folder",
      ]);
      expect(trackerReferences(page, root)).toEqual([`docs/page.md:9: ${trackerIssue}`, `docs/page.md:9: ${missingGuide}`]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
