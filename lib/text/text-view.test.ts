import { describe, expect, it } from "vitest";

import { contentFindings } from "./content-rules";
import { curseWordIn } from "./curse-words";
import { encodedPayloads } from "./encoded-payloads";
import { linksAndEmails } from "./links";
import { foreignCharacters, mixedScriptWords } from "./scripts";
import { boundedText, latinSkeleton, readableText, readSeparators, textView } from "./text-view";

/** The one normalised view every content check reads, step by step, and its cost on hostile input. */

describe("the normalised view of a text", () => {
  it("removes invisible and format characters and reads compatibility forms as plain letters", () => {
    expect(readableText("FR\u200BEE BIT\u2060COIN at evil\u200D.exa\u00ADmple\uFE0F\u202E")).toBe("FREE BITCOIN at evil.example");
    expect(readableText("ＦＲＥＥ ＢＩＴＣＯＩＮ ｅｖｉｌ．ｅｘａｍｐｌｅ")).toBe("FREE BITCOIN evil.example");
    expect(readableText("𝐅𝐑𝐄𝐄 𝕓𝕚𝕥𝕔𝕠𝕚𝕟 ⓔⓥⓘⓛ")).toBe("FREE bitcoin evil");
  });

  it("reads look-alike letters of other alphabets as the Latin ones they imitate, but leaves a language's own words alone", () => {
    expect(latinSkeleton("evil.exаmple", "en-US")).toBe("evil.example");
    expect(latinSkeleton("ВІТСОІN", "en-US")).toBe("BITCOIN");
    expect(latinSkeleton("ｅvіl", "de-DE")).toBe("ｅvil");
    expect(latinSkeleton("Спасибо за отзыв", "ru")).toBe("Спасибо за отзыв");
    expect(latinSkeleton("сер", "ru")).toBe("сер");
    expect(latinSkeleton("ありがとう、ノートです", "ja")).toBe("ありがとう、ノートです");
    expect(latinSkeleton("Œuvre, naïve, straße, ıslak", "fr")).toBe("Œuvre, naïve, straße, ıslak");
  });

  it("reads separators spelled out or bracketed, in the languages the agent writes, where they join an address", () => {
    const read: [string, string][] = [
      ["help at trailmix dot com", "help@trailmix.com"],
      ["soporte(at)trailmix(dot)app", "soporte@trailmix.app"],
      ["evil punkt example", "evil.example"],
      ["evil point com", "evil.com"],
      ["evil punto com", "evil.com"],
      ["evil ponto com", "evil.com"],
      ["evil punt nl", "evil.nl"],
      ["hulp [at] trailmix [punt] nl", "hulp@trailmix.nl"],
      ["aiuto chiocciola trailmix punto it", "aiuto@trailmix.it"],
      ["evil 点 com", "evil.com"],
      ["evil。com", "evil.com"],
      ["help アットマーク trailmix ドット com", "help@trailmix.com"],
      ["evil 닷 com", "evil.com"],
      ["evil [.] example", "evil.example"],
      ["evil (dot) example", "evil.example"],
      ["evil . example", "evil.example"],
      // Words, not addresses.
      ["Details at trailmix.example", "Details at trailmix.example"],
      ["Meet us at the trailhead", "Meet us at the trailhead"],
      ["Un point de départ", "Un point de départ"],
      ["Ein Punkt für dich", "Ein Punkt für dich"],
      ["dot to dot puzzles", "dot to dot puzzles"],
      ["Maps • Trails • Offline", "Maps • Trails • Offline"],
      ["申し訳ございません。App Storeから", "申し訳ございません。App Storeから"],
    ];
    for (const [written, readAs] of read) expect(readSeparators(written), written).toBe(readAs);
  });

  it("finds links and emails with any top-level domain, in Unicode, against CJK letters, however disguised", () => {
    const found = (text: string) => linksAndEmails(textView(text, "en").matching);
    expect(found("Visit evil.exаmple or ｅｖｉｌ．ｅｘａｍｐｌｅ, shop.рф and 例子.中国").links).toEqual([
      "evil.example",
      "evil.example",
      "shop.рф",
      "例子.中国",
    ]);
    expect(found("詳しくはevil.comへ、またはtrailmix.photographyで").links).toEqual(["evil.com", "trailmix.photography"]);
    expect(found("Write to help at trailmix dot com or soporte(at)trailmix(dot)app").emails).toEqual([
      "help@trailmix.com",
      "soporte@trailmix.app",
    ]);
    expect(found("Version 1.4.2, e.g. offline maps, i.e. no signal").links).toEqual([]);
  });

  it("decodes base64, hex and percent-encoding that reads as text, and leaves words and numbers alone", () => {
    expect(encodedPayloads("Tap: RlJFRSBCSVRDT0lOIGF0IGV2aWwuZXhhbXBsZQ== now")).toEqual([
      { encoding: "base64", encoded: "RlJFRSBCSVRDT0lOIGF0IGV2aWwuZXhhbXBsZQ==", decoded: "FREE BITCOIN at evil.example" },
    ]);
    expect(encodedPayloads("4652454520424954434f494e and \\x46\\x52\\x45\\x45\\x20\\x42\\x54\\x43").map((p) => p.decoded)).toEqual([
      "FREE BITCOIN",
      "FREE BTC",
    ]);
    expect(encodedPayloads("%46%52%45%45%20%42%49%54%43%4F%49%4E")[0]?.decoded).toBe("FREE BITCOIN");
    expect(encodedPayloads("Donaudampfschifffahrtsgesellschaft, build 20231101123456789, TrailmixPremiumSubscription")).toEqual([]);
  });

  it("names words that mix alphabets, and characters outside a locale's scripts", () => {
    expect(mixedScriptWords("Visit evil.exаmple, 5 μm and Ωmega are fine, Спасибо too")).toEqual(["exаmple"]);
    expect(foreignCharacters("Danke für Ihre Bewertung! 🙂👍🏽", "de-DE")).toEqual([]);
    expect(foreignCharacters("レビューありがとうございます！iPhoneで「問題を報告する」", "ja")).toEqual([]);
    expect(foreignCharacters("Danke für Ihre Bewertung! Спасибо", "de-DE")).toEqual(["С", "п", "а", "с", "и"]);
    expect(foreignCharacters("ありがとう 감사합니다", "ja")).toEqual(["감", "사", "합", "니", "다"]);
    expect(foreignCharacters("FREE\u200B BTC ＦＲＥＥ", "en-US")).toEqual(["\u200B", "Ｆ", "Ｒ", "Ｅ"]);
  });

  it("reads masked curse words and letters spelled apart", () => {
    for (const text of ["that was sh*t", "f@ck", "what the f**k", "b!tch", "sh1t happens", "f u c k", "s.h.i.t"])
      expect(curseWordIn(text, "en-US"), text).toBeDefined();
    for (const text of ["*new* maps", "C# and Q&A", "R2D2", "4x4 trails", "i18n", "24/7", "@home", "a b c"])
      expect(curseWordIn(text, "en-US"), text).toBeUndefined();
  });

  it("cuts a text to its bound first, never inside a character", () => {
    expect(boundedText("ab😀", 3)).toBe("ab");
    expect(boundedText("abc", 3)).toBe("abc");
  });

  it("takes linear time: 10 MB of hostile input through every step returns at once", () => {
    const megabytes = 10 * 1024 * 1024;
    const hostile = [
      "a".repeat(megabytes),
      "a ".repeat(megabytes / 2),
      "a.".repeat(megabytes / 2),
      " at x".repeat(megabytes / 5),
      "x dot ".repeat(megabytes / 6),
      "%41".repeat(megabytes / 3),
      "Aa0+".repeat(megabytes / 4),
      "f*".repeat(megabytes / 2),
      "\u200B".repeat(megabytes),
      "аa".repeat(megabytes / 2),
    ];
    for (const text of hostile) {
      const started = performance.now();
      // Each step on the whole input (not bounded), then the precheck as callers use it.
      const readable = readableText(text);
      readSeparators(latinSkeleton(readable, "en"));
      encodedPayloads(text);
      mixedScriptWords(text);
      foreignCharacters(text, "en");
      curseWordIn(text.slice(0, 200_000), "en");
      contentFindings(text, { kind: "reply", locale: "en-US" });
      // Seconds on a busy two-core machine; anything quadratic over 10 MB would take hours.
      expect(performance.now() - started, text.slice(0, 12)).toBeLessThan(15_000);
    }
  }, 300_000);
});
