import { describe, expect, it } from "vitest";

import { isUrlReachable } from "@/lib/net/url-reachable";

import { defaultAgentConfig } from "./config";
import type { Mutation } from "./mutations";
import type { AgentContext } from "./observe";
import { precheck, type PrecheckDeps } from "./precheck";

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
      texts: { "en-US": { keywords: "a,b", supportUrl: "https://example.com" } },
    },
    {
      id: "live",
      versionString: "1.4.2",
      state: "READY_FOR_SALE",
      editable: ["promotionalText"],
      live: true,
      texts: { "en-US": { keywords: "a,b", promotionalText: null } },
    },
  ],
  appInfo: {
    storeId: "info",
    state: "READY_FOR_DISTRIBUTION",
    editable: false,
    texts: { "en-US": { name: "Trailmix", subtitle: "Plan it" } },
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
  before: "a,b",
  after,
});
const reachable: PrecheckDeps = { isUrlReachable: async () => true };
const rules = async (mutation: unknown, ctx = context(), deps: PrecheckDeps = reachable) =>
  (await precheck(mutation, ctx, deps)).map((p) => p.rule);

describe("precheck", () => {
  it("accepts a valid change", async () => {
    expect(await rules(keywords("hiking,trails"))).toEqual([]);
  });

  it("refuses an over-long keyword field, counting characters, not bytes", async () => {
    expect(await rules(keywords("é".repeat(100)))).toEqual([]);
    const problems = await precheck(keywords("x,".repeat(50) + "y"), context(), reachable);
    expect(problems).toEqual([{ rule: "length", message: "Keywords (en-US) would have 101 characters; App Store Connect allows 100" }]);
  });

  it("refuses other platforms' names and placeholder text", async () => {
    expect(await rules(keywords("hiking,android"))).toContain("other_platforms");
    expect(await rules(keywords("hiking,Google Play"))).toContain("other_platforms");
    expect(await rules(keywords("lorem ipsum"))).toContain("placeholder");
    expect(await rules(keywords("hiking,TODO"))).toContain("placeholder");
    expect(await rules(keywords("[insert keywords]"))).toContain("placeholder");
  });

  it("refuses fields the version's state does not let change", async () => {
    expect(await rules(keywords("hiking", "live"))).toEqual(["state"]);
    expect(await rules({ ...keywords("hiking", "live"), field: "promotionalText", before: null })).toEqual([]);
  });

  it("refuses a change whose before no longer holds, and one that changes nothing", async () => {
    expect(await rules({ ...keywords("hiking"), before: "old" })).toEqual(["stale"]);
    expect(await rules(keywords("a,b"))).toEqual(["no_change"]);
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
    expect(await rules(url("http://example.org/help"), urls, real)).toEqual(["unreachable_url"]);
    expect(await rules(url("https://127.0.0.1/help"), urls, real)).toEqual(["unreachable_url"]);
    expect(await rules(url("https://localhost/help"), urls, real)).toEqual(["unreachable_url"]);
    expect(await rules(url("https://example.org/help"), urls, reachable)).toEqual([]);
  });

  it("refuses a second experiment while one is active, and any without a live version", async () => {
    const experiment: Mutation = {
      type: "create_experiment",
      before: null,
      after: { name: "Icons", trafficProportion: 30, treatments: [{ name: "Blue" }] },
    };
    expect(await rules(experiment)).toEqual([]);
    expect(await rules(experiment, context({ experiments: [{ name: "Old", state: "RUNNING" }] }))).toEqual(["state"]);
    expect(await rules(experiment, context({ experiments: [{ name: "Old", state: "COMPLETED" }] }))).toEqual([]);
    expect(await rules(experiment, context({ versions: context().versions.filter((v) => !v.live) }))).toEqual(["state"]);
  });

  it("refuses malformed mutations with the path of the problem", async () => {
    const problems = await precheck({ type: "update_localization", field: "name", locale: "en-US" }, context(), reachable);
    expect(problems.every((p) => p.rule === "invalid")).toBe(true);
    expect(problems.map((p) => p.message).join(" ")).toContain("field");
  });
});
