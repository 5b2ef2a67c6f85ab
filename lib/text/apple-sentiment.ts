import { WORD_END, WORD_START } from "./phrases";

/**
 * Speaking badly of Apple's products, which App Review rejects (fastlane precheck's
 * `negative_apple_sentiment`), also in passing: "Unlike Apple's clunky Health app", "iCloud sync is
 * unreliable", "the awful iOS keyboard", "iOS 17 broke background sync", "Apples umständliche
 * Health-App", "l'app Santé d'Apple, si compliquée", "Appleの純正アプリは使いにくい". A bad word must
 * be tied to the product — next to it, or after it through "is"/"ist"/"est"… — so "works on iPhone
 * and iPad, even with a bad connection" says nothing about Apple. "apple" in lower case is the fruit.
 */

const APPLE =
  "(?:apple(?:['’]s|s)?(?:\\s+(?:maps|music|health|watch|pay|tv|notes|news|weather|fitness|books|podcasts|photos|mail|calendar|reminders|intelligence|id|store))?|app\\s+store|ios(?:\\s+\\d+)?|ipados|macos|watchos|iphones?|ipads?|siri|icloud|safari|webkit|facetime|airpods|healthkit|アップル|アイフォン|苹果|蘋果|애플|아이폰)";

const W = "[\\p{L}\\p{N}'’.-]+";

interface Language {
  /** Bad words, adjectives first: inflected forms spelled out or as a stem with `\p{L}*`. */
  bad: string;
  /** Verbs of failing ("crashes", "stürzt ab"). */
  fails: string;
  /** "is" and its forms, with the words that may stand between it and the bad word. */
  is: string;
  intensifiers: string;
}

const LANGUAGES: Language[] = [
  {
    bad: "bad|terrible|awful|horrible|buggy|broken|useless|clunky|slow|sluggish|garbage|trash|crappy|lousy|poor|worst|annoying|frustrating|unreliable|inaccurate|laggy|bloated|disappointing|pathetic|confusing|outdated|ugly|flaky|junk|a\\s+mess|a\\s+joke|a\\s+disaster",
    fails:
      "sucks|fails|keeps\\s+failing|breaks|broke|crashes|keeps\\s+crashing|drains|ruined|ruins|messed\\s+up|lags|never\\s+works|doesn['’]t\\s+work|can['’]t\\s+keep\\s+up",
    is: "is|are|was|were|has\\s+been|have\\s+been|gets|got|feels|keeps\\s+being|remains|seems|is\\s+being",
    intensifiers: "so|really|very|too|pretty|quite|still|just|notoriously|painfully|incredibly|always|often|famously|so\\s+often",
  },
  {
    bad: "schlecht\\p{L}*|schrecklich\\p{L}*|furchtbar\\p{L}*|fehlerhaft\\p{L}*|nutzlos\\p{L}*|langsam\\p{L}*|kaputt\\p{L}*|mies\\p{L}*|miserabel\\p{L}*|umständlich\\p{L}*|unzuverlässig\\p{L}*|grottig\\p{L}*|verbuggt\\p{L}*|träge\\p{L}*",
    fails: "stürzt\\s+(?:\\p{L}+\\s+)?ab|funktioniert\\s+nicht|taugt\\s+nichts|versagt|nervt",
    is: "ist|sind|war|waren|wird|bleibt",
    intensifiers: "so|sehr|total|echt|einfach|viel\\s+zu|zu|ziemlich|wirklich|leider|oft|immer|bekanntlich",
  },
  {
    bad: "nul(?:le|s|les)?|mauvaise?s?|lente?s?|inutiles?|buggée?s?|horribles?|décevante?s?|pénibles?|médiocres?|catastrophiques?|pourrie?s?|lamentables?|compliquée?s?|nulle",
    fails: "plante|ne\\s+marche\\s+pas|ne\\s+fonctionne\\s+pas|bugue",
    is: "est|sont|était|reste",
    intensifiers: "si|très|vraiment|trop|tellement|assez|souvent|toujours",
  },
  {
    bad: "mal[oa]s?|terribles?|lent[oa]s?|inútil(?:es)?|horribles?|pésim[oa]s?|desastros[oa]s?|defectuos[oa]s?|complicad[oa]s?|basura|una\\s+porquería",
    fails: "no\\s+funciona|se\\s+cuelga|falla",
    is: "es|son|era|está|están|sigue\\s+siendo",
    intensifiers: "tan|muy|demasiado|bastante|realmente|siempre",
  },
  {
    bad: "pessim[oaie]|lent[oaie]|inutil[ei]|orribil[ei]|scadent[ei]|disastros[oaie]|complicat[oaie]|uno\\s+schifo",
    fails: "non\\s+funziona|fa\\s+schifo|si\\s+blocca",
    is: "è|sono|era|resta",
    intensifiers: "così|molto|troppo|davvero|sempre|piuttosto",
  },
  {
    bad: "ruins?|péssim[oa]s?|lent[oa]s?|inútil|inúteis|horríve(?:l|is)|complicad[oa]s?|um\\s+lixo|uma\\s+porcaria",
    fails: "não\\s+funciona|trava",
    is: "é|são|era|está|estão|continua",
    intensifiers: "tão|muito|demasiado|bastante|realmente|sempre",
  },
  {
    bad: "slecht(?:e)?|traag|trage|waardeloos|waardeloze|nutteloos|nutteloze|vreselijk(?:e)?|belabberd(?:e)?|onbetrouwbaar|onbetrouwbare",
    fails: "werkt\\s+niet|crasht|loopt\\s+vast",
    is: "is|zijn|was|blijft",
    intensifiers: "zo|erg|heel|te|echt|nogal|altijd",
  },
];

