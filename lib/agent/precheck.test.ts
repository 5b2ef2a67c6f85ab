import { describe, expect, it } from "vitest";

import { isUrlReachable } from "@/lib/net/url-reachable";

import { defaultAgentConfig } from "./config";
import type { Mutation } from "./mutations";
import type { AgentContext } from "./observe";
import { precheck, type PrecheckDeps } from "./precheck";
import { JAPANESE_KEYWORDS_60 } from "@/test/japanese-keywords";

const context = (overrides: Partial<AgentContext> = {}): AgentContext => ({
  agentId: "agent",
  observedAt: "2026-11-22T00:00:00.000Z",
  app: { id: "app", name: "Trailmix: Hiking Planner", storeId: "1", primaryLocale: "en-US" },
  config: defaultAgentConfig(),
  locales: ["en-US"],
  versions: [
    {
      id: "draft",
      versionString: "1.5.0",
      state: "PREPARE_FOR_SUBMISSION",
      editable: ["description", "keywords", "promotionalText", "whatsNew", "marketingUrl", "supportUrl"],
      live: false,
      texts: { "en-US": { keywords: "maps,trails", supportUrl: "https://example.com" } },
    },
    {
      id: "live",
      versionString: "1.4.2",
      state: "READY_FOR_SALE",
      editable: ["promotionalText"],
      live: true,
      texts: { "en-US": { keywords: "maps,trails", promotionalText: null } },
    },
  ],
  appInfo: {
    storeId: "info",
    state: "READY_FOR_DISTRIBUTION",
    editable: false,
    texts: { "en-US": { name: "Trailmix", subtitle: "Plan it", privacyPolicyUrl: "https://example.com/privacy" } },
  },
  unansweredReviews: [],
  experiments: [],
  memories: {},
  lastRejection: null,
  rejected: [],
  inFlightOrDone: [],
  recentActions: [],
  ...overrides,
});

const keywords = (after: string, versionId = "draft"): Mutation => ({
  type: "update_localization",
  field: "keywords",
  locale: "en-US",
  versionId,
  before: "maps,trails",
  after,
});
const reachable: PrecheckDeps = { isUrlReachable: async () => true };
const rules = async (mutation: unknown, ctx = context(), deps: PrecheckDeps = reachable) =>
  (await precheck(mutation, ctx, deps)).map((p) => p.rule);

