import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { demoAccount } from "@/platform/store-simulator";
import { registerSyncedApp } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

import { chooseProposal, rulesBrain } from "./brain";
import { ruleProposals } from "./brains/rules";
import { mutationSchema } from "./mutations";
import { observeApp, type AgentContext } from "./observe";
import { precheck } from "./precheck";

const api = useApi();

// Rules never touch URL fields; a check of one would be a bug here.
const deps = {
  isUrlReachable: async () => {
    throw new Error("the rules proposed a URL");
  },
};

const contexts = new Map<string, AgentContext>();

beforeAll(async () => {
  const owner = api.client();
  await owner.registerAndSignIn();
  for (const demo of demoAccount.apps) {
    const app = await registerSyncedApp(owner, demo.storeId);
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

  it("suggests an experiment only when none is active and a version is live", () => {
    const suggests = (name: string) => ruleProposals(contexts.get(name)!).some((p) => p.mutation.type === "create_experiment");
    expect(suggests("Trailmix: Hiking Planner")).toBe(false); // "Spring promo" is being prepared
    expect(suggests("Sleepwell Sounds")).toBe(true);
  });
});