const DESCRIBED = "(?:(?:old|own|built-in|default|stock|native|eigene[nrs]?|propre|propia|proprio|própri[oa])\\s+)?";

function patterns({ bad, fails, is, intensifiers }: Language): string[] {
  const intensified = `(?:(?:${intensifiers})\\s+)*`;
  // "so limited and clunky": the bad word may come second.
  const paired = `(?:[\\p{L}-]+\\s+(?:and|or|und|oder|et|ou|y|o|e|en|of)\\s+)?`;
  return [
    // "the awful iOS keyboard", "die langsame Apple-App", "de trage iPhone"
    `(?:${bad})\\s+${DESCRIBED}${APPLE}${WORD_END}`,
    // "iCloud sync is unreliable", "Apple Maps ist total umständlich", "l'app d'Apple est si lente"
    `${APPLE}(?:\\s+${W}){0,2}?\\s+(?:${is})\\s+${intensified}${paired}(?:${bad})${WORD_END}`,
    // "Apple's clunky Health app", "Apples umständliche Health-App", "d'Apple, si compliquée", "el iPhone lento"
    `${APPLE},?\\s+${DESCRIBED}${intensified}(?:${bad})${WORD_END}`,
    // "iOS 17 broke background sync", "iCloud stürzt ständig ab"
    `${APPLE}(?:\\s+${W}){0,2}?\\s+(?:${fails})${WORD_END}`,
  ];
}

// Every pattern starts a word: one check in front of them all, not one each (see phrases.ts).
const LATIN = new RegExp(`${WORD_START}(?:${LANGUAGES.flatMap(patterns).join("|")})`, "giu");

// fastlane's own ("ios bug", "slow iphone"), Apple's bugs in our languages, and blame.
const BLAME = new RegExp(
  `${WORD_START}(?:(?:ios|apple|iphone|ipad|icloud)[\\s-](?:bugs?|fehler|glitch(?:es)?)|bugs?\\s+(?:in|of|d['’]|de|do|di|van)\\s*(?:ios|apple|iphone|icloud)|(?:blame|schuld\\s+ist|la\\s+faute\\s+(?:d['’]|à)|culpa\\s+de|colpa\\s+di)\\s*(?:ios|apple)|(?:apple|ios)['’]s\\s+fault)${WORD_END}|(?:iOS|Apple|iPhone)(?:の|的|\\s)?(?:バグ|不具合|错误|漏洞|버그)`,
  "iu",
);

// Chinese, Japanese and Korean: a bad word within a few characters after the product, in one clause.
const CJK = new RegExp(
  `${APPLE}[^。！？!?,，、\\n]{0,12}?(?:最悪|使いにくい|ひどい|酷い|遅い|ダメ|使えない|バグだらけ|不便|クソ|ゴミ|糟糕|很烂|太烂|难用|垃圾|太慢|不好用|没用|差劲|최악|불편|느려|느린|쓰레기|엉망|형편없|쓸모없)`,
  "iu",
);

// "apple" in lower case, and no product of Apple's named: the fruit ("a bad apple").
const FRUIT = /(?<![\p{L}])apples?(?![\p{L}])/u;
const PRODUCT =
  /(?<![\p{L}])(?:Apple|APPLE|iOS|IOS|ios|iPadOS|macOS|watchOS|iPhones?|iphone|iPads?|ipad|Siri|iCloud|icloud|Safari|WebKit|FaceTime|AirPods|HealthKit|App\s+Store)(?![\p{L}])/u;
const aboutTheFruit = (passage: string) => FRUIT.test(passage) && !PRODUCT.test(passage);

/** The first passage that speaks badly of Apple's products, as written; undefined when none does. */
export function negativeAppleSentimentIn(text: string): string | undefined {
  for (const [passage] of text.matchAll(LATIN)) {
    // "apple" written in lower case is the fruit ("a bad apple").
    if (!aboutTheFruit(passage)) return passage;
  }
  return BLAME.exec(text)?.[0] ?? CJK.exec(text)?.[0];
}
