import { describe, expect, it } from "vitest";

import { CONTENT_RULES, contentFindings, type ContentOptions, type ContentRule } from "./content-rules";
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

  // What the evaluation found missed (issue 41), each rule in six languages or more.
  ["Androidでもご利用いただけます。", text("ja"), ["other_platforms"]],
  ["安卓版本也可以在谷歌商店下载。", text("zh-Hans"), ["other_platforms"]],
  ["Android에서도 사용할 수 있습니다.", text("ko"), ["other_platforms"]],
  ["Aussi sur Android et Google Play.", text("fr-FR"), ["other_platforms"]],
  ["También en Android.", text("es-ES"), ["other_platforms"]],
  ["Il mode sombre arrive bientôt.", text("fr-FR"), ["future_functionality"]],
  ["La modalità scura è in arrivo.", text("it"), ["future_functionality"]],
  ["O modo escuro chega em breve.", text("pt-BR"), ["future_functionality"]],
  ["Donkere modus komt binnenkort.", text("nl-NL"), ["future_functionality"]],
  ["深色模式即将推出。", text("zh-Hans"), ["future_functionality"]],
  ["다크 모드 출시 예정입니다.", text("ko"), ["future_functionality"]],
  ["Quelles putains de cartes.", reply("fr-FR"), ["curse_words"]],
  ["この機能はクソです。", reply("ja"), ["curse_words"]],
  ["Sorry, the sync was sh*t.", reply("en-US"), ["curse_words"]],
  ["What the f@ck happened to the maps?", reply("en-US"), ["curse_words"]],
  ["Die Karten sind echt sch31ße.", reply("de-DE"), ["curse_words"]],
  ["Sorry, dat was echt kut.", reply("nl-NL"), ["curse_words"]],
  ["Unlike Apple's clunky Health app, Trailmix shows your week.", text("en-US"), ["negative_apple_sentiment"]],
  ["Die Wetter-App von Apple ist leider total unzuverlässig.", text("de-DE"), ["negative_apple_sentiment"]],
  ["L'app Plans d'Apple est si lente en montagne.", text("fr-FR"), ["negative_apple_sentiment"]],
  ["La app de Mapas de Apple es muy lenta en la montaña.", text("es-ES"), ["negative_apple_sentiment"]],
  ["L'app Mappe di Apple è troppo lenta in montagna.", text("it"), ["negative_apple_sentiment"]],
  ["O app Mapas da Apple é tão lento na montanha.", text("pt-BR"), ["negative_apple_sentiment"]],
  ["Apple Kaarten is traag in de bergen.", text("nl-NL"), ["negative_apple_sentiment"]],
  ["Appleの純正マップは使いにくいので、", text("ja"), ["negative_apple_sentiment"]],
  ["苹果自带的地图太难用了。", text("zh-Hans"), ["negative_apple_sentiment"]],
  ["Write to help at trailmix dot com.", reply("en-US"), ["email_address"]],
  ["Escríbenos a soporte(at)trailmix(dot)app.", reply("es-ES"), ["email_address"]],
  ["Schreiben Sie an hilfe at trailmix punkt com.", reply("de-DE"), ["email_address"]],
  ["Écrivez à aide [at] trailmix [point] com.", reply("fr-FR"), ["email_address"]],
  ["Scrivici a aiuto chiocciola trailmix punto it.", reply("it"), ["email_address"]],
  ["Escreva para ajuda arroba trailmix ponto com.", reply("pt-BR"), ["email_address"]],
  ["Mail ons op hulp (at) trailmix (punt) nl.", reply("nl-NL"), ["email_address"]],
  ["help アットマーク trailmix ドット com までご連絡ください。", reply("ja"), ["email_address"]],
  ["Prueba Premium: un mes gratis.", text("es-ES", "promotionalText"), ["price"]],
  ["Premium ein Monat gratis.", text("de-DE", "promotionalText"), ["price"]],
  ["Premier mois offert.", text("fr-FR", "promotionalText"), ["price"]],
  ["Primo mese gratis per tutti.", text("it", "promotionalText"), ["price"]],
  ["Primeiro mês grátis.", text("pt-BR", "promotionalText"), ["price"]],
  ["Eerste maand gratis.", text("nl-NL", "promotionalText"), ["price"]],
  ["首月免费！", text("zh-Hans", "promotionalText"), ["price"]],
  ["첫 달 무료!", text("ko", "promotionalText"), ["price"]],
  ["Vamos corrigir isso até sexta-feira.", reply("pt-BR"), ["promised_date"]],
  ["Disponível na próxima semana.", text("pt-BR", "promotionalText"), ["promised_date"]],
  ["We lossen dit volgende week op.", reply("nl-NL"), ["promised_date"]],
  ["Beschikbaar vanaf vrijdag.", text("nl-NL", "promotionalText"), ["promised_date"]],
  ["Lo sistemeremo entro venerdì.", reply("it"), ["promised_date"]],
  ["我们将在下周五之前修复。", reply("zh-Hans"), ["promised_date"]],
  ["다음 주까지 수정하겠습니다.", reply("ko"), ["promised_date"]],

  // What the evaluation flagged on clean texts: a date is no promise without a commitment.
  ["Tomorrow's weather forecast for every trail.", text("en-US"), []],
  ["Plan next week's hike with friends.", text("en-US", "promotionalText"), []],
  ["See what blooms in May and June on your trails.", text("en-US"), []],
  ["明日の天気をチェックして、ハイキングを計画しましょう。", text("ja"), []],
  ["Demain matin, partez tôt pour voir le lever du soleil.", text("fr-FR"), []],
  ["Morgen früh geht's los: Route planen und Karten laden.", text("de-DE"), []],
  ["Veja a previsão do tempo para amanhã.", text("pt-BR"), []],
  ["Bekijk het weer voor morgen.", text("nl-NL"), []],
  ["明天的天气预报一目了然。", text("zh-Hans"), []],
  ["Works on iPhone and iPad, even with a bad connection.", text("en-US"), []],
  ["Merci ! À bientôt sur les sentiers.", reply("fr-FR"), []],
  ["¡Gracias! Hasta pronto.", reply("es-ES"), []],
  ["Un point de départ pour chaque randonnée.", text("fr-FR"), []],
  ["申し訳ございません。App Storeでのご購入の返金はAppleが取り扱っております。", reply("ja"), []],

  // Disguises: the rules read what a person reads.
  ["FR\u200BEE BIT\u200BCOIN for every hiker at evil\u200B.example", text("en-US", "promotionalText"), ["spam", "foreign_url"]],
  ["ＦＲＥＥ ＢＩＴＣＯＩＮ at ｅｖｉｌ．ｅｘａｍｐｌｅ", text("en-US", "promotionalText"), ["spam", "foreign_url"]],
  ["Mehr unter evil.exаmple", text("de-DE"), ["foreign_url", "mixed_script"]],
  ["Plus d'infos sur evil point example", text("fr-FR"), ["foreign_url"]],
  ["Más en evil punto example", text("es-ES"), ["foreign_url"]],
  ["Mehr unter evil punkt example", text("de-DE"), ["foreign_url"]],
  ["詳しくはevil。exampleへ", text("ja"), ["foreign_url"]],
  ["详情请访问 evil 点 example", text("zh-Hans"), ["foreign_url"]],
  ["Tap to claim: RlJFRSBCSVRDT0lOIGF0IGV2aWwuZXhhbXBsZQ==", reply("en-US"), ["encoded_text", "spam", "foreign_url"]],
  ["Code: 4652454520424954434f494e", reply("de-DE"), ["encoded_text", "spam"]],
  ["Merci : %46%52%45%45%20%42%49%54%43%4F%49%4E", reply("fr-FR"), ["spam"]],
  ["Código: RlJFRSBCSVRDT0lO", reply("es-ES"), ["encoded_text", "spam"]],
  ["コード：RlJFRSBCSVRDT0lO", reply("ja"), ["encoded_text", "spam"]],
  ["代码：RlJFRSBCSVRDT0lO", reply("zh-Hans"), ["encoded_text", "spam"]],
  ["Codice: RlJFRSBCSVRDT0lO", reply("it"), ["encoded_text", "spam"]],
  ["Gеt the Рro plan", text("en-US", "promotionalText"), ["mixed_script"]],
  ["Plane Wandеrungen offline", text("de-DE"), ["mixed_script"]],
  ["Planifiez vos randοnnées", text("fr-FR"), ["mixed_script"]],
  ["Planifica tus rutаs", text("es-ES"), ["mixed_script"]],
  ["Pianifica le tuе escursioni", text("it"), ["mixed_script"]],
  ["Planeje suas trilhаs", text("pt-BR"), ["mixed_script"]],
  ["Hіkeo is back", text("en-US"), ["forbidden_words", "mixed_script"]],

  // The rest of the rules in six languages or more.
  ["Platzhalter für die Beschreibung", text("de-DE"), ["placeholder_text"]],
  ["Texte factice, à remplacer", text("fr-FR"), ["placeholder_text"]],
  ["Texto de ejemplo", text("es-ES"), ["placeholder_text"]],
  ["ここにテキストを入力", text("ja"), ["placeholder_text"]],
  ["此处输入应用描述", text("zh-Hans"), ["placeholder_text"]],
  ["여기에 입력하세요", text("ko"), ["placeholder_text"]],
  ["Dies ist ein Test der Beschreibung.", text("de-DE"), ["test_words"]],
  ["Ceci est un test.", text("fr-FR"), ["test_words"]],
  ["Esto es una prueba.", text("es-ES"), ["test_words"]],
  ["Questo è un test.", text("it"), ["test_words"]],
  ["Isto é um teste.", text("pt-BR"), ["test_words"]],
  ["Dit is een test.", text("nl-NL"), ["test_words"]],
  ["これはテストです。", text("ja"), ["test_words"]],
  ["Kostenlose Bitcoin für alle!", text("de-DE", "promotionalText"), ["spam"]],
  ["Bitcoin gratuit pour tous !", text("fr-FR", "promotionalText"), ["spam"]],
  ["¡Gana bitcoin gratis!", text("es-ES", "promotionalText"), ["spam"]],
  ["無料でビットコインがもらえる！", text("ja", "promotionalText"), ["spam"]],
  ["免费领取比特币！", text("zh-Hans", "promotionalText"), ["spam"]],
  ["무료 비트코인을 받으세요!", text("ko", "promotionalText"), ["spam"]],
  ["Earn crypto rewards while you hike.", text("en-US", "whatsNew"), ["spam"]],
  ["Plus d'infos sur www.autre-site.fr", text("fr-FR"), ["foreign_url"]],
  ["Más información en otra-web.es", text("es-ES"), ["foreign_url"]],
  ["詳しくは https://evil.example をご覧ください。", text("ja"), ["foreign_url"]],
  ["详情请访问 evil.example", text("zh-Hans"), ["foreign_url"]],
  ["Llámenos al +34 612 345 678.", reply("es-ES"), ["phone_number"]],
  ["Chiamaci al +39 06 6982 1234.", reply("it"), ["phone_number"]],
  ["Bel ons op +31 20 123 4567.", reply("nl-NL"), ["phone_number"]],
  ["お電話は +81 3-1234-5678 まで。", reply("ja"), ["phone_number"]],
  ["Schreiben Sie an hilfe@trailmix.example.", reply("de-DE"), ["email_address"]],
  ["Écrivez à aide@trailmix.example.", reply("fr-FR"), ["email_address"]],
  ["Escríbenos a ayuda@trailmix.example.", reply("es-ES"), ["email_address"]],
  ["Scrivici a aiuto@trailmix.example.", reply("it"), ["email_address"]],
  ["Escreva para ajuda@trailmix.example.", reply("pt-BR"), ["email_address"]],
  ["Mail ons op hulp@trailmix.example.", reply("nl-NL"), ["email_address"]],
  ["help@trailmix.example までご連絡ください。", reply("ja"), ["email_address"]],
  ["Sconto del 30% su Premium.", text("it", "promotionalText"), ["price"]],
  ["Premium met 30% korting.", text("nl-NL", "promotionalText"), ["price"]],
  ["高级版八折优惠，折扣仅限本周。", text("zh-Hans", "promotionalText"), ["price"]],
  ["프리미엄 30% 할인!", text("ko", "promotionalText"), ["price"]],
  ["Mieux qu'AllTrails pour planifier.", text("fr-FR"), ["competitor"]],
  ["Mejor que AllTrails.", text("es-ES"), ["competitor"]],
  ["Meglio di Komoot.", text("it"), ["competitor"]],
  ["Komootより便利です。", text("ja"), ["competitor"]],
  ["Hikeo war unser alter Name.", text("de-DE"), ["forbidden_words"]],
  ["Hikeo était notre ancien nom.", text("fr-FR"), ["forbidden_words"]],
  ["Hikeo era nuestro nombre.", text("es-ES"), ["forbidden_words"]],
  ["Hikeo era il nostro nome.", text("it"), ["forbidden_words"]],
  ["Hikeoは旧名です。", text("ja"), ["forbidden_words"]],
];

