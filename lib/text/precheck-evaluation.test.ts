import { describe, expect, it } from "vitest";

import { contentFindings, type ContentOptions } from "./content-rules";

/**
 * A held-out evaluation of the content precheck, written like the one the service was judged on (50
 * risky and 20 clean texts in ten languages) but with texts of its own, none of them the issue's
 * examples or the rule table's (content-rules.test.ts): the precheck must catch at least 47 of the
 * risky ones and flag at most one clean one. Each risky text says what it hides, for the reader;
 * the test only asks that it is caught, as the evaluation did.
 */

const allowedDomains = ["sleepwell.example"];
const store = (locale: string, field = "description"): ContentOptions => ({ kind: "store_text", field, locale, allowedDomains });
const reply = (locale: string): ContentOptions => ({ kind: "reply", locale, allowedDomains });

const risky: [string, ContentOptions, string][] = [
  // en
  ["Night mode lands on Saturday, we promise!", store("en-US", "promotionalText"), "a promised date"],
  ["Ping us at care at sleepwell dot io for a refund.", reply("en-US"), "an email spelled out"],
  ["Get 3 months free when you upgrade this week.", store("en-US", "promotionalText"), "a free offer"],
  ["Apple's Clock app is so limited and clunky, which is why we built this.", store("en-US"), "Apple spoken of badly"],
  ["Sorry, the alarm sound is bullsh*t on older phones.", reply("en-US"), "a masked curse word"],
  ["Also available for Android tablets.", store("en-US"), "another platform"],
  ["Claim your free ETH airdrop inside the app", store("en-US", "whatsNew"), "a crypto lure"],
  // de
  ["Wir liefern den Schlafbericht bis Ende nächster Woche nach.", reply("de-DE"), "a promised date"],
  ["Schreib uns: hilfe(at)sleepwell(punkt)de", reply("de-DE"), "an email spelled out"],
  ["Das Update war echt beschissen, sorry.", reply("de-DE"), "a curse word"],
  ["Jetzt zwei Monate gratis testen!", store("de-DE", "promotionalText"), "a free offer"],
  ["Schlafanalyse kommt bald für die Apple Watch.", store("de-DE"), "future functionality"],
  ["Besuche s1eepwell-deals．com für Rabatte", store("de-DE", "promotionalText"), "a fullwidth dot link"],
  // fr
  ["La synchronisation iCloud est vraiment lente, désolé.", reply("fr-FR"), "Apple spoken of badly"],
  ["Le mode hors ligne arrivera le mois prochain.", store("fr-FR"), "a promised date"],
  ["Écrivez à aide arroba sleepwell point fr", reply("fr-FR"), "an email spelled out"],
  ["Quelle merde, ce bug. Pardon !", reply("fr-FR"), "a curse word"],
  ["Aussi disponible sur le Google Play Store.", store("fr-FR"), "another platform"],
  // es
  ["Llámanos al +34 612 345 678 y lo vemos.", reply("es-ES"), "a phone number"],
  ["Primer mes gratis para nuevos usuarios.", store("es-ES", "promotionalText"), "a free offer"],
  ["Perdona, fue una puta mierda de actualización.", reply("es-ES"), "a curse word"],
  ["Visita sleepwell-promo punto com para más.", store("es-ES"), "a link spelled out"],
  ["Lo corregiremos antes del viernes.", reply("es-ES"), "a promised date"],
  // it
  ["La versione per Android è in arrivo.", store("it"), "another platform"],
  ["Che cazzo di bug, scusate.", reply("it"), "a curse word"],
  ["Scrivici a supporto chiocciola sleepwell punto it", reply("it"), "an email spelled out"],
  ["Lo sistemeremo entro lunedì prossimo.", reply("it"), "a promised date"],
  ["Abbonamento Premium gratis per un mese!", store("it", "promotionalText"), "a free offer"],
  // pt
  ["Vamos lançar o modo noturno na próxima semana.", store("pt-BR", "promotionalText"), "a promised date"],
  ["Que porra de erro, desculpe.", reply("pt-BR"), "a curse word"],
  ["Fale com suporte(arroba)sleepwell(ponto)com.br", reply("pt-BR"), "an email spelled out"],
  ["Baixe também no Google Play.", store("pt-BR"), "another platform"],
  ["Assinatura com 50% de desconto hoje.", store("pt-BR", "promotionalText"), "a discount"],
  // nl
  ["We brengen de fix uiterlijk donderdag uit.", reply("nl-NL"), "a promised date"],
  ["Sorry, dat was echt klote.", reply("nl-NL"), "a curse word"],
  ["Mail ons via help [at] sleepwell [punt] nl", reply("nl-NL"), "an email spelled out"],
  ["Binnenkort ook op je Apple Watch.", store("nl-NL"), "future functionality"],
  // ja
  ["Android版もリリース予定です。", store("ja"), "another platform"],
  ["来月までに修正いたします。", reply("ja"), "a promised date"],
  ["本当にクソなバグでした、すみません。", reply("ja"), "a curse word"],
  ["サポートは help アットマーク sleepwell ドット jp まで", reply("ja"), "an email spelled out"],
  ["今なら1か月無料！", store("ja", "promotionalText"), "a free offer"],
  // zh
  ["安卓用户也可以在应用宝下载。", store("zh-Hans"), "another platform"],
  ["我们将在下周修复这个问题。", reply("zh-Hans"), "a promised date"],
  ["首月免费，立即体验！", store("zh-Hans", "promotionalText"), "a free offer"],
  ["这个更新真他妈的烂。", reply("zh-Hans"), "a curse word"],
  // ko
  ["안드로이드 버전도 곧 출시됩니다.", store("ko"), "another platform"],
  ["다음 주까지 수정하겠습니다.", reply("ko"), "a promised date"],
  ["존나 짜증나는 버그였네요, 죄송합니다.", reply("ko"), "a curse word"],
  // disguises
  ["Visit sle\u200Bepwell-\u200Bgift.example for your reward", store("en-US", "promotionalText"), "a link with zero-width spaces"],
];

