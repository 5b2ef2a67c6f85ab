import { MockLanguageModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";

import { chooseProposal, rulesBrain } from "../brain";
import { defaultAgentConfig } from "../config";
import type { AgentContext } from "../observe";
import { modelBrainWith } from "./model";

const context: AgentContext = {
  agentId: "agent",
  observedAt: "2026-11-22T00:00:00.000Z",
  app: { id: "app", name: "Trailmix: Hiking Planner", storeId: "1", primaryLocale: "en-US" },
  config: { ...defaultAgentConfig(), fields: ["keywords", "promotionalText"], locales: ["en-US"] },
  locales: ["de-DE", "en-US"],
  versions: [
    {
      id: "draft",
      versionString: "1.5.0",
      state: "PREPARE_FOR_SUBMISSION",
      editable: ["description", "keywords", "promotionalText", "whatsNew", "marketingUrl", "supportUrl"],
      live: false,
      texts: {
        "en-US": { keywords: "planner,hiking", promotionalText: null, whatsNew: "Version 1.5.0: offline maps." },
        "de-DE": { keywords: "wandern" },
      },
    },
  ],
  appInfo: {
    storeId: "info",
    state: "READY_FOR_DISTRIBUTION",
    editable: false,
    texts: { "en-US": { name: "Trailmix: Hiking Planner", subtitle: "Plan it", privacyPolicyUrl: null } },
  },
  unansweredReviews: [],
  experiments: [],
  memories: {},
  lastRejection: {
    actionId: "a1",
    summary: "Keywords: remove planner",
    reason: "Planner is our brand word",
    at: "2026-11-21T00:00:00.000Z",
  },
  rejected: [],
  inFlightOrDone: [],
  recentActions: [],
};

const deps = { isUrlReachable: async () => true };

function answering(text: string) {
  return new MockLanguageModelV4({
    doGenerate: async () => ({
      content: [{ type: "text", text }],
      finishReason: { unified: "stop", raw: undefined },
      usage: {
        inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
        outputTokens: { total: 1, text: 1, reasoning: undefined },
      },
      warnings: [],
    }),
  });
}

const proposal = (after: string, before: string | null = "made up") => ({
  mutation: { type: "update_localization", field: "keywords", locale: "en-US", versionId: "draft", before, after },
  summary: "Keywords (en-US): add trails",
  rationale: "Trails is searched often.",
});

describe("the model brain", () => {
  it("proposes what the model returns, with `before` taken from the data, and shows it the last rejection", async () => {
    const model = answering(JSON.stringify({ proposals: [proposal("planner,hiking,trails")] }));
    const choice = await chooseProposal(context, modelBrainWith(model, "openai:test"), deps);
    expect(choice.brain).toBe("openai:test");
    expect(choice.proposal?.mutation).toEqual({
      type: "update_localization",
      field: "keywords",
      locale: "en-US",
      versionId: "draft",
      before: "planner,hiking",
      after: "planner,hiking,trails",
    });
    const prompt = JSON.stringify(model.doGenerateCalls[0]!.prompt);
    expect(prompt).toContain("Planner is our brand word");
    // Only the locales in scope reach the model.
    expect(prompt).not.toContain("wandern");
  });

  it("counts the tokens the model used, from the AI SDK's usage, even when its output is not used", async () => {
    const used = await chooseProposal(
      context,
      modelBrainWith(answering(JSON.stringify({ proposals: [proposal("planner,hiking,trails")] })), "openai:test"),
      deps,
    );
    expect(used.tokens).toBe(2);
    const refused = await chooseProposal(context, modelBrainWith(answering("not json"), "openai:test"), deps);
    expect(refused.brain).toBe("rules");
    expect(refused.tokens).toBe(2);
    const rulesOnly = await chooseProposal(context, rulesBrain, deps);
    expect(rulesOnly.tokens).toBe(0);
  });

  it("skips a proposal precheck refuses and falls back to the rules", async () => {
    const overLong = proposal(`${"trail,".repeat(20)}hike`);
    const model = answering(JSON.stringify({ proposals: [overLong] }));
    const choice = await chooseProposal(context, modelBrainWith(model, "openai:test"), deps);
    // The model's summary is replaced by the service's, built from the change.
    expect(choice.skipped[0]).toMatchObject({
      summary: "Change the keywords of version 1.5.0 in American English",
      why: "precheck",
      problems: [{ rule: "length" }],
    });
    expect(choice.brain).toBe("rules");
    expect(choice.proposal?.summary).toMatch(/^Promotional text \(en-US, 1.5.0\)/);
  });

  it("falls back to the rules when the model's output does not fit the schema", async () => {
    const model = answering(JSON.stringify({ proposals: [{ mutation: { type: "delete_app" }, summary: "x", rationale: "y" }] }));
    const choice = await chooseProposal(context, modelBrainWith(model, "anthropic:test"), deps);
    expect(choice.skipped[0]).toMatchObject({ summary: "anthropic:test brain", why: expect.stringMatching(/^failed/) });
    expect(choice.brain).toBe("rules");
    expect(choice.proposal).not.toBeNull();
  });

  it("proposes nothing when neither the model nor the rules find anything", async () => {
    const quiet = { ...context, config: { ...context.config, fields: ["subtitle" as const] } };
    const choice = await chooseProposal(quiet, modelBrainWith(answering(JSON.stringify({ proposals: [] })), "openai:test"), deps);
    expect(choice.proposal).toBeNull();
  });
});
