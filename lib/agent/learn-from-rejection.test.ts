import { describe, expect, it } from "vitest";

import { activeRules } from "./active-rules";
import { chooseProposal, rulesBrain } from "./brain";
import type { Brain } from "./brains/brain-interface";
import { ruleProposals } from "./brains/rules";
import { draftReviewReply } from "./brains/review-replies";
import { defaultAgentConfig } from "./config";
import { avoidedBy, ratingsNotToAnswer, scopeKey, stylesIn, type RejectionScope, type ReplyStyle } from "./learn-from-rejection";
import type { AgentContext, ObservedReview } from "./observe";
import { REPLY_LANGUAGES } from "@/lib/text/reply-language";

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
        // The German description shows the locale is written in German: its keywords may be tidied.
        "de-DE": {
          keywords: "wandern, karte,wandern",
          promotionalText: "Wandern",
          whatsNew: "Karten.",
          description: "Plane deine Wanderungen mit Karten, die auch ohne Netz funktionieren, und finde neue Wege.",
        },
      },
    },
  ],
  appInfo: null,
  unansweredReviews: [review("r1", "It crashes on start."), review("r2", "I was charged twice.", 2)],
  experiments: [],
  memories,
  lastRejection: null,
  rejected: [],
  inFlightOrDone: [],
  recentActions: [],
});

const reachable = { isUrlReachable: async () => true };

/** A brain that ignores the owner's memories (as a model might): the chooser must hold them. */
const careless: Brain = { id: "careless", propose: async (ctx) => ruleProposals({ ...ctx, memories: {} }) };

