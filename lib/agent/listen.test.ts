import { describe, expect, it } from "vitest";

import { chooseProposal, rulesBrain } from "./brain";
import { draftReviewReply } from "./brains/review-replies";
import { defaultAgentConfig } from "./config";
import { avoidedBy, scopeKey, stylesIn, type RejectionScope } from "./listen";
import type { AgentContext, ObservedReview } from "./observe";

const review = (id: string, body: string, rating = 1): ObservedReview => ({
  id,
  rating,
  title: "Not great",
  body,
  nickname: "sam",
  territory: "USA",
  createdAt: "2026-11-20T00:00:00.000Z",
  response: null,
});

/** Trailmix with two unanswered reviews and keywords to clean in two locales. */
const context = (memories: Record<string, unknown> = {}): AgentContext => ({
  agentId: "agent",
  observedAt: "2026-11-22T00:00:00.000Z",
  app: { id: "app", name: "Trailmix", storeId: "1", primaryLocale: "en-US" },
  config: { ...defaultAgentConfig(), fields: ["keywords", "reviewReplies", "promotionalText"] },
  locales: ["de-DE", "en-US"],
  versions: [
    {
      id: "draft",
      versionString: "1.5.0",
      state: "PREPARE_FOR_SUBMISSION",
      editable: ["description", "keywords", "promotionalText", "whatsNew", "marketingUrl", "supportUrl"],
      live: false,
      texts: {
        "en-US": { keywords: "hiking, trails,hiking,maps", promotionalText: "Plan hikes", whatsNew: "Offline maps." },
        "de-DE": { keywords: "wandern, karte,wandern", promotionalText: "Wandern", whatsNew: "Karten." },
      },
    },
  ],
  appInfo: null,
  unansweredReviews: [review("r1", "It crashes on start."), review("r2", "I was charged twice.")],
  experiments: [],
  memories,
  lastRejection: null,
  rejected: [],
  inFlightOrDone: [],
  recentActions: [],
});

const reachable = { isUrlReachable: async () => true };

/** Everything the rules would propose in turn, as the owner keeps rejecting inside nothing. */
async function proposals(memories: Record<string, unknown>) {
  const seen: string[] = [];
  const ctx = context(memories);
  for (;;) {
    const choice = await chooseProposal(ctx, rulesBrain, reachable);
    if (!choice.proposal) return { seen, skipped: choice.skipped };
    const m = choice.proposal.mutation;
    seen.push(m.type === "update_localization" ? `${m.field}:${m.locale}` : m.type === "reply_to_review" ? `reply:${m.reviewId}` : m.type);
    ctx.inFlightOrDone.push(choice.fingerprint!);
  }
}

describe("rejection scopes", () => {
  it("every brain's candidates skip what a scope memory covers; without the memory they come back", async () => {
    const all = (await proposals({})).seen;
    expect(all).toEqual(expect.arrayContaining(["reply:r1", "reply:r2", "keywords:en-US", "keywords:de-DE"]));

    const cases: [RejectionScope, Parameters<typeof scopeKey>[1], (item: string) => boolean][] = [
      [
        "this_field",
        { type: "update_localization", field: "keywords", locale: "en-US", versionId: "draft", before: null, after: "x" },
        (item) => item.startsWith("keywords:"),
      ],
      [
        "this_locale",
        { type: "update_localization", field: "keywords", locale: "de-DE", versionId: "draft", before: null, after: "x" },
        (item) => item.endsWith(":de-DE"),
      ],
      [
        "this_review",
        { type: "reply_to_review", reviewId: "r1", rating: 1, reviewTitle: null, before: null, after: "x" },
        (item) => item === "reply:r1",
      ],
      [
        "this_kind",
        { type: "reply_to_review", reviewId: "r2", rating: 1, reviewTitle: null, before: null, after: "x" },
        (item) => item.startsWith("reply:"),
      ],
    ];
    for (const [scope, mutation, inside] of cases) {
      const key = scopeKey(scope, mutation)!;
      const { seen, skipped } = await proposals({ [key]: { scope } });
      expect(seen.filter(inside), scope).toEqual([]);
      expect(seen, scope).toEqual(all.filter((item) => !inside(item)));
      expect(
        skipped.some((entry) => entry.why.includes(key)),
        scope,
      ).toBe(true);
    }
    // this_change writes no scope memory (the fingerprint memory does that job).
    expect(scopeKey("this_change", cases[0]![1])).toBeNull();
    // A scope that does not apply to the change has no key.
    expect(scopeKey("this_locale", cases[2]![1])).toBeNull();
    expect(avoidedBy(cases[2]![1], { "avoid:review:r2": {} })).toEqual([]);
  });
});

