import ar from "naughty-words/ar.json";
import de from "naughty-words/de.json";
import en from "naughty-words/en.json";
import es from "naughty-words/es.json";
import fr from "naughty-words/fr.json";
import it from "naughty-words/it.json";
import ja from "naughty-words/ja.json";
import ko from "naughty-words/ko.json";
import nl from "naughty-words/nl.json";
import pt from "naughty-words/pt.json";
import tr from "naughty-words/tr.json";
import zh from "naughty-words/zh.json";

/**
 * The curse-word lists the precheck reads: the LDNOOBW lists (`naughty-words`, CC-BY-4.0, curated by
 * people per language; the multilingual lists on npm that are larger are machine translations that
 * hold "login" and "shopping cart") with our corrections on top:
 *
 * - `MISSING`: swear words the lists lack that App Store texts and replies must not carry (クソ, joder,
 *   klote, 존나…);
 * - `INNOCENT`: entries whose everyday meaning is not offensive, which a store text or a reply uses
 *   ("pédale" a pedal, "pompa" a pump, "挿入" insert, "成人" adult, "comer" to eat, "strap on" a
 *   helmet): they made warnings a person had to wave through.
 */

const LISTS: Record<string, readonly string[]> = { ar, de, en, es, fr, it, ja, ko, nl, pt, tr, zh };

const MISSING: Record<string, readonly string[]> = {
  en: ["fucked", "fucker", "fuckers", "motherfucking", "dickhead", "dumbass", "jackass", "asshat", "crap", "crappy", "damn", "wtf", "stfu"],
  de: [
    "beschissen",
    "beschissene",
    "beschissener",
    "scheiß",
    "scheiss",
    "scheisse",
    "verdammt",
    "verdammte",
    "verdammter",
    "arschlöcher",
    "fick dich",
    "leck mich",
    "drecksapp",
  ],
  fr: ["merdique", "ta gueule", "niquer", "nique", "chiant", "chiante", "enculés", "bordel de merde"],
  es: ["joder", "jodido", "jodida", "carajo", "puta madre", "cabrones", "hostia", "pendejos", "mierdas"],
  it: ["cazzi", "stronzi", "fottuto", "fottuta", "cazzate", "puttanata"],
  pt: ["fodido", "fodida", "porcaria", "caralhos", "merdas"],
  nl: ["klote", "kolere", "tering", "tyfus", "godverdomme", "kutapp"],
  ja: ["クソ", "ちくしょう", "畜生", "くたばれ", "死ね", "ふざけんな", "バカ野郎", "ばかやろう"],
  zh: ["卧槽", "草泥马", "狗屎", "混蛋", "去死", "滚蛋"],
  ko: ["시발", "ㅅㅂ", "존나", "좆같", "지랄", "엿먹어", "닥쳐"],
};

const INNOCENT: Record<string, readonly string[]> = {
  en: [
    "suck",
    "escort",
    "domination",
    "xx",
    "snatch",
    "tied up",
    "taste my",
    "girl on",
    "big black",
    "hot chick",
    "tight white",
    "tongue in a",
    "scat",
    "mong",
    "poof",
    "fingering",
    "hardcore",
    "hard core",
    "kinky",
    "shrimping",
    "skeet",
    "snowballing",
    "twinkie",
    "jelly donut",
    "bung hole",
    "strap on",
    "how to kill",
    "ball kicking",
    "make me come",
    "swinger",
    "juggs",
  ],
  de: ["popel", "mufti", "bonze", "möpse", "rosette", "kimme", "nackt"],
  fr: ["folle", "gerbe", "jouir", "meuf", "tanche", "ramoner", "baiser", "bourré", "bourrée", "pédale", "péter"],
  es: ["asesinato", "asno", "concha", "drogas", "heroína", "infierno", "martillo", "orina", "trio", "maciza", "chupetón", "racista"],
  it: [
    "battere",
    "biga",
    "brinca",
    "cadavere",
    "cozza",
    "fava",
    "monta",
    "montare",
    "nave scuola",
    "pesce",
    "pompa",
    "quaglia",
    "regina",
    "sbattere",
    "sega",
    "spagnola",
    "tirare",
    "vacca",
    "vangare",
    "bagnarsi",
    "pisello",
    "pistolotto",
    "rizzarsi",
  ],
  pt: [
    "aborto",
    "amador",
    "aranha",
    "ariano",
    "bissexual",
    "burro",
    "cerveja",
    "chupar",
    "comer",
    "consolo",
    "frango assado",
    "gozar",
    "grelho",
    "heroína",
    "heterosexual",
    "homosexual",
    "lésbica",
    "homem gay",
    "inferno",
    "mama",
    "pau",
    "pinto",
    "saco",
    "torneira",
    "passar um cheque",
  ],
  nl: [
    "anita",
    "asbak",
    "balen",
    "bekken",
    "beurt",
    "buffelen",
    "de hond uitlaten",
    "flikken",
    "gat",
    "gras maaien",
    "griet",
    "hol",
    "kanen",
    "knor",
    "matje",
    "muts",
    "nicht",
    "paal",
    "palen",
    "poot",
    "pot",
    "remsporen",
    "schatje",
    "spuiten",
    "standje",
    "stootje",
    "toeter",
    "zuigen",
    "johny",
    "del",
    "boemelen",
    "slempen",
    "reutelen",
    "raaskallen",
    "vergallen",
  ],
  ja: [
    "いたずら",
    "エスコート",
    "グロ",
    "しばり",
    "スリット",
    "なめ",
    "ファンタジー",
    "フック",
    "ラバー",
    "レズビアン",
    "人種",
    "女の子",
    "嫌い",
    "支配",
    "拷問",
    "殺人事件",
    "奴隷",
    "誘惑",
    "平手打ち",
    "噴出",
    "挿入",
    "両性",
    "女王様",
    "女子高生",
    "女装",
    "毛深い",
    "卍",
    "宦官",
    "カント",
    "ラティーナ",
    "ハードコア",
    "フィスト",
    "ファンタジー",
    "縛り",
    "足を広げる",
  ],
  zh: ["13点", "九游", "刚度", "卵子", "处女", "成人", "激情", "祖宗", "私服", "老二", "老母", "月经", "你老闆", "你全家", "靠背"],
  ko: ["노모", "망가", "유모", "야사", "하드코어"],
};

/** One language's curse words, lower case, without the innocent ones, with the missing ones. */
export function curseWordList(language: string): string[] {
  const innocent = new Set((INNOCENT[language] ?? []).map((word) => word.toLowerCase()));
  return [...new Set([...(LISTS[language] ?? []), ...(MISSING[language] ?? [])].map((word) => word.trim().toLowerCase()))].filter(
    (word) => /\p{L}/u.test(word) && !innocent.has(word),
  );
}

export const CURSE_LANGUAGES = Object.keys(LISTS);