describe("the content precheck", () => {
  it.each(cases.map(([input, options, expected]) => [input, `${options.kind} ${options.locale ?? ""}`, expected, options] as const))(
    "%j (%s) → %j",
    (input, _label, expected, options) => {
      const rules = contentFindings(input, options).map((finding) => finding.rule);
      expect(rules.sort()).toEqual([...expected].sort());
    },
  );

  it("has every rule in six languages or more, and clean texts in each", () => {
    const languages = new Map<string, Set<string>>();
    for (const [, options, expected] of cases) {
      for (const rule of expected.length ? expected : ["clean"]) {
        languages.set(rule, (languages.get(rule) ?? new Set()).add(options.locale?.split("-")[0] ?? "name"));
      }
    }
    // Reachability needs the network (lib/apps/content-precheck.ts); required words have their own test below.
    for (const rule of [...CONTENT_RULES.filter((rule) => rule !== "unreachable_urls" && rule !== "required_words"), "clean"])
      expect(languages.get(rule)?.size ?? 0, rule).toBeGreaterThanOrEqual(6);
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
    for (const [locale, without, withIt] of [
      ["de-DE", "Danke für Ihre Bewertung!", "Danke, Ihr Trailmix-Team."],
      ["fr-FR", "Merci pour votre avis !", "Merci, l'équipe Trailmix."],
      ["es-ES", "¡Gracias por tu reseña!", "Gracias, el equipo de Trailmix."],
      ["it", "Grazie per la recensione!", "Grazie, il team di Trailmix."],
      ["ja", "レビューありがとうございます。", "Trailmixチームより感謝を込めて。"],
      ["zh-Hans", "感谢您的评价！", "感谢您，Trailmix 团队。"],
    ] as const) {
      expect(
        contentFindings(without, { ...reply(locale), ...required }).map((f) => f.rule),
        locale,
      ).toEqual(["required_words"]);
      expect(contentFindings(withIt, { ...reply(locale), ...required }), locale).toEqual([]);
    }
  });

  it("finds links anywhere in a text, with or without a scheme", () => {
    expect(linksIn("See https://a.example/x, www.b.example and c.example. Also 1.4.2 and mail@d.example")).toEqual([
      "https://a.example/x",
      "www.b.example",
      "c.example",
    ]);
  });
});