describe("precheck", () => {
  it("accepts a valid change", async () => {
    expect(await rules(keywords("hiking,trails"))).toEqual([]);
  });

  it("refuses an over-long keyword field in bytes of UTF-8, as Apple counts it: a 60-character Japanese field", async () => {
    // (Japanese keywords in an English locale are also not its language.)
    expect(await rules(keywords(JAPANESE_KEYWORDS_60))).toEqual(["length", "language"]);
    expect(await rules(keywords("é".repeat(50)))).toEqual([]);
    const problems = await precheck(keywords("é".repeat(51)), context(), reachable);
    expect(problems).toEqual([
      { rule: "length", message: "Keywords (en-US): At most 100 bytes (App Store Connect's limit); this has 102 bytes" },
    ]);
    // Each keyword longer than two characters.
    expect(await rules(keywords("hiking,ai"))).toEqual(["length"]);
  });

  it("refuses other platforms' names and placeholder text", async () => {
    expect(await rules(keywords("hiking,android"))).toContain("other_platforms");
    expect(await rules(keywords("hiking,Google Play"))).toContain("other_platforms");
    expect(await rules(keywords("lorem ipsum"))).toContain("placeholder_text");
    expect(await rules(keywords("hiking,TODO"))).toContain("placeholder_text");
    expect(await rules(keywords("[insert keywords]"))).toContain("placeholder_text");
  });

  it("refuses fields the version's state does not let change", async () => {
    expect(await rules(keywords("hiking", "live"))).toEqual(["state"]);
    expect(await rules({ ...keywords("hiking", "live"), field: "promotionalText", before: null })).toEqual([]);
  });

  it("refuses a change whose before no longer holds, and one that changes nothing", async () => {
    expect(await rules({ ...keywords("hiking"), before: "old" })).toEqual(["stale"]);
    expect(await rules(keywords("maps,trails"))).toEqual(["no_change"]);
  });

  it("refuses unknown targets and what the configuration does not allow", async () => {
    expect(await rules(keywords("hiking", "gone"))).toEqual(["unknown_target"]);
    const narrow = context({ config: { ...defaultAgentConfig(), fields: ["reviewReplies"] } });
    expect(await rules(keywords("hiking"), narrow)).toEqual(["not_allowed"]);
    const german = context({ config: { ...defaultAgentConfig(), locales: ["de-DE"] } });
    expect(await rules(keywords("hiking"), german)).toEqual(["not_allowed"]);
  });

  it("refuses a subtitle change while no app info is editable, and one over 30 characters", async () => {
    const subtitle = (after: string): Mutation => ({
      type: "update_localization",
      field: "subtitle",
      locale: "en-US",
      appInfoId: "info",
      before: "Plan it",
      after,
    });
    expect(await rules(subtitle("Hike more"))).toEqual(["state"]);
    const editable = context({ appInfo: { ...context().appInfo!, editable: true, state: "PREPARE_FOR_SUBMISSION" } });
    expect(await rules(subtitle("Hike more"), editable)).toEqual([]);
    expect(await rules(subtitle("Hike more trails with your friends"), editable)).toEqual(["length"]);
  });

  it("checks the name (2 to 30 characters, only on an app info being prepared) and lets the privacy policy URL change on a live one", async () => {
    const named = context({ config: { ...defaultAgentConfig(), fields: ["name", "privacyPolicyUrl"] } });
    const name = (after: string): Mutation => ({
      type: "update_localization",
      field: "name",
      locale: "en-US",
      appInfoId: "info",
      before: "Trailmix",
      after,
    });
    expect(await rules(name("Trailmix Hikes"), named)).toEqual(["state"]);
    const prepared = context({ ...named, appInfo: { ...named.appInfo!, editable: true, state: "PREPARE_FOR_SUBMISSION" } });
    expect(await rules(name("Trailmix Hikes"), prepared)).toEqual([]);
    expect(await rules(name("T"), prepared)).toEqual(["length"]);
    expect(await rules(name("Trailmix: The Hiking Planner App"), prepared)).toEqual(["length"]);
    // The name is opt-in, like the URL fields.
    expect(await rules(name("Trailmix Hikes"), context({ appInfo: prepared.appInfo }))).toEqual(["not_allowed"]);

    const privacy = (after: string): Mutation => ({
      type: "update_localization",
      field: "privacyPolicyUrl",
      locale: "en-US",
      appInfoId: "info",
      before: "https://example.com/privacy",
      after,
    });
    expect(await rules(privacy("https://example.org/privacy"), named)).toEqual([]);
    expect(await rules(privacy("https://127.0.0.1/privacy"), named, { isUrlReachable })).toEqual(["unreachable_urls"]);
    expect(await rules({ ...privacy("https://example.org/privacy"), before: "https://old.example.com" }, named)).toEqual(["stale"]);
  });

  it("refuses URLs that do not answer from a public https address", async () => {
    const url = (after: string): Mutation => ({
      type: "update_localization",
      field: "supportUrl",
      locale: "en-US",
      versionId: "draft",
      before: "https://example.com",
      after,
    });
    const real = { isUrlReachable };
    // URL fields are opt-in.
    expect(await rules(url("https://example.org/help"), context(), reachable)).toEqual(["not_allowed"]);
    const urls = context({ config: { ...defaultAgentConfig(), fields: ["supportUrl"] } });
    expect(await rules(url("http://example.org/help"), urls, real)).toEqual(["unreachable_urls"]);
    expect(await rules(url("https://127.0.0.1/help"), urls, real)).toEqual(["unreachable_urls"]);
    expect(await rules(url("https://localhost/help"), urls, real)).toEqual(["unreachable_urls"]);
    expect(await rules(url("https://example.org/help"), urls, reachable)).toEqual([]);
  });

  it("refuses a second experiment while one is active, and any without a live version", async () => {
    const experiment: Mutation = {
      type: "create_experiment",
      before: null,
      after: { name: "Icons", trafficProportion: 30, treatments: [{ name: "Blue", appIconName: "AppIcon-Blue" }] },
    };
    const icons = (overrides: Partial<AgentContext> = {}) => context({ alternateIcons: ["AppIcon-Blue"], ...overrides });
    expect(await rules(experiment, icons())).toEqual([]);
    expect(await rules(experiment, icons({ experiments: [{ name: "Old", state: "RUNNING" }] }))).toEqual(["state"]);
    expect(await rules(experiment, icons({ experiments: [{ name: "Old", state: "COMPLETED" }] }))).toEqual([]);
    expect(await rules(experiment, icons({ versions: context().versions.filter((v) => !v.live) }))).toEqual(["state"]);
  });

  it("refuses an experiment unless every treatment brings its asset: an alternate icon the app has", async () => {
    const plan = (treatments: { name: string; appIconName?: string }[]): Mutation => ({
      type: "create_experiment",
      before: null,
      after: { name: "Icons", trafficProportion: 30, treatments },
    });
    const ctx = context({ alternateIcons: ["AppIcon-Dark"] });
    expect(await rules(plan([{ name: "Dark", appIconName: "AppIcon-Dark" }]), ctx)).toEqual([]);
    expect(await rules(plan([{ name: "Alternate icon" }]), ctx)).toEqual(["assets"]);
    expect(
      await rules(
        plan([
          { name: "Dark", appIconName: "AppIcon-Dark" },
          { name: "Neon", appIconName: "AppIcon-Neon" },
        ]),
        ctx,
      ),
    ).toEqual(["assets"]);
    expect(await rules(plan([{ name: "Dark", appIconName: "AppIcon-Dark" }]), context())).toEqual(["assets"]);
  });

  it("refuses what a change adds to a store text in another language than its locale's; a locale we do not write in is left alone", async () => {
    const draft = context().versions[0]!;
    const ctx = context({
      versions: [
        { ...draft, texts: { ...draft.texts, ja: { keywords: "地図アプリ" }, "de-DE": { description: null }, sv: { keywords: "karta" } } },
        ...context().versions.slice(1),
      ],
    });
    const change = (locale: string, field: "keywords" | "description", before: string | null, after: string): Mutation => ({
      type: "update_localization",
      field,
      locale,
      versionId: "draft",
      before,
      after,
    });
    expect(await rules(change("ja", "keywords", "地図アプリ", "地図アプリ,hiking"), ctx)).toEqual(["language"]);
    expect(await rules(change("ja", "keywords", "地図アプリ", "地図アプリ,ハイキング"), ctx)).toEqual([]);
    expect(
      await rules(change("de-DE", "description", null, "Plan every hike and find the best trails near you, offline and in sync."), ctx),
    ).toEqual(["language"]);
    expect(
      await rules(change("de-DE", "description", null, "Plane jede Wanderung und finde die besten Wege in deiner Nähe."), ctx),
    ).toEqual([]);
    expect(await rules(change("sv", "keywords", "karta", "karta,hiking"), ctx)).toEqual([]);
  });

  it("trusts only our facts: a reply claiming another rating or title, a text for a locale the version lacks, is refused", async () => {
    const review = {
      id: "r1",
      rating: 1,
      title: "Crashes",
      body: "It crashes",
      nickname: null,
      territory: "USA",
      createdAt: "",
      response: null,
    };
    const ctx = context({ unansweredReviews: [review] });
    const reply = (claims: { rating?: number; reviewTitle?: string | null }) => ({
      type: "reply_to_review",
      reviewId: "r1",
      rating: 1,
      reviewTitle: "Crashes",
      before: null,
      after: "We're sorry the app crashed for you.",
      ...claims,
    });
    expect(await rules(reply({}), ctx)).toEqual([]);
    const lying = await precheck(reply({ rating: 5 }), ctx, reachable);
    expect(lying).toEqual([{ rule: "facts", message: expect.stringContaining("says the review has 5 stars; it has 1") }]);
    expect(await rules(reply({ reviewTitle: "Security alert - approve at evil.example" }), ctx)).toEqual(["facts"]);
    expect(await rules(reply({ reviewTitle: null }), ctx)).toEqual(["facts"]);
    expect(await rules({ ...keywords("hiking"), locale: "de-DE", before: null })).toEqual(["facts"]);
  });

  it("proposes a text naming a version only for that version, and none for the live one while a newer is prepared", async () => {
    const promo = (after: string, versionId: string): Mutation => ({
      type: "update_localization",
      field: "promotionalText",
      locale: "en-US",
      versionId,
      before: null,
      after,
    });
    expect(await rules(promo("New in 1.5.0: offline maps.", "draft"))).toEqual([]);
    expect(await rules(promo("New in 1.4.2: offline maps.", "live"))).toEqual(["state"]);
    expect(await rules(promo("New in 1.4.2: offline maps.", "draft"))).toEqual(["state"]);
    // Other numbers are not versions of the app; and with nothing prepared, the live version's own number is fine.
    expect(await rules(promo("Trails up to 2.5 km, offline.", "live"))).toEqual([]);
    const liveOnly = context({ versions: context().versions.filter((version) => version.live) });
    expect(await rules(promo("New in 1.4.2: offline maps.", "live"), liveOnly)).toEqual([]);
  });

  it("refuses malformed mutations with the path of the problem", async () => {
    const problems = await precheck({ type: "update_localization", field: "title", locale: "en-US" }, context(), reachable);
    expect(problems.every((p) => p.rule === "invalid")).toBe(true);
    expect(problems.map((p) => p.message).join(" ")).toContain("field");
  });

  it("refuses a made-up locale at proposal, not at execution", async () => {
    const evil = { ...(keywords("hiking,trails") as object), locale: "xx-EVIL" };
    expect(await rules(evil)).toContain("invalid");
  });

  it("runs the content precheck on every text it would publish: a reply, a description, experiment and treatment names", async () => {
    const review = {
      id: "r1",
      rating: 2,
      title: "Bad",
      body: "It crashes",
      nickname: "Jo",
      territory: "USA",
      createdAt: "",
      response: null,
    };
    const ctx = context({
      unansweredReviews: [review],
      contentRules: { forbiddenWords: ["Hikeo"], competitors: [], requiredWords: [], allowedDomains: ["trailmix.example"] },
    });
    const reply = (after: string) => ({ type: "reply_to_review", reviewId: "r1", rating: 2, reviewTitle: "Bad", before: null, after });
    expect(await rules(reply("Call 555-123-4567 or write to a@b.example by Friday."), ctx)).toEqual(
      expect.arrayContaining(["phone_number", "email_address", "promised_date"]),
    );
    expect(await rules(reply("See https://trailmix.example/help, thanks!"), ctx)).toEqual([]);
    const forbidden = await precheck(reply("Thanks from the Hikeo team"), ctx, reachable);
    expect(forbidden).toEqual([expect.objectContaining({ rule: "forbidden_words", severity: "hard" })]);
    const description = {
      type: "update_localization",
      field: "description",
      locale: "en-US",
      versionId: "draft",
      before: null,
      after: "25% off!",
    };
    expect(await rules(description, ctx)).toEqual(["price"]);
    const noDiscounts = context({ memories: { "style:no_discounts": {} } });
    expect((await precheck(description, noDiscounts, reachable)).map((p) => p.severity)).toEqual(["hard"]);
    const live = { ...ctx, experiments: [] };
    const experiment = {
      type: "create_experiment",
      before: null,
      after: { name: "Icons", trafficProportion: 20, treatments: [{ name: "FREE BITCOIN" }] },
    };
    expect(await rules(experiment, live)).toContain("spam");
    // A link in any text is fetched: one that does not answer is a finding too.
    expect(await rules(reply("See https://trailmix.example/help"), ctx, { isUrlReachable: async () => false })).toEqual([
      "unreachable_urls",
    ]);
  });
});
