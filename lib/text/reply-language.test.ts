import { describe, expect, it } from "vitest";

import { detectLanguage, replyLanguage, type ReplyLanguage } from "./reply-language";

/**
 * Reviews as customers write them, long and short, each with the storefront it came from. An
 * evaluation found Arabic answered in English, Dutch in German, Turkish in French and two short
 * English reviews in German; these cases hold the fix.
 */
const REVIEWS: [ReplyLanguage, string, string][] = [
  ["en", "DEU", "Great app, love it"],
  ["en", "CHE", "Nice but slow"],
  ["en", "DEU", "Terrible. Refund now"],
  ["en", "FRA", "Too many steps for simple things."],
  ["en", "JPN", "Crashes on launch on my iPhone since the update."],
  ["en", "USA", "The app keeps crashing every time I open the map of my hike."],
  ["en", "DEU", "Charged twice and the app does not restore purchases."],
  ["de", "USA", "Die App stürzt ständig ab, wenn ich eine Route für meine Wanderung plane."],
  ["de", "USA", "Leider nicht gut"],
  ["de", "DEU", "Seit dem Update geht nichts mehr."],
  ["de", "AUT", "Abo doppelt abgebucht, bitte Geld zurück!"],
  ["fr", "USA", "L'application plante à chaque démarrage, c'est vraiment très décevant."],
  ["fr", "CAN", "Je ne peux plus me connecter depuis la mise à jour."],
  ["fr", "FRA", "Nul, ça plante"],
  ["es", "USA", "La aplicación se cierra cada vez que intento abrir el mapa de la ruta."],
  ["es", "MEX", "Me cobraron dos veces y no me devuelven el dinero."],
  ["es", "ESP", "¡Muy buena app!"],
  ["it", "USA", "L'app si blocca sempre quando apro la mappa del percorso, che peccato."],
  ["it", "ITA", "Non funziona più dopo l'aggiornamento."],
  ["pt-BR", "USA", "O aplicativo trava toda vez que eu abro o mapa da trilha, não consigo usar nada."],
  ["pt-BR", "BRA", "Não consigo entrar na minha conta."],
  ["ja", "USA", "アプリを開くとすぐに落ちてしまい、地図が見られません。"],
  ["ja", "JPN", "返金してください"],
  ["ja", "JPN", "最高"],
  ["zh-Hans", "USA", "很好"],
  ["zh-Hans", "USA", "应用一打开就崩溃了，地图完全无法使用。"],
  ["zh-Hans", "CHN", "请退款"],
  ["ko", "USA", "앱을 열면 바로 종료되어서 지도를 볼 수가 없습니다."],
  ["ko", "KOR", "환불해 주세요"],
  ["ar", "USA", "هذا التطبيق رائع لكن لا يمكنني تسجيل الدخول"],
  ["ar", "SAU", "تم خصم المبلغ مرتين، أريد استرداد أموالي"],
  ["ar", "USA", "سيء جدا"],
  ["nl", "USA", "De app crasht steeds als ik hem open, erg vervelend."],
  ["nl", "NLD", "Werkt niet meer sinds de update"],
  ["nl", "DEU", "Ik ben al mijn gegevens kwijt na de laatste update."],
  ["tr", "USA", "Uygulama sürekli çöküyor, lütfen düzeltin"],
  ["tr", "TUR", "Çok kötü"],
  ["tr", "DEU", "İki kez ücret alındı, paramı geri istiyorum."],
];

describe("the language a reply is written in", () => {
  it.each(REVIEWS)("%s for a review from %s: %s", (language, territory, body) => {
    expect(replyLanguage({ title: null, body, territory })).toBe(language);
  });

  it("reads the title too", () => {
    expect(replyLanguage({ title: "Schlecht", body: "Funktioniert nicht", territory: "USA" })).toBe("de");
  });

  it("takes the storefront's language when the text cannot tell, else English", () => {
    expect(detectLanguage("Super App!")).toBeNull();
    expect(replyLanguage({ title: "Top", body: "Super App!", territory: "DEU" })).toBe("de");
    expect(replyLanguage({ title: null, body: "ok", territory: "JPN" })).toBe("ja");
    expect(replyLanguage({ title: null, body: "ok", territory: "NLD" })).toBe("nl");
    expect(replyLanguage({ title: null, body: "ok", territory: "TUR" })).toBe("tr");
    expect(replyLanguage({ title: null, body: "ok", territory: "SWE" })).toBe("en");
  });

  it("answers a language it does not write in in English, not in a neighbour", () => {
    expect(
      replyLanguage({ title: null, body: "Appen kraschar hela tiden när jag öppnar kartan, väldigt irriterande.", territory: "SWE" }),
    ).toBe("en");
  });
});
