import { describe, expect, it } from "vitest";

import { contentFindings, type ContentOptions, type ContentRule } from "./content-rules";
import { linksIn } from "./links";

/**
 * The content precheck on texts written the way they reach it: store texts, replies and names, in
 * English, German, French, Spanish, Japanese and more. Each row: the text, how it is checked, and
 * exactly the rules it must trip (an empty list: it must pass).
 */

const allowedDomains = ["trailmix.example"];
const owner = { forbiddenWords: ["Hikeo"], competitors: ["AllTrails", "Komoot"], requiredWords: [] };
const text = (locale: string, field = "description"): ContentOptions => ({ kind: "store_text", field, locale, allowedDomains, ...owner });
const reply = (locale: string): ContentOptions => ({ kind: "reply", locale, allowedDomains, ...owner });
const name: ContentOptions = { kind: "name", allowedDomains, ...owner };

const cases: [string, ContentOptions, ContentRule[]][] = [
  // Clean texts in each language pass.
  ["Plan hikes, download maps and track your route offline.", text("en-US"), []],
  ["Plane Wanderungen, lade Karten herunter und verfolge deine Route offline.", text("de-DE"), []],
  ["Planifiez vos randonnées et suivez votre itinéraire hors ligne.", text("fr-FR"), []],
  ["Planifica rutas, descarga mapas y sigue tu recorrido sin conexión.", text("es-ES"), []],
  ["ハイキングを計画し、地図をダウンロードしてオフラインでルートを記録できます。", text("ja"), []],
  ["牛乳と豆乳の記録アプリ", text("ja"), []],
  ["하이킹을 계획하고 오프라인으로 경로를 기록하세요.", text("ko"), []],
  ["Planeje trilhas e acompanhe sua rota offline.", text("pt-BR"), []],
  ["规划徒步路线，离线记录你的轨迹。", text("zh-Hans"), []],
  ["Thank you for the kind words! We are glad the offline maps help on your trips.", reply("en-US"), []],
  ["Vielen Dank für Ihre Bewertung. Schreiben Sie uns über den Support-Link in der App.", reply("de-DE"), []],
  ["Version 1.4.2 (build 20231101) fixes the sync of long routes.", text("en-US", "whatsNew"), []],
  ["Guten Morgen! Danke für Ihr Feedback.", reply("de-DE"), []],
  ["Blue icon", name, []],
  ["Details at https://trailmix.example/help and https://support.trailmix.example.", reply("en-US"), []],
  ["Ask Apple for a refund at https://reportaproblem.apple.com.", reply("en-US"), []],
  ["planner,hiking,trails,maps,offline", { kind: "keywords", locale: "en-US", ...owner }, []],

  // negative_apple_sentiment
  ["Works around the iOS bug that drops your location.", text("en-US"), ["negative_apple_sentiment"]],
  ["Runs smoothly even on a slow iPhone.", text("en-US"), ["negative_apple_sentiment"]],
  ["Sorry, this crash is caused by an iOS bug, blame Apple.", reply("en-US"), ["negative_apple_sentiment"]],

  // future_functionality
  ["Apple Watch support coming soon!", text("en-US", "promotionalText"), ["future_functionality"]],
  ["Dark mode will be available in a later version.", text("en-US"), ["future_functionality"]],
  ["Der Dunkelmodus ist demnächst verfügbar.", text("de-DE"), ["future_functionality"]],
  ["Mode sombre bientôt disponible.", text("fr-FR"), ["future_functionality"]],
  ["Modo oscuro próximamente.", text("es-ES"), ["future_functionality"]],
  ["ダークモードは近日公開予定です。", text("ja"), ["future_functionality"]],

  // placeholder_text and test_words
  ["Lorem ipsum dolor sit amet.", text("en-US"), ["placeholder_text"]],
  ["Hi [insert name], thanks for the review!", reply("en-US"), ["placeholder_text"]],
  ["Describe the app here: TODO", text("en-US"), ["placeholder_text"]],
  ["This is just a test of the description.", text("en-US"), ["test_words"]],
  ["Beta test build, do not publish", name, ["test_words"]],

  // curse_words: the LDNOOBW lists of the text's language, and English everywhere
  ["This app is shit.", reply("en-US"), ["curse_words"]],
  ["Sorry about that, the sync was a clusterfuck.", reply("en-US"), ["curse_words"]],
  ["Das war echt Scheiße, Arschloch.", reply("de-DE"), ["curse_words"]],
  ["Merci, connard.", reply("fr-FR"), ["curse_words"]],
  ["Gracias, gilipollas.", reply("es-ES"), ["curse_words"]],
  ["Grazie, stronzo.", reply("it"), ["curse_words"]],
  ["ありがとう、このアスホール", reply("ja"), ["curse_words"]],
  ["감사합니다 씨발", reply("ko"), ["curse_words"]],
  ["谢谢你他妈的", reply("zh-Hans"), ["curse_words"]],
  ["Obrigado, filho da puta.", reply("pt-BR"), ["curse_words"]],
  ["Fuck this", name, ["curse_words"]],

  // other_platforms
  ["Also on Android and Google Play.", text("en-US"), ["other_platforms"]],
  ["Auch für BlackBerry erhältlich.", text("de-DE"), ["other_platforms"]],

  // spam
  ["FREE BITCOIN test", name, ["spam"]],
  ["Giveaway: win an iPad today", text("en-US", "promotionalText"), ["spam"]],

  // foreign_url (links anywhere but the app's own sites and Apple's)
  ["FREE BITCOIN at https://evil.example", text("en-US"), ["spam", "foreign_url"]],
  ["Visit evil.example for help", reply("en-US"), ["foreign_url"]],
  ["Mehr unter www.andere-seite.de", text("de-DE"), ["foreign_url"]],
  ["Hi Visit evil.example, thanks!", reply("en-US"), ["foreign_url"]],

  // email_address and phone_number
  ["Write to help@trailmix.example and we will fix it.", reply("en-US"), ["email_address"]],
  ["Call us at 555-123-4567 and we will sort it out.", reply("en-US"), ["phone_number"]],
  ["Rufen Sie uns an: 030 12345678.", reply("de-DE"), ["phone_number"]],
  ["Appelez le +33 1 42 68 53 00.", reply("fr-FR"), ["phone_number"]],
  [
    "Call +1 415 555 2671, email support@evil.example or see evil.example",
    reply("en-US"),
    ["foreign_url", "email_address", "phone_number"],
  ],

  // price
  ["25% off this week only!", text("en-US", "promotionalText"), ["price"]],
  ["Premium for just $4.99.", text("en-US"), ["price"]],
  ["Start your free trial today.", text("en-US", "promotionalText"), ["price"]],
  ["Jetzt 30 % Rabatt auf Premium.", text("de-DE", "promotionalText"), ["price"]],
  ["Profitez de 20 % de réduction.", text("fr-FR", "promotionalText"), ["price"]],
  ["Prueba gratuita de 7 días.", text("es-ES", "promotionalText"), ["price"]],
  ["プレミアムが50%オフ！", text("ja", "promotionalText"), ["price"]],
  ["Nur 4,99 € im Monat.", text("de-DE"), ["price"]],

  // promised_date
  ["We will fix it by Friday.", reply("en-US"), ["promised_date"]],
  ["The fix ships next week.", reply("en-US"), ["promised_date"]],
  ["This is fixed in version 2.0.", reply("en-US"), ["promised_date"]],
  ["Das beheben wir im nächsten Update.", reply("de-DE"), ["promised_date"]],
  ["Nous corrigeons cela la semaine prochaine.", reply("fr-FR"), ["promised_date"]],
  ["Lo arreglaremos en la próxima actualización.", reply("es-ES"), ["promised_date"]],
  ["来週修正します。", reply("ja"), ["promised_date"]],
  [
    "Thanks! Call 555-123-4567, write to help@evil.example, fixed by Friday.",
    reply("en-US"),
    ["email_address", "phone_number", "promised_date"],
  ],

  // the owner's lists
  ["Better than AllTrails for planning.", text("en-US"), ["competitor"]],
  ["Switch from Komoot today.", text("de-DE", "promotionalText"), ["competitor"]],
  ["Hikeo is our old name.", text("en-US"), ["forbidden_words"]],
];