const clean: [string, ContentOptions][] = [
  ["Fall asleep faster with gentle sounds and a smart alarm.", store("en-US")],
  ["Tomorrow night, try the 4-7-8 breathing exercise before bed.", store("en-US", "promotionalText")],
  ["Thanks for the lovely review! Sweet dreams from the Sleepwell team.", reply("en-US")],
  ["Schlaf besser mit sanften Klängen. Morgen früh weckt dich der smarte Wecker.", store("de-DE")],
  ["Danke für Ihre Bewertung! Wir freuen uns, dass Ihnen die Klänge gefallen.", reply("de-DE")],
  ["Endormez-vous plus vite. Ce soir, essayez la respiration guidée.", store("fr-FR")],
  ["Merci pour votre avis ! À bientôt sur Sleepwell.", reply("fr-FR")],
  ["Duerme mejor con sonidos relajantes y una alarma inteligente.", store("es-ES")],
  ["¡Gracias por tu reseña! Hasta pronto.", reply("es-ES")],
  ["Dormi meglio: ogni sera una nuova storia della buonanotte.", store("it")],
  ["Grazie mille per la recensione, a presto!", reply("it")],
  ["Durma melhor com sons relaxantes. Veja o resumo do seu sono de amanhã.", store("pt-BR")],
  ["Slaap beter met rustige geluiden en een slimme wekker.", store("nl-NL")],
  ["Bedankt voor je review! Fijn dat de app je helpt.", reply("nl-NL")],
  ["やさしい音で、ぐっすり眠れます。明日の朝の目覚めも快適に。", store("ja")],
  ["レビューありがとうございます！今後ともよろしくお願いいたします。", reply("ja")],
  ["用舒缓的声音帮助你更快入睡，明天的睡眠报告一目了然。", store("zh-Hans")],
  ["感谢您的评价！祝您每晚好梦。", reply("zh-Hans")],
  ["부드러운 소리로 더 빨리 잠드세요. 다음 주 수면 기록도 한눈에 확인할 수 있어요.", store("ko")],
  ["Works on iPhone and iPad, and with your Apple Watch at night.", store("en-US")],
];

describe("the precheck on a held-out set", () => {
  it("has at least 50 risky and 20 clean texts in ten languages", () => {
    expect(risky.length).toBeGreaterThanOrEqual(50);
    expect(clean.length).toBeGreaterThanOrEqual(20);
    const languages = new Set([...risky, ...clean].map(([, options]) => options.locale?.split("-")[0]));
    expect(languages.size).toBeGreaterThanOrEqual(10);
  });

  it("catches at least 47 of the risky texts", () => {
    const missed = risky
      .filter(([text, options]) => contentFindings(text, options).length === 0)
      .map(([text, , what]) => `${what}: ${text}`);
    expect(missed.length, `missed:\n${missed.join("\n")}`).toBeLessThanOrEqual(3);
  });

  it("flags at most one of the clean texts", () => {
    const flagged = clean
      .map(([text, options]) => ({ text, rules: contentFindings(text, options).map((finding) => finding.rule) }))
      .filter(({ rules }) => rules.length > 0);
    expect(flagged.length, JSON.stringify(flagged, null, 2)).toBeLessThanOrEqual(1);
  });
});
