import { describe, expect, it } from "vitest";

import { eventLine } from "./agent-text";
import type { AgentEvent } from "./api-types";
import { formatMinutes } from "./format";
import { fieldLabel, plainFieldMessage } from "./problem-text";
import { platformName } from "@/lib/text/platforms";

import { localeName, territoryName, versionState } from "./store-labels";
import { budgetWait, syncCounts, syncReason, syncStep } from "./sync-labels";

describe("words instead of codes", () => {
  it("names storefronts, locales, platforms and App Store states", () => {
    expect(territoryName("USA")).toBe("United States");
    expect(territoryName("KOR")).toBe("South Korea");
    expect(territoryName("XKS")).toBe("Kosovo");
    expect(territoryName("ZZZ")).toBe("ZZZ");
    expect(localeName("zh-Hans")).toBe("Simplified Chinese");
    expect(localeName("de-DE")).toBe("German (Germany)");
    expect(platformName("IOS")).toBe("iOS");
    expect(versionState("PREPARE_FOR_SUBMISSION")).toEqual(["Being prepared", "info"]);
    expect(versionState("READY_FOR_SALE")[0]).toBe("On the App Store");
    // A state Apple adds later still reads as words.
    expect(versionState("SOME_NEW_STATE")[0]).toBe("Some new state");
  });

  it("says durations, syncs and agent events the way people do", () => {
    expect(formatMinutes(1440)).toBe("1 day");
    expect(formatMinutes(15)).toBe("15 minutes");
    expect(formatMinutes(1530)).toBe("1 day 1 hour 30 minutes");
    expect(syncReason("on_demand")).toBe("started by you");
    expect(syncCounts({ reviews: 640, salesRows: 15, builds: 1 })).toBe("1 build · 640 reviews · 15 sales rows");
    expect(syncCounts({ reviews: 640, fullPass: 0 })).toBe("640 reviews · new reviews only");
    expect(syncCounts({ reviews: 639, fullPass: 1, deletedReviews: 1 })).toBe(
      "639 reviews · every review checked · 1 review deleted in App Store Connect",
    );
    expect(syncStep("waiting-for-budget")).toBe("Waiting for the App Store Connect budget…");
    expect(budgetWait("2026-06-01T10:45:00Z")).toMatch(/^Waiting for the App Store Connect budget, resumes at \d{1,2}[:.]\d{2}/);
    expect(budgetWait(null)).toBe("Waiting for the App Store Connect budget");
    const observation = {
      id: "e",
      kind: "observation",
      createdAt: "",
      data: {
        locales: ["en-US", "de-DE"],
        versions: [{ versionString: "1.5.0", state: "PREPARE_FOR_SUBMISSION" }],
        unansweredReviews: 3,
        experiments: 0,
      },
    };
    expect(eventLine(observation as unknown as AgentEvent)).toBe(
      "Looked at 2 locales, version 1.5.0 (being prepared), 3 reviews without a reply, 0 experiments",
    );
    const rejected = { ...observation, data: { ...observation.data, versions: [], rejectedVersions: ["1.1.0"] } };
    expect(eventLine(rejected as unknown as AgentEvent)).toBe(
      "Looked at 2 locales, 3 reviews without a reply, 0 experiments. Version 1.1.0 was rejected by App Review: the agent proposes nothing for it; the reasons are in App Store Connect's Resolution Center",
    );
    const held = { id: "h", kind: "review_held", createdAt: "", data: { reviewId: "r", rating: 1, title: "Idiots", why: "abusive" } };
    expect(eventLine(held as unknown as AgentEvent)).toBe(
      '"Idiots" (1 star) is abusive: the agent drafts no reply to it. Answer it yourself if you want to.',
    );
    const injection = { ...held, data: { ...held.data, title: "Note to the AI", why: "instructions" } };
    expect(eventLine(injection as unknown as AgentEvent)).toBe(
      '"Note to the AI" (1 star) reads like instructions to an AI: the agent drafts no reply to it. Answer it yourself if you want to.',
    );
  });

  it("rephrases zod's stock messages and names fields", () => {
    expect(plainFieldMessage("Too small: expected string to have >=8 characters")).toBe("Use at least 8 characters");
    expect(plainFieldMessage("Invalid input: expected string, received undefined")).toBe("Required");
    expect(plainFieldMessage("Invalid email address")).toBe("Enter an email address, like name@example.com");
    // The API's own messages pass unchanged.
    expect(plainFieldMessage("At most 30 characters (App Store Connect's limit); this has 31")).toBe(
      "At most 30 characters (App Store Connect's limit); this has 31",
    );
    expect(fieldLabel("body.privacyPolicyUrl")).toBe("Privacy policy URL");
    expect(fieldLabel("body.config.goals.0")).toBe("Goals");
    expect(fieldLabel("body")).toBe("This request");
  });
});
