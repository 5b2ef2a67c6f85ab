import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { registerSyncedApp, runJobs } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

import { chooseProposal, rulesBrain } from "./brain";
import { languageFindings } from "./language-findings";
import { ruleProposals } from "./brains/rules";
import { mutationSchema } from "./mutations";
import { observeApp, type AgentContext } from "./observe";
import { precheck } from "./precheck";
import { detectLanguage, localeLanguage } from "@/lib/text/reply-language";

const words = (text: string | null) => (text ?? "").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
/** Locales written in a script of their own: new text there must be in it. */
const NON_LATIN: Record<string, RegExp> = {
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  zh: /\p{Script=Han}/u,
  ko: /\p{Script=Hangul}/u,
  ar: /\p{Script=Arabic}/u,
};

const api = useApi();

// Rules never touch URL fields; a check of one would be a bug here.
const deps = {
  isUrlReachable: async () => {
    throw new Error("the rules proposed a URL");
  },
};

const contexts = new Map<string, AgentContext>();
const appIds = new Map<string, string>();
let owner: ApiClient;

beforeAll(async () => {
  owner = api.client();
  await owner.registerAndSignIn();
  for (const demo of demoAccount.apps) {
    const app = await registerSyncedApp(owner, demo.storeId);
    appIds.set(demo.name, app.id);
    const agent = await db().agent.findUniqueOrThrow({ where: { appId: app.id } });
    contexts.set(demo.name, (await observeApp(agent.id))!);
  }
}, 120_000);

