import { describe, expect, it } from "vitest";

import { defaultAgentConfig } from "../config";
import type { UpdateLocalization } from "../mutations";
import type { AgentContext, ObservedVersion } from "../observe";
import { ruleProposals } from "./rules";

/** An app whose live version's promotional texts only repeat the subtitle, with release notes per locale. */
function context(live: ObservedVersion["texts"], prepared?: ObservedVersion["texts"], state = "PREPARE_FOR_SUBMISSION"): AgentContext {
  const versions: ObservedVersion[] = [];
  if (prepared)
    versions.push({
      id: "next",
      versionString: "2.0.0",
      state,
      editable: ["description", "keywords", "promotionalText", "whatsNew", "marketingUrl", "supportUrl"],
      live: false,
      rejected: state === "REJECTED",
      texts: prepared,
    });
  versions.push({ id: "live", versionString: "1.4.2", state: "READY_FOR_SALE", editable: ["promotionalText"], live: true, texts: live });
  const locales = [...new Set(versions.flatMap((v) => Object.keys(v.texts)))].sort();
  return {
    agentId: "agent",
    observedAt: "2026-11-22T00:00:00.000Z",
    app: { id: "app", name: "Trailmix", storeId: "1", primaryLocale: "en-US" },
    config: { ...defaultAgentConfig(), fields: ["promotionalText", "description", "keywords", "whatsNew"] },
    locales,
    versions,
    appInfo: {
      storeId: "info",
      state: "READY_FOR_DISTRIBUTION",
      editable: false,
      texts: Object.fromEntries(
        locales.map((locale) => [locale, { name: "Trailmix", subtitle: SUBTITLES[locale] ?? null, privacyPolicyUrl: null }]),
      ),
    },
    unansweredReviews: [],
    experiments: [],
    memories: {},
    lastRejection: null,
    rejected: [],
    inFlightOrDone: [],
    recentActions: [],
  };
}

const SUBTITLES: Record<string, string> = { "en-US": "Plan it", ja: "計画しよう", "de-DE": "Planen", ko: "계획하세요" };

const changes = (ctx: AgentContext) =>
  ruleProposals(ctx)
    .map((proposal) => proposal.mutation)
    .filter((mutation): mutation is UpdateLocalization => mutation.type === "update_localization");

describe("the rules write a locale's text only in its language", () => {
  it("announce a release in the promotional text with the locale's own notes and words", () => {
    const ctx = context({
      "en-US": { promotionalText: "Plan it", whatsNew: "Version 1.4.2: offline maps." },
      ja: { promotionalText: "計画しよう", whatsNew: "オフライン地図に対応し、同期がより速くなりました。" },
      "de-DE": { promotionalText: "Planen", whatsNew: "Offline-Karten und eine schnellere Synchronisierung für alle Geräte." },
      ko: { promotionalText: "계획하세요", whatsNew: "Version 1.4.2: performance improvements and bug fixes." },
    });
    const promos = Object.fromEntries(changes(ctx).map((m) => [m.locale, m.after]));
    expect(promos).toEqual({
      "en-US": "New in 1.4.2: offline maps.",
      ja: "バージョン1.4.2の新機能：オフライン地図に対応し、同期がより速くなりました。",
      "de-DE": "Neu in 1.4.2: Offline-Karten und eine schnellere Synchronisierung für alle Geräte.",
      // The Korean locale's notes are English: no English text goes into it.
    });
  });

  it("fill an empty locale only from a locale of the same language, never by copying another language", () => {
    const live = { "en-US": { promotionalText: "Plan your hikes with offline maps, all year round." } };
    const ctx = context(live, {
      "en-US": { description: "Plan hikes with offline maps and share your routes with friends.", keywords: "hiking,maps" },
      "en-GB": { description: null, keywords: null },
      "es-ES": { description: "Planifica tus rutas con mapas sin conexión y compártelas con tus amigos.", keywords: "rutas,mapas" },
      "es-MX": { description: "", keywords: null },
      ja: { description: null, keywords: null },
      "zh-Hans": { description: "用离线地图规划徒步路线，并与朋友分享。" },
      "zh-Hant": { description: null },
    });
    const fills = changes(ctx).map((m) => `${m.field}:${m.locale}<-${m.after}`);
    expect(fills.sort()).toEqual(
      [
        "description:en-GB<-Plan hikes with offline maps and share your routes with friends.",
        "keywords:en-GB<-hiking,maps",
        "description:es-MX<-Planifica tus rutas con mapas sin conexión y compártelas con tus amigos.",
        "keywords:es-MX<-rutas,mapas",
      ].sort(),
    );
  });

  it("propose nothing for a version App Review rejected", () => {
    const ctx = context(
      { "en-US": { promotionalText: "Plan your hikes with offline maps, all year round." } },
      { "en-US": { description: "Plan hikes.", keywords: "trailmix,hiking,hiking" }, "en-GB": { description: null } },
      "REJECTED",
    );
    expect(changes(ctx).filter((m) => m.versionId === "next")).toEqual([]);
  });
});