/** Everything a brain would propose in turn, as the owner keeps rejecting inside nothing. */
async function proposals(memories: Record<string, unknown>, brain: Brain = rulesBrain) {
  const seen: string[] = [];
  const ctx = context(memories);
  for (;;) {
    const choice = await chooseProposal(ctx, brain, reachable);
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
        "this_rating",
        { type: "reply_to_review", reviewId: "r2", rating: 2, reviewTitle: null, before: null, after: "x" },
        (item) => item === "reply:r2",
      ],
      [
        "this_kind",
        { type: "reply_to_review", reviewId: "r2", rating: 1, reviewTitle: null, before: null, after: "x" },
        (item) => item.startsWith("reply:"),
      ],
    ];
    for (const [scope, mutation, inside] of cases) {
      const key = scopeKey(scope, mutation)!;
      // The rules leave out what the owner's rules cover…
      const { seen } = await proposals({ [key]: { scope } });
      expect(seen.filter(inside), scope).toEqual([]);
      expect(seen, scope).toEqual(all.filter((item) => !inside(item)));
      // …and a brain that does not is held to them, with the reason in the log.
      const held = await proposals({ [key]: { scope } }, careless);
      expect(held.seen, scope).toEqual(seen);
      expect(
        held.skipped.some((entry) => entry.why.includes(key)),
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
  it("are read from the words of the reason, in every language the agent replies in", () => {
    expect(stylesIn("No Support-link wording, no emoji")).toEqual(["no_emoji", "no_links"]);
    expect(stylesIn("Too long, and please use a more formal tone")).toEqual(["shorter", "formal"]);
    expect(stylesIn("Wrong review")).toEqual([]);
    const cases: [string, ReplyStyle[]][] = [
      ["bitte förmlicher", ["formal"]],
      ["Sie statt du", ["formal"]],
      ["Bitte nicht duzen, und keine Emojis", ["no_emoji", "formal"]],
      ["du statt Sie, das ist zu steif", ["informal"]],
      ["less formal please", ["informal"]],
      ["Vouvoyez nos clients, et c'est trop long", ["shorter", "formal"]],
      ["Merci de tutoyer", ["informal"]],
      ["Sin enlaces y más corto, por favor", ["no_links", "shorter"]],
      ["Trátelos de usted", ["formal"]],
      ["Mejor de usted, no tutees", ["formal"]],
      ["Niente emoji, e dia del Lei ai clienti", ["no_emoji", "formal"]],
      ["Mais formal, e sem mencionar desconto", ["formal", "no_discounts"]],
      ["もっと丁寧に。絵文字は不要です", ["no_emoji", "formal"]],
      ["존댓말로 써 주세요. 링크는 빼 주세요", ["no_links", "formal"]],
      ["请用您，不要表情，太长了", ["no_emoji", "shorter", "formal"]],
      ["Don't mention discounts or prices", ["no_discounts"]],
      ["لا تضع روابط، وبأسلوب أكثر رسمية", ["no_links", "formal"]],
      ["Graag formeler, met u", ["formal"]],
      ["Daha resmi olsun, emoji yok", ["no_emoji", "formal"]],
      ["bitte förmlicher, nicht so locker", ["formal"]],
    ];
    for (const [reason, styles] of cases) expect(stylesIn(reason), reason).toEqual(styles);
  });

  // Negation and comparison turn a register word over; asking for more of it does not. Every reply language.
  const REGISTER_CASES: [string, string, ReplyStyle][] = [
    ["en", "too informal", "formal"],
    ["en", "Way too casual for our brand", "formal"],
    ["en", "not so formal", "informal"],
    ["en", "Please be less stiff", "informal"],
    ["en", "not formal enough", "formal"],
    ["en", "It was so formal, relax a bit", "informal"],
    ["en", "Don't use the informal address with customers", "formal"],
    ["en", "more casual please", "informal"],
    ["de", "zu förmlich", "informal"],
    ["de", "Nicht so förmlich bitte", "informal"],
    ["de", "viel zu locker", "formal"],
    ["de", "duzen Sie bitte nicht", "formal"],
    ["de", "Bitte nicht siezen", "informal"],
    ["de", "weniger förmlich", "informal"],
    ["de", "nicht förmlich genug", "formal"],
    ["de", "lockerer, bitte", "informal"],
    ["fr", "trop familier", "formal"],
    ["fr", "moins formel", "informal"],
    ["fr", "pas si formel", "informal"],
    ["fr", "Ne me tutoyez pas", "formal"],
    ["fr", "pas assez formel", "formal"],
    ["fr", "Plus décontracté, s'il vous plaît", "informal"],
    ["es", "demasiado formal", "informal"],
    ["es", "demasiado informal", "formal"],
    ["es", "menos formal", "informal"],
    ["es", "no tan formal", "informal"],
    ["es", "No tutees a los clientes", "formal"],
    ["es", "poco formal", "formal"],
    ["it", "troppo formale", "informal"],
    ["it", "troppo informale", "formal"],
    ["it", "meno formale", "informal"],
    ["it", "non così formale", "informal"],
    ["it", "non dare del tu", "formal"],
    ["it", "più formale", "formal"],
    ["pt-BR", "muito formal", "informal"],
    ["pt-BR", "informal demais", "formal"],
    ["pt-BR", "menos formal", "informal"],
    ["pt-BR", "não tão formal", "informal"],
    ["pt-BR", "mais descontraído", "informal"],
    ["nl", "te formeel", "informal"],
    ["nl", "te informeel", "formal"],
    ["nl", "minder formeel", "informal"],
    ["nl", "niet zo formeel", "informal"],
    ["nl", "niet tutoyeren", "formal"],
    ["nl", "formeler graag", "formal"],
    ["ja", "カジュアルすぎ", "formal"],
    ["ja", "丁寧すぎる", "informal"],
    ["ja", "堅すぎます", "informal"],
    ["ja", "くだけすぎです", "formal"],
    ["ja", "もっと丁寧に", "formal"],
    ["ja", "タメ口はやめてください", "formal"],
    ["ko", "너무 딱딱해요", "informal"],
    ["ko", "너무 가볍게 쓰지 마세요", "formal"],
    ["ko", "반말 말고 존댓말로", "formal"],
    ["ko", "덜 딱딱하게", "informal"],
    ["ko", "더 정중하게", "formal"],
    ["zh-Hans", "太正式了", "informal"],
    ["zh-Hans", "太随意了", "formal"],
    ["zh-Hans", "不要那么正式", "informal"],
    ["zh-Hans", "不要用您", "informal"],
    ["zh-Hans", "不够正式", "formal"],
    ["zh-Hans", "更正式一点", "formal"],
    ["ar", "رسمي جدا", "informal"],
    ["ar", "أقل رسمية", "informal"],
    ["ar", "أكثر رسمية", "formal"],
    ["tr", "çok resmi", "informal"],
    ["tr", "daha az resmi", "informal"],
    ["tr", "daha resmi olsun", "formal"],
    ["tr", "çok samimi", "formal"],
  ];

  it.each(REGISTER_CASES)("%s: %s asks for the %s address", (_language, reason, style) => {
    expect(stylesIn(reason)).toEqual([style]);
  });

  it("covers every reply language in its table", () => {
    expect(new Set(REGISTER_CASES.map(([language]) => language))).toEqual(new Set(REPLY_LANGUAGES));
  });

  it("turns a wish to leave something out or a rating in words into a rule", () => {
    expect(stylesIn("ne mentionne pas les promotions")).toEqual(["no_discounts"]);
    expect(stylesIn("No promotions in replies")).toEqual(["no_discounts"]);
    expect(stylesIn("Use more emoji")).toEqual([]);
    expect(ratingsNotToAnswer("Don't reply to five-star reviews")).toEqual([5]);
    expect(ratingsNotToAnswer("Do not respond to 5 stars")).toEqual([5]);
    expect(ratingsNotToAnswer("don't answer 5★")).toEqual([5]);
    expect(ratingsNotToAnswer("Bitte auf fünf Sterne nicht antworten")).toEqual([5]);
    expect(ratingsNotToAnswer("5つ星のレビューには返信不要")).toEqual([5]);
    expect(ratingsNotToAnswer("五つ星には返信しないで")).toEqual([5]);
    expect(ratingsNotToAnswer("Ne répondez pas aux avis quatre ou cinq étoiles")).toEqual([4, 5]);
    expect(ratingsNotToAnswer("별 다섯 개 리뷰에는 답글 달지 마세요")).toEqual([5]);
    expect(ratingsNotToAnswer("Leave one-star reviews unanswered, I'll handle them")).toEqual([1]);
  });

  it("read ratings the owner wants left unanswered", () => {
    expect(ratingsNotToAnswer("Never reply to 5★ reviews")).toEqual([5]);
    expect(ratingsNotToAnswer("Don't answer 4 and 5 star reviews, they don't need it")).toEqual([4, 5]);
    expect(ratingsNotToAnswer("Bitte 5-Sterne-Bewertungen nicht beantworten")).toEqual([5]);
    expect(ratingsNotToAnswer("Ne répondez pas aux avis 5 étoiles")).toEqual([5]);
    expect(ratingsNotToAnswer("No respondas a las reseñas de 4-5 estrellas")).toEqual([4, 5]);
    expect(ratingsNotToAnswer("Non rispondere alle recensioni a 5 stelle")).toEqual([5]);
    expect(ratingsNotToAnswer("Não responda avaliações de 5 estrelas")).toEqual([5]);
    expect(ratingsNotToAnswer("星5のレビューには返信不要です")).toEqual([5]);
    expect(ratingsNotToAnswer("별 5개 리뷰에는 답글 달지 마세요")).toEqual([5]);
    expect(ratingsNotToAnswer("5星评价不要回复")).toEqual([5]);
    expect(ratingsNotToAnswer("Don't reply to ★★★★★ reviews")).toEqual([5]);
    // A rating without the wish is not one.
    expect(ratingsNotToAnswer("This 5 star review deserved a warmer reply")).toEqual([]);
    expect(ratingsNotToAnswer("Don't reply like this")).toEqual([]);
  });

  it("change the next reply draft: no emoji, no links, shorter, formal", () => {
    const crash = review("r1", "It crashes on start.");
    const friendly = draftReviewReply(crash, "Trailmix", "friendly")!;
    expect(friendly).toMatch(/\p{Extended_Pictographic}/u);
    expect(friendly).toMatch(/Support link/);

    const plain = draftReviewReply(crash, "Trailmix", "friendly", ["no_emoji", "no_links"])!;
    expect(plain).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(plain).not.toMatch(/support link|https?:|\.com/i);
    expect(plain).toMatch(/^Hi sam, thanks for your review!/);

    const formal = draftReviewReply(crash, "Trailmix", "friendly", ["formal"])!;
    expect(formal).toMatch(/^Hello sam, thank you for your feedback\./);
    expect(formal).toMatch(/Kind regards, the Trailmix team$/);
    expect(formal).not.toMatch(/\p{Extended_Pictographic}/u);

    const shorter = draftReviewReply(crash, "Trailmix", "professional", ["shorter"])!;
    expect([...shorter].length).toBeLessThan([...draftReviewReply(crash, "Trailmix", "professional")!].length / 2);
  });
});

