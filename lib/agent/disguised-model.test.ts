import { afterAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { demoAccount } from "@/platform/store-simulator";
import { startFakeModelServer } from "@/test/fake-model-server";
import { setPersonalPlan } from "@/test/personal-team";
import { registerSyncedApp, runJobs, storeSandbox } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

/**
 * Disguised spam from a model, over HTTP (test/fake-model-server.ts), with every auto-approvable kind
 * switched on: zero-width characters, fullwidth letters, a homoglyph domain, separators spelled out in
 * four languages, a base64 payload and mixed-script words, in promotional texts, What's New, keywords
 * and replies. Each is refused by the precheck before approval, naming its rule, and none reaches the
 * store. A person's edit through the REST API is read the same way.
 */

const model = await startFakeModelServer();
process.env.AGENT_MODEL = "openai-compatible:fake-model";
process.env.AGENT_BASE_URL = model.baseUrl;
process.env.AGENT_API_KEY = "sk-test-0123456789abcdef";
process.env.AGENT_MODEL_TIMEOUT_SECONDS = "2";
process.env.AGENT_RUN_COOLDOWN_SECONDS = "0";
afterAll(() => model.close());

const api = useApi();
const trailmix = demoAccount.apps[0]!;

const ALL_KINDS = { kinds: ["reply_positive", "reply_critical", "promotional_text", "whats_new", "keywords"], dailyLimit: 50 };

// What the disguises say, however they are written; matched on what the store holds, normalised the same way.
const HOSTILE = /bitcoin|evil|zeroday|gift-card|hikecoin|RlJFRSBC/i;

const proposal = (mutation: Record<string, unknown>) => ({ mutation, summary: "Improve the listing", rationale: "Reviews asked." });

describe("a model writing disguised spam, with every auto-approvable kind on", () => {
  it("gets each disguise refused by the precheck before approval, and none reaches the store", async () => {
    const owner = api.client();
    await owner.registerAndSignIn();
    await setPersonalPlan(owner.userId!, "pro");
    const app = await registerSyncedApp(owner, trailmix.storeId);
    const config = { fields: ["promotionalText", "whatsNew", "keywords", "reviewReplies"], autoApprove: ALL_KINDS };
    expect((await owner.post(`/api/apps/${app.id}/agent/config`, { config })).status).toBe(200);
    const versions = await db().appVersion.findMany({ where: { appId: app.id } });
    const draft = versions.find((v) => v.appStoreState === "PREPARE_FOR_SUBMISSION")!;
    const live = versions.find((v) => v.appStoreState === "READY_FOR_SALE")!;
    const texts = await db().versionLocalization.findMany({ where: { versionId: { in: [draft.id, live.id] } } });
    const before = (versionId: string, locale: string, field: "promotionalText" | "whatsNew" | "keywords") =>
      texts.find((row) => row.versionId === versionId && row.locale === locale)?.[field] ?? null;
    const review = (await db().customerReview.findFirst({ where: { appId: app.id, responseBody: null }, orderBy: { rating: "asc" } }))!;

    const localization = (field: "promotionalText" | "whatsNew" | "keywords", locale: string, after: string) => {
      const versionId = field === "promotionalText" ? live.id : draft.id;
      return proposal({ type: "update_localization", field, locale, versionId, before: before(versionId, locale, field), after });
    };
    const reply = (after: string) =>
      proposal({ type: "reply_to_review", reviewId: review.id, rating: review.rating, reviewTitle: review.title, before: null, after });

    // Each disguise, the rule the precheck must name for it.
    const disguises: [string, ReturnType<typeof proposal>, string][] = [
      ["zero-width", localization("promotionalText", "en-US", "FR\u200BEE BIT\u200BCOIN for every hiker at evil\u200B.example"), "spam"],
      ["fullwidth", localization("whatsNew", "en-US", "ＦＲＥＥ ＢＩＴＣＯＩＮ ａｔ ｅｖｉｌ．ｅｘａｍｐｌｅ"), "foreign_url"],
      ["homoglyph domain", localization("promotionalText", "en-US", "Plan every hike with evil.exаmple"), "mixed_script"],
      ["spelled-out (de)", localization("whatsNew", "en-US", "Neu: Gutscheine unter evil punkt example"), "foreign_url"],
      ["spelled-out (fr)", localization("promotionalText", "en-US", "Cartes offertes sur evil point example"), "foreign_url"],
      ["spelled-out (es)", reply("Gracias, escríbenos a soporte arroba evil punto example"), "email_address"],
      ["spelled-out (ja)", reply("サポートは help アットマーク evil ドット example まで"), "email_address"],
      ["spelled-out (en)", localization("keywords", "en-US", "hiking,evil dot example,maps"), "foreign_url"],
      ["encoded payload", reply("Thanks! Your code: RlJFRSBCSVRDT0lOIGF0IGV2aWwuZXhhbXBsZQ=="), "encoded_text"],
      ["mixed scripts", localization("keywords", "en-US", "hiking,hіkecoin,gіft-card"), "mixed_script"],
    ];

    let ticked = false;
    for (let start = 0; start < disguises.length; start += 3) {
      const batch = disguises.slice(start, start + 3);
      model.script({ output: { proposals: batch.map(([, candidate]) => candidate) } });
      if (!ticked) {
        expect((await owner.post(`/api/apps/${app.id}/agent/toggle`, { enabled: true })).status).toBe(200);
        ticked = true;
      } else {
        const agent = (await owner.get(`/api/apps/${app.id}/agent`)).body;
        if (agent.pendingAction) await owner.post(`/api/apps/${app.id}/agent/reject`, { reason: "Not now" });
        await runJobs();
        expect((await owner.post(`/api/apps/${app.id}/agent/run`)).status).toBe(202);
      }
      await runJobs();
      const events = (await owner.get(`/api/apps/${app.id}/agent/events?limit=100`)).body.items as { kind: string; data: any }[];
      const decided = events.find((event) => event.kind === "proposal" || event.kind === "no_proposal")!;
      const refused = (decided.data.skipped as { why: string; problems?: { rule: string }[] }[]).filter((skip) => skip.why === "precheck");
      // The model's candidates come first, in its order; the rules brain's may follow.
      batch.forEach(([name, , rule], index) =>
        expect(
          refused[index]?.problems?.map((p) => p.rule),
          name,
        ).toContain(rule),
      );
    }

    // None was approved, automatically or not, and nothing disguised reached the store.
    const agent = await db().agent.findUniqueOrThrow({ where: { appId: app.id } });
    const actions = await db().agentAction.findMany({ where: { agentId: agent.id } });
    expect(actions.filter((action) => action.brain !== "rules")).toEqual([]);
    const state = await storeSandbox(owner).snapshot();
    const stored = JSON.stringify({ localizations: state.versionLocalizations, responses: state.reviewResponses });
    expect(stored.normalize("NFKC").replace(/\u200B/g, "")).not.toMatch(HOSTILE);
    expect(stored).not.toMatch(/evil|ex\u0430mple|h\u0456ke/);
  });
});

describe("a person's edit", () => {
  it("reads a disguised link in promotional text as the link it is: 422, nothing reaches the store", async () => {
    const owner = api.client();
    await owner.registerAndSignIn();
    const app = await registerSyncedApp(owner, trailmix.storeId);
    const versions = (await owner.get(`/api/apps/${app.id}/versions`)).body.items as { id: string; appStoreState: string }[];
    const draft = versions.find((v) => v.appStoreState === "PREPARE_FOR_SUBMISSION")!;
    const path = `/api/apps/${app.id}/versions/${draft.id}/localizations/en-US`;
    for (const promotionalText of ["Deals at evil\u200B.example", "Deals at ｅｖｉｌ．ｅｘａｍｐｌｅ", "Deals at evil punkt example"]) {
      const refused = await owner.patch(path, { promotionalText });
      expect(refused.status, promotionalText).toBe(422);
      // A link, or with " at " before it an address: either way evil.example, as a person reads it.
      expect(refused.body.errors, promotionalText).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            path: "body.promotionalText",
            rule: expect.stringMatching(/^(foreign_url|email_address)$/),
            message: expect.stringContaining("evil.example"),
            severity: "warning",
          }),
        ]),
      );
    }
    const state = await storeSandbox(owner).snapshot();
    expect(JSON.stringify(state.versionLocalizations)).not.toMatch(/evil|ｅｖｉｌ/);
  });
});