describe("the content precheck", () => {
  it.each(cases.map(([input, options, expected]) => [input, `${options.kind} ${options.locale ?? ""}`, expected, options] as const))(
    "%j (%s) → %j",
    (input, _label, expected, options) => {
      const rules = contentFindings(input, options).map((finding) => finding.rule);
      expect(rules.sort()).toEqual([...expected].sort());
    },
  );

  it("has at least 60 texts in five or more languages", () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    const languages = new Set(cases.map(([, options]) => options.locale?.split("-")[0]).filter(Boolean));
    expect(languages.size).toBeGreaterThanOrEqual(5);
  });

  it("blocks the owner's forbidden words (hard), and prices once the owner said no discounts; the rest are warnings", () => {
    expect(contentFindings("Hikeo is back", text("en-US"))).toEqual([
      expect.objectContaining({ rule: "forbidden_words", severity: "hard" }),
    ]);
    expect(contentFindings("25% off", text("en-US"))).toEqual([expect.objectContaining({ rule: "price", severity: "warning" })]);
    expect(contentFindings("25% off", { ...text("en-US"), hardRules: ["price"] })).toEqual([
      expect.objectContaining({ rule: "price", severity: "hard" }),
    ]);
  });

  it("asks for the owner's required words in a description and a reply, not in keywords or a name", () => {
    const required = { requiredWords: ["Trailmix"] };
    expect(contentFindings("Plan hikes offline.", { ...text("en-US"), ...required }).map((f) => f.rule)).toEqual(["required_words"]);
    expect(contentFindings("Plan hikes with Trailmix.", { ...text("en-US"), ...required })).toEqual([]);
    expect(contentFindings("Thanks!", { ...reply("en-US"), ...required }).map((f) => f.rule)).toEqual(["required_words"]);
    expect(contentFindings("hiking,maps", { kind: "keywords", ...required })).toEqual([]);
    expect(contentFindings("Blue icon", { ...name, ...required })).toEqual([]);
  });

  it("finds links anywhere in a text, with or without a scheme", () => {
    expect(linksIn("See https://a.example/x, www.b.example and c.example. Also 1.4.2 and mail@d.example")).toEqual([
      "https://a.example/x",
      "www.b.example",
      "c.example",
    ]);
  });
});