describe("the rule-based brain on every demo app", () => {
  for (const demo of demoAccount.apps) {
    it(`proposes at least one valid improvement for ${demo.name}, none that precheck refuses`, async () => {
      const context = contexts.get(demo.name)!;
      const proposals = ruleProposals(context);
      expect(proposals.length).toBeGreaterThan(0);
      for (const proposal of proposals) {
        expect(mutationSchema.safeParse(proposal.mutation).success).toBe(true);
        expect(await precheck(proposal.mutation, context, deps), proposal.summary).toEqual([]);
      }
      const choice = await chooseProposal(context, rulesBrain, deps);
      expect(choice.proposal).not.toBeNull();
      expect(choice.skipped).toEqual([]);
    });
  }

  it("removes keywords the name already covers and keeps the rest in order", () => {
    const trailmix = contexts.get(demoAccount.apps[0]!.name)!;
    const cleanup = ruleProposals(trailmix).find((p) => p.mutation.type === "update_localization" && p.mutation.field === "keywords");
    expect(cleanup?.mutation).toMatchObject({ before: "planner,tracker,offline,sync,widgets", after: "tracker,offline,sync,widgets" });
  });

  it("drafts replies only to unanswered reviews of three stars or fewer", () => {
    for (const context of contexts.values()) {
      const replies = ruleProposals(context).filter((p) => p.mutation.type === "reply_to_review");
      for (const reply of replies) {
        const review = context.unansweredReviews.find((r) => reply.mutation.type === "reply_to_review" && r.id === reply.mutation.reviewId);
        expect(review?.rating).toBeLessThanOrEqual(3);
        expect(review?.response).toBeNull();
      }
    }
  });

  it("drafts a reply for every unanswered review, critical ones first, oldest first, not a window of five", async () => {
    for (const [name, context] of contexts) {
      const unanswered = await db().customerReview.findMany({
        where: { appId: context.app.id, rating: { lte: 3 }, responseBody: null },
        orderBy: [{ storeCreatedAt: "asc" }, { id: "asc" }],
      });
      const queue = [...unanswered.filter((r) => r.rating <= 2), ...unanswered.filter((r) => r.rating === 3)].map((r) => r.id);
      expect(queue.length, name).toBeGreaterThan(5);
      expect(
        context.unansweredReviews.map((r) => r.id),
        name,
      ).toEqual(queue);
      const replies = ruleProposals(context).flatMap((p) => (p.mutation.type === "reply_to_review" ? [p.mutation.reviewId] : []));
      expect(replies, name).toEqual(queue);
    }
  });

  it("answers what each review is about: a charge gets Apple's refund path, a price rise the price reply, lost data never the refund reply", () => {
    for (const context of contexts.values())
      for (const proposal of ruleProposals(context)) {
        if (proposal.mutation.type !== "reply_to_review") continue;
        const { reviewId, after } = proposal.mutation;
        const review = context.unansweredReviews.find((r) => r.id === reviewId)!;
        // The demo's titles and bodies are drawn apart ("Lost my data" over a crash): the more pressing topic wins.
        const text = `${review.title} ${review.body}`;
        if (/charged twice/i.test(text)) expect(after, text).toContain("reportaproblem.apple.com");
        else expect(after, text).not.toContain("reportaproblem.apple.com");
        if (/subscription price/i.test(text)) expect(after, text).toMatch(/a higher price is disappointing/);
        if (/charged|price/i.test(text)) continue;
        if (/lost my data|deleted a month of entries/i.test(text)) expect(after, text).toMatch(/your data is missing/);
        else if (/crash/i.test(text)) expect(after, text).toMatch(/crashed/);
        else if (/logs me out/.test(text)) expect(after, text).toMatch(/signing in/);
      }
  });

  it("puts no text of another language into a locale", () => {
    let localized = 0;
    for (const [name, context] of contexts)
      for (const proposal of ruleProposals(context)) {
        const { mutation } = proposal;
        if (mutation.type !== "update_localization") continue;
        const before = new Set(words(mutation.before));
        const added = words(mutation.after).filter((word) => !before.has(word));
        if (added.length === 0) continue; // a cleanup or a new version number: nothing new to read
        localized++;
        const language = localeLanguage(mutation.locale);
        expect(language, `${name}: ${proposal.summary}`).not.toBeNull();
        if (NON_LATIN[mutation.locale.slice(0, 2)])
          expect(mutation.after, proposal.summary).toMatch(NON_LATIN[mutation.locale.slice(0, 2)]!);
        expect(detectLanguage(mutation.after), `${name}: ${proposal.summary}: ${mutation.after}`).toBe(language);
      }
    expect(localized).toBeGreaterThan(0);
  });

  it("proposes nothing for a version App Review rejected (Sleepwell 1.1.0), and names it in the observation", async () => {
    const sleepwell = contexts.get("Sleepwell Sounds")!;
    const rejected = sleepwell.versions.find((v) => v.versionString === "1.1.0");
    expect(rejected).toMatchObject({ state: "REJECTED", rejected: true });
    for (const proposal of ruleProposals(sleepwell))
      if (proposal.mutation.type === "update_localization") expect(proposal.mutation.versionId, proposal.summary).not.toBe(rejected!.id);

    // The owner's event log says so.
    const appId = appIds.get("Sleepwell Sounds")!;
    await owner.post(`/api/apps/${appId}/agent/config`, { config: { fields: ["keywords", "description", "whatsNew"] } });
    expect((await owner.post(`/api/apps/${appId}/agent/toggle`, { enabled: true })).status).toBe(200);
    await runJobs();
    const events = (await owner.get(`/api/apps/${appId}/agent/events?limit=20`)).body.items as { kind: string; data: any }[];
    expect(events.find((event) => event.kind === "observation")?.data.rejectedVersions).toEqual(["1.1.0"]);
    expect(events.find((event) => event.kind === "no_proposal")).toBeDefined();
  });

  it("suggests an experiment only when none is active, a version is live and each treatment has its asset (an icon the app has)", () => {
    const suggestion = (name: string) => ruleProposals(contexts.get(name)!).find((p) => p.mutation.type === "create_experiment");
    expect(suggestion("Trailmix: Hiking Planner")).toBeUndefined(); // "Spring promo" is being prepared
    expect(suggestion("Sleepwell Sounds")).toBeUndefined(); // no alternate icon to test
    const ledger = suggestion("Pocket Ledger")!.mutation;
    expect(ledger).toMatchObject({ type: "create_experiment", after: { treatments: [{ appIconName: "AppIcon-Dark" }] } });
    expect(contexts.get("Pocket Ledger")!.alternateIcons).toEqual(["AppIcon-Dark"]);
  });

  it("proposes keywords in a locale only in its language, and text naming a version only for the version being prepared", () => {
    for (const [name, context] of contexts)
      for (const { mutation, summary } of ruleProposals(context)) {
        if (mutation.type !== "update_localization") continue;
        // The demo's keywords are English in every locale: a tidy-up keeps them, so only English locales get one.
        if (mutation.field === "keywords") expect(mutation.locale, `${name}: ${summary}`).toMatch(/^en-/);
        const target = context.versions.find((version) => version.id === mutation.versionId)!;
        for (const version of context.versions)
          if (version.id !== target.id) expect(mutation.after, `${name}: ${summary}`).not.toContain(version.versionString);
        const prepared = context.versions.find(
          (version) => !version.live && !version.rejected && version.editable.includes(mutation.field),
        );
        if (prepared) expect(target.id, `${name}: ${summary}`).toBe(prepared.id);
      }
  });

  it("points out a locale whose description is in another language instead of rewriting it", () => {
    const trailmix = contexts.get("Trailmix: Hiking Planner")!;
    const found = languageFindings(trailmix);
    // The demo's descriptions are English after a localized tagline: every locale but the English ones reads as English.
    expect(found.filter((finding) => finding.field === "description").map((finding) => finding.locale)).toEqual(
      expect.arrayContaining(["de-DE", "fr-FR", "ja", "ko", "zh-Hans"]),
    );
    expect(found.some((finding) => finding.locale.startsWith("en-"))).toBe(false);
    expect(found.find((finding) => finding.locale === "ja")).toMatchObject({ writtenIn: "en" });
    // The rules rewrite none of them.
    for (const { mutation } of ruleProposals(trailmix))
      if (mutation.type === "update_localization" && mutation.field === "description") expect(mutation.locale).toMatch(/^en-/);
  });
});