describe("replies in the reviewer's language", () => {
  const reviews: [string, string, string, RegExp][] = [
    ["en", "USA", "The app keeps crashing every time I open the map of my hike.", /^Hi sam, thanks for your review!/],
    [
      "de",
      "USA",
      "Die App stürzt ständig ab, wenn ich eine Route für meine Wanderung plane.",
      /^Hallo sam, vielen Dank für Ihre Bewertung!/,
    ],
    ["fr", "USA", "L'application plante à chaque démarrage, c'est vraiment très décevant.", /^Bonjour sam, merci pour votre avis !/],
    ["es", "USA", "La aplicación se cierra cada vez que intento abrir el mapa de la ruta.", /^Hola, sam, ¡muchas gracias por su reseña!/],
    [
      "it",
      "USA",
      "L'app si blocca sempre quando apro la mappa del percorso, che peccato.",
      /^Salve sam, grazie mille per la Sua recensione!/,
    ],
    [
      "pt-BR",
      "USA",
      "O aplicativo trava toda vez que eu abro o mapa da trilha, não consigo usar nada.",
      /^Olá, sam! Agradecemos muito a sua avaliação!/,
    ],
    ["ja", "USA", "アプリを開くとすぐに落ちてしまい、地図が見られません。", /^samさん、レビューありがとうございます！/],
    ["zh-Hans", "USA", "应用一打开就崩溃了，地图完全无法使用。", /^sam，您好！感谢您的评价！/],
    ["ko", "USA", "앱을 열면 바로 종료되어서 지도를 볼 수가 없습니다.", /^sam님, 소중한 리뷰 감사합니다!/],
  ];

  it.each(reviews)("detects %s from the review's text, whatever the storefront", async (language, territory, body, greeting) => {
    const { detectLanguage, replyLanguage } = await import("@/lib/text/reply-language");
    expect(detectLanguage(body)).toBe(language);
    const reply = draftReviewReply({ ...review("r", body), territory, title: null }, "Trailmix", "friendly");
    expect(reply).toMatch(greeting);
    expect(replyLanguage({ title: null, body, territory })).toBe(language);
  });

  it("falls back to the storefront's language for a text too short to tell, then English", async () => {
    const { replyLanguage } = await import("@/lib/text/reply-language");
    expect(replyLanguage({ title: "Top", body: "Super!", territory: "DEU" })).toBe("de");
    expect(replyLanguage({ title: null, body: "ok", territory: "JPN" })).toBe("ja");
    expect(replyLanguage({ title: null, body: "ok", territory: "SWE" })).toBe("en");
  });

  it("keeps the owner's tone and wishes in other languages", () => {
    const german = { ...review("r", "Die App stürzt ständig ab, wenn ich eine Route für meine Wanderung plane."), title: null };
    expect(draftReviewReply(german, "Trailmix", "professional")).toMatch(
      /^Guten Tag sam, vielen Dank für Ihr Feedback\..*Mit freundlichen Grüßen, Ihr Team von Trailmix$/,
    );
    const plain = draftReviewReply(german, "Trailmix", "friendly", ["no_emoji", "no_links"]);
    expect(plain).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(plain).not.toMatch(/Support-Link/);
    const informal = draftReviewReply(german, "Trailmix", "friendly", ["informal"]);
    expect(informal).toMatch(/^Hallo sam, danke für deine Bewertung! Es tut uns leid, dass die App bei dir abstürzt\./);
  });
});