describe("wishes a reason states", () => {
  it("are read from the words of the reason", () => {
    expect(stylesIn("No Support-link wording, no emoji")).toEqual(["no_emoji", "no_links"]);
    expect(stylesIn("Too long, and please use a more formal tone")).toEqual(["shorter", "formal"]);
    expect(stylesIn("Wrong review")).toEqual([]);
  });

  it("change the next reply draft: no emoji, no links, shorter, formal", () => {
    const crash = review("r1", "It crashes on start.");
    const friendly = draftReviewReply(crash, "Trailmix", "friendly");
    expect(friendly).toMatch(/\p{Extended_Pictographic}/u);
    expect(friendly).toMatch(/Support link/);

    const plain = draftReviewReply(crash, "Trailmix", "friendly", ["no_emoji", "no_links"]);
    expect(plain).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(plain).not.toMatch(/support link|https?:|\.com/i);
    expect(plain).toMatch(/^Hi sam, thanks for your review!/);

    const formal = draftReviewReply(crash, "Trailmix", "friendly", ["formal"]);
    expect(formal).toMatch(/^Hello sam, thank you for your feedback\./);
    expect(formal).toMatch(/Kind regards, the Trailmix team$/);
    expect(formal).not.toMatch(/\p{Extended_Pictographic}/u);

    const shorter = draftReviewReply(crash, "Trailmix", "professional", ["shorter"]);
    expect([...shorter].length).toBeLessThan([...draftReviewReply(crash, "Trailmix", "professional")].length / 2);
  });
});

describe("replies in the reviewer's language", () => {
  const reviews: [string, string, string, RegExp][] = [
    ["en", "USA", "The app keeps crashing every time I open the map of my hike.", /^Hi sam, thanks for your review!/],
    ["de", "USA", "Die App stürzt ständig ab, wenn ich eine Route für meine Wanderung plane.", /^Hallo sam, danke für deine Bewertung!/],
    ["fr", "USA", "L'application plante à chaque démarrage, c'est vraiment très décevant.", /^Bonjour sam, merci pour votre avis !/],
    ["es", "USA", "La aplicación se cierra cada vez que intento abrir el mapa de la ruta.", /^Hola sam, gracias por tu reseña\./],
    ["it", "USA", "L'app si blocca sempre quando apro la mappa del percorso, che peccato.", /^Ciao sam, grazie per la recensione!/],
    [
      "pt",
      "USA",
      "O aplicativo trava toda vez que eu abro o mapa da trilha, não consigo usar nada.",
      /^Olá sam, obrigado pela sua avaliação!/,
    ],
    ["ja", "USA", "アプリを開くとすぐに落ちてしまい、地図が見られません。", /^samさん、レビューありがとうございます！/],
    ["zh", "USA", "应用一打开就崩溃了，地图完全无法使用。", /^sam，感谢你的评价！/],
    ["ko", "USA", "앱을 열면 바로 종료되어서 지도를 볼 수가 없습니다.", /^sam님, 리뷰 감사합니다!/],
  ];

  it.each(reviews)("detects %s from the review's text, whatever the storefront", async (language, territory, body, greeting) => {
    const { detectLanguage, replyLanguage } = await import("./reply-language");
    expect(detectLanguage(body)).toBe(language);
    const reply = draftReviewReply({ ...review("r", body), territory, title: null }, "Trailmix", "friendly");
    expect(reply).toMatch(greeting);
    expect(replyLanguage({ title: null, body, territory })).toBe(language);
  });

  it("falls back to the storefront's language for a text too short to tell, then English", async () => {
    const { replyLanguage } = await import("./reply-language");
    expect(replyLanguage({ title: "Bad", body: "meh", territory: "DEU" })).toBe("de");
    expect(replyLanguage({ title: null, body: "ok", territory: "JPN" })).toBe("ja");
    expect(replyLanguage({ title: null, body: "ok", territory: "SWE" })).toBe("en");
  });

  it("keeps the owner's tone and wishes in other languages", () => {
    const german = { ...review("r", "Die App stürzt ständig ab, wenn ich eine Route für meine Wanderung plane."), title: null };
    expect(draftReviewReply(german, "Trailmix", "professional")).toMatch(
      /^Guten Tag sam, vielen Dank für Ihr Feedback\..*Viele Grüße, das Trailmix-Team$/,
    );
    const plain = draftReviewReply(german, "Trailmix", "friendly", ["no_emoji", "no_links"]);
    expect(plain).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(plain).not.toMatch(/Support-Link/);
  });
});