describe("the owner's standing rules", () => {
  it("lists every scope, wish, rating and rejected change as data and as one sentence each, the oldest rejections summarised", () => {
    const at = (day: number) => `2026-11-${String(day).padStart(2, "0")}T00:00:00.000Z`;
    const memories: Record<string, unknown> = {
      last_rejection: { actionId: "a", summary: "x", reason: "y", at: at(20) },
      "avoid:kind:create_experiment": { scope: "this_kind", summary: "Start an experiment", reason: "No experiments this year", at: at(1) },
      "avoid:field:keywords": { scope: "this_field", summary: "Keywords (en-US)", reason: "Our ASO agency owns them", at: at(2) },
      "avoid:locale:ja": { scope: "this_locale", reason: "Translated by hand", at: at(3) },
      "avoid:rating:5": { reason: "Praise needs no answer", at: at(4) },
      "style:formal": { reason: "bitte förmlicher", at: at(5) },
      "style:no_discounts": { reason: "don't mention discounts", at: at(6) },
      "outcome:abc": { outcome: "executed" },
      ...Object.fromEntries(
        Array.from({ length: 12 }, (_, i) => [`rejected:f${i}`, { summary: `Change ${i}`, reason: `Reason ${i}`, at: at(7 + i) }]),
      ),
    };
    const { rules, sentences } = activeRules(memories, { maxRejectedChanges: 10 });
    expect(rules.map((rule) => rule.kind)).toEqual([
      "avoid_field",
      "avoid_kind",
      "avoid_locale",
      "avoid_rating",
      "reply_style",
      "reply_style",
      ...Array(12).fill("rejected_change"),
    ]);
    expect(rules.find((rule) => rule.key === "avoid:rating:5")).toMatchObject({ value: "5", reason: "Praise needs no answer" });
    expect(sentences).toContain('Do not reply to 5-star reviews (the owner said: "Praise needs no answer").');
    expect(sentences).toContain('Never mention prices, discounts, sales or coupons (the owner said: "don\'t mention discounts").');
    expect(sentences).toContain('Propose no product page experiments (the owner said: "No experiments this year").');
    // Newest rejected changes first, ten of them, the two oldest counted.
    expect(sentences.filter((sentence) => sentence.startsWith("Do not propose again"))).toHaveLength(10);
    expect(sentences[6]).toBe('Do not propose again: Change 11 (the owner said: "Reason 11").');
    expect(sentences.at(-1)).toMatch(/^2 older rejected changes must not be proposed again/);
  });
});
