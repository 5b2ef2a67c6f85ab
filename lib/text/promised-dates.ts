import * as chrono from "chrono-node";

import { WORD_END, WORD_START } from "./phrases";

/**
 * Dates a text promises: a future date, weekday or period *with a commitment* — a deadline word
 * before it ("by Friday", "bis Freitag", "d'ici vendredi", "até sexta", "uiterlijk vrijdag",
 * "金曜日までに"), or in its sentence a promise of the publisher's ("we will", "wir werden", "nous
 * corrigerons", "arreglaremos", "修正します", "将推出", "출시 예정") or a delivery word next to it
 * ("available next week", "kommt nächste Woche", "disponível na próxima semana"). A date that only
 * describes something ("Tomorrow's weather forecast", "Plan next week's hike", "what blooms in May
 * and June", "明日の天気", "Demain matin, partez tôt") promises nothing. "The next update" promises
 * on its own.
 *
 * Dates are found by chrono (`chrono-node`: en, de, fr, es, it, pt, nl, ja, zh) and, for what its
 * parsers miss (来週, 下个月, "próxima semana", Korean), a table of relative periods below.
 */

/**
 * `\\b` in the patterns below, for every alphabet (JavaScript's own \\b knows ASCII letters only: not
 * "amanhã"). Every `\\b` here stands at a word's start (at a pattern's start, after `|` or `(`) or
 * at its end, so each is one look to one side: with a boundary that looked both ways at every
 * position, the table's pattern took 213 ms on 12,000 flag emoji units; one-sided, 20 ms on the costliest
 * shape measured (12,000 combining marks).
 */
const unicodeWords = (source: string) =>
  source.replace(/(^|[|(:])\\b|\\b/g, (_, before: string | undefined) => (before !== undefined ? `${before}${WORD_START}` : WORD_END));

type Parser = { parse: typeof chrono.en.casual.parse };
const PARSERS: Record<string, Parser> = {
  en: chrono.en.casual,
  de: chrono.de.casual,
  fr: chrono.fr.casual,
  es: chrono.es.casual,
  it: chrono.it.casual,
  pt: chrono.pt.casual,
  nl: chrono.nl.casual,
  ja: chrono.ja.casual,
  zh: chrono.zh.hans.casual,
};

const NUMBER =
  "(?:\\d+|a|an|one|two|three|a few|few|ein|eine|einem|einer|zwei|drei|wenigen|quelques|deux|trois|unos|unas|pocos|dos|tres|alcuni|pochi|due|tre|alguns|poucos|dois|três|een paar|enkele|twee|drie)";
/** Periods and releases ahead, in the languages we write (the parsers' gaps). */
const RELATIVE = new RegExp(
  unicodeWords(
    [
      // en
      String.raw`\b(?:next|this coming|this|later this|the end of (?:the|this)|end of (?:the|this))\s+(?:week|weekend|month|year|spring|summer|fall|autumn|winter|quarter)\b`,
      String.raw`\b(?:in|within)\s+(?:the\s+(?:coming|next)\s+)?${NUMBER}?\s*(?:days?|weeks?|months?)\b`,
      String.raw`\b(?:early|mid|late)[\s-]+20\d\d\b|\bQ[1-4](?:\s+20\d\d)?\b|\btomorrow\b`,
      // de
      String.raw`\b(?:nächste[nrsm]?|kommende[nrsm]?|diese[nrsm]?|übernächste[nrsm]?)\s+(?:woche|wochenende|monat|monats|jahr|jahres|sommer|herbst|winter|frühling)\b`,
      String.raw`\b(?:in|binnen|innerhalb)\s+${NUMBER}?\s*(?:tagen|wochen|monaten)\b|\bende\s+(?:der\s+woche|des\s+monats|des\s+jahres)\b|\b(?<!(?:guten|jeden|am|heute|diesen|einen|schönen|goede|elke)\s)(?:über)?morgen\b`,
      // fr
      String.raw`\b(?:la\s+semaine|le\s+mois|l'année|l’année|le\s+week-end)\s+prochaine?\b|\b(?:cet|cette|ce)\s+(?:été|automne|hiver|printemps|mois|semaine|week-end)\b`,
      String.raw`\bdans\s+${NUMBER}\s+(?:jours|semaines|mois)\b|\bfin\s+(?:du\s+mois|de\s+l'année|de\s+l’année|de\s+la\s+semaine)\b|\b(?:après-)?demain\b`,
      // es, it, pt
      String.raw`\b(?:la\s+)?(?:próxima|proxima|prossima)\s+(?:semana|settimana)\b|\b(?:el|il|o|no)?\s*(?:próximo|proximo|prossimo)\s+(?:mes|mese|mês|año|anno|ano|verano|estate|verão)\b`,
      String.raw`\bsemana\s+que\s+vem\b|\bmês\s+que\s+vem\b|\b(?:pasado\s+)?mañana\b|\b(?:dopo)?domani\b|\b(?:depois\s+de\s+)?amanhã\b`,
      String.raw`\b(?:en|entro|em|dentro\s+de|tra|fra)\s+${NUMBER}\s+(?:días|semanas|meses|giorni|settimane|mesi|dias)\b`,
      String.raw`\b(?:este|esta|questo|questa|quest'|quest’)\s*(?:verano|otoño|invierno|primavera|mes|semana|estate|autunno|inverno|mese|settimana|verão|outono|mês)\b`,
      // nl
      String.raw`\b(?:volgende|komende|deze)\s+(?:week|maand|zomer|winter|herfst|lente)\b|\bvolgend\s+jaar\b|\bbinnen\s+${NUMBER}\s+(?:dagen|weken|maanden)\b`,
      // ja, zh, ko
      "明日|明後日|来週|再来週|来月|来年|今週中|今月中|今年中|近日中|週末までに|今夏|今秋|今冬|今春|数日以内|\\d+日以内",
      "明天|后天|下周|下星期|下个?月|明年|本周内|本月内|几天内|\\d+天内|今年夏天|今年年底",
      "내일|모레|다음\\s?주|다음\\s?달|내년|이번\\s?주|이번\\s?달|[월화수목금토일]요일|\\d{1,2}월\\s?\\d{1,2}일|\\d+일\\s?(?:이내|안에)",
    ].join("|"),
  ),
  "giu",
);

/** A release ahead: promises on its own ("in the next update", "im nächsten Update", "次のアップデートで"). */
const NEXT_RELEASE = new RegExp(
  unicodeWords(
    [
      String.raw`\b(?:in|with|for)\s+(?:the|an?)\s+(?:next|upcoming|coming|future)\s+(?:update|release|version)\b`,
      String.raw`\b(?:im|mit\s+dem|beim)\s+(?:nächsten|kommenden)\s+(?:update|release)\b|\bin\s+der\s+(?:nächsten|kommenden)\s+version\b`,
      String.raw`\b(?:dans|avec)\s+la\s+(?:prochaine|future)\s+(?:mise\s+à\s+jour|version)\b`,
      String.raw`\b(?:en|con)\s+la\s+(?:próxima|proxima|siguiente)\s+(?:actualización|versión)\b`,
      String.raw`\b(?:nel|con\s+il)\s+prossimo\s+aggiornamento\b|\bnella\s+prossima\s+versione\b`,
      String.raw`\bna\s+próxima\s+(?:atualização|versão)\b|\bno\s+próximo\s+update\b`,
      String.raw`\b(?:in|met|bij)\s+de\s+(?:volgende|komende)\s+(?:update|versie)\b`,
      "次(?:回)?の?(?:アップデート|バージョン|更新|リリース)|次期バージョン",
      "下一?个?版本|下次更新|下一次更新|下个更新",
      // (In it: "다음 업데이트에서"; "the team planning the next update" promises nothing.)
      "다음\\s?(?:업데이트|버전)\\s?(?:에서|에|부터)",
    ].join("|"),
  ),
  "iu",
);

/** A version named after "in": a promise only with a commitment ("fixed in version 2.0"; "New in version 2.0" is What's New). */
const IN_VERSION = new RegExp(
  unicodeWords(
    String.raw`\b(?:in|with|im|in\s+der|dans\s+la|en\s+la|nella|na|in\s+de)\s+(?:version|versie|versión|versione|versão|v)\s?\d+(?:\.\d+)+|バージョン\s?\d+(?:\.\d+)+|版本\s?\d+(?:\.\d+)+|버전\s?\d+(?:\.\d+)+`,
  ),
  "giu",
);

/** The deadline words: "by", "bis", "d'ici", "até", "uiterlijk"… */
const DEADLINE_WORDS = String.raw`(?:\bby|\bbefore|\bno\s+later\s+than|\bbis(?:\s+spätestens|\s+zum|\s+zur)?|\bspätestens|\bd['’]ici|\bavant|\bpara\s+el|\bantes\s+d(?:e|el)|\ba\s+más\s+tardar|\bentro|\bprima\s+di|\baté|\buiterlijk|\bvóór)`;
const DEADLINE_BEFORE = new RegExp(
  unicodeWords(
    DEADLINE_WORDS + String.raw`(?:\s+(?:the|le|la|el|o|a|de|der|die|dem|den|end\s+of(?:\s+the)?|ende|fin|finales\s+de|fine|eind))*\s*$`,
  ),
  "iu",
);
const DEADLINE_AFTER_WORDS = "までに|まで|頃|ごろ|中に|之前|以前|前|까지|전에|중에";
const DEADLINE_AFTER = new RegExp(`^\\s*(?:${DEADLINE_AFTER_WORDS})`, "u");
const POSSESSIVE_AFTER = /^(?:['’]s\b|の|的|의)/u;

/** Promises of the publisher's, anywhere in the sentence. */
const PROMISE = new RegExp(
  unicodeWords(
    [
      // en
      String.raw`\bwe(?:['’]ll|\s+will|\s+shall|\s+are\s+going\s+to|['’]re\s+going\s+to|\s+plan\s+to|\s+aim\s+to|\s+expect\s+to|\s+hope\s+to|\s+intend\s+to|\s+promise)\b|\bi(?:['’]ll|\s+will)\b`,
      String.raw`\b(?:will|['’]ll)\s+be\s+(?:fixed|available|ready|released|out|live|added|back|shipped|resolved|launched|included|supported)\b`,
      String.raw`\b(?:fix(?:es|ed|ing)?|resolv(?:e|es|ed|ing)|ship(?:s|ped|ping)?|releas(?:e|es|ed|ing)|launch(?:es|ed|ing)?|roll(?:s|ed|ing)?\s+out|arriv(?:e|es|ing)|deliver(?:s|ed|ing)?|lands|coming|promised?|guaranteed?)\b`,
      // de
      String.raw`\bwir\s+(?:werden|wollen|planen|liefern|beheben|bringen|veröffentlichen|reichen)\b|\bwerden\s+wir\b|\bwird\s+(?:\p{L}+\s+){0,3}?(?:behoben|verfügbar|veröffentlicht|erscheinen|kommen|nachgereicht|ausgeliefert|ergänzt|hinzugefügt)\b`,
      String.raw`\b(?:beheben|behoben|erscheint|erscheinen|veröffentlich\p{L}*|ausgeliefert|nachreichen|korrigier\p{L}*|liefern|versprochen)\b`,
      // fr
      String.raw`\bnous\s+(?:allons|prévoyons|comptons)\b|\bon\s+va\b|\b\p{L}{2,}(?:erons|irons)\b|\b(?:ferons|serons|aurons|pourrons|mettrons|prendrons)\b`,
      String.raw`\b(?:corrig\p{L}*|résolu\p{L}*|sortira|publier\p{L}*|lancement|déploi\p{L}*|livr(?:é|ée|és|era|erons)|arrivera|seront?\s+(?:disponibles?|prête?s?|corrigée?s?|ajoutée?s?))\b`,
      // es, pt
      String.raw`\bvamos\s+a\s+(?:corregir|arreglar|lanzar|añadir|agregar|solucionar|publicar|sacar|incluir)\b|\bvamos\s+(?:corrigir|lançar|adicionar|resolver|liberar|publicar|trazer)\b`,
      String.raw`\b\p{L}{2,}(?:aremos|eremos|iremos)\b|\b(?:haremos|tendremos|pondremos|saldremos|podremos|faremos|teremos|poremos)\b`,
      String.raw`\b(?:corregi\p{L}*|arregl\p{L}*|solucionar\p{L}*|lanzamiento|llegará\p{L}*|saldrá\p{L}*|estarán?\s+(?:disponibles?|listos?|listas?)|corrig\p{L}*|resolv\p{L}*|lançamento|chegará\p{L}*|sairá|estar(?:á|ão)\s+(?:disponíve(?:l|is)|prontos?|prontas?)|correção)\b`,
      // it
      String.raw`\b\p{L}{2,}(?:eremo|iremo|aremo)\b|\b(?:faremo|avremo|saremo|potremo|metteremo)\b|\b(?:sistemato|sistemata|sistemare|corregg\p{L}*|corrett[oa]|risolt[oa]|risolvere|rilasc\p{L}*|arriverà|uscirà|sarà\s+(?:disponibile|pronto|pronta))\b`,
      // nl
      String.raw`\bwe\s+(?:gaan|zullen|lossen|brengen|voegen|komen)\b|\b\p{L}+en\s+we\b|\bwordt\s+(?:\p{L}+\s+){0,3}?(?:opgelost|verholpen|uitgebracht|toegevoegd|beschikbaar)\b|\b(?:opgelost|verholpen|uitgebracht|lanceren)\b`,
      // ja, zh, ko
      "(?:修正|対応|改善|追加|実装|公開|配信|リリース|提供|解消|解決)(?:いたします|します|されます|する予定|される予定|を予定|予定)|予定(?:です|しています|しております|となります)|見込みです|お届けします",
      "我们(?:将|会|要|计划|预计|打算)|将(?:会)?(?:修复|发布|推出|上线|支持|提供|解决)|会(?:修复|推出|上线|解决)|预计(?:将|会)?(?:在|于)|计划(?:在|于)",
      "(?:수정|해결|출시|추가|지원|제공|업데이트|개선|반영)(?:하겠습니다|할\\s?예정|될\\s?예정|됩니다|할게요|해\\s?드리겠습니다)|예정입니다|예정이에요",
    ].join("|"),
  ),
  "iu",
);

/** Delivery words, next to the date in the same clause ("available next week", "nächste Woche verfügbar"). */
const DELIVERY_NEAR = new RegExp(
  String.raw`(?<![\p{L}])(?:available|coming|arriv(?:e|es|ing)|lands|launching|verfügbar|erhältlich|kommt|kommen|folgt|erscheint|disponibles?|dispo|arrive|arrivent|llega|llegan|disponibile|arriva|arrivano|disponíve(?:l|is)|chega|chegam|beschikbaar|komt)(?![\p{L}])|公開|配信|リリース|登場|対応|提供開始|実装|上线|推出|发布|출시|제공|적용`,
  "iu",
);

const SENTENCE_END = /[.!?。！？\n]/u;
/** Any word that can make a date a promise: a deadline word, a promise, a delivery word. */
const COMMITMENT = new RegExp(`${unicodeWords(DEADLINE_WORDS)}|${DEADLINE_AFTER_WORDS}`, "iu");
const SENTENCES = /[^.!?。！？\n]+[.!?。！？\n]*|[.!?。！？\n]+/gu;

/**
 * `text` with every sentence that has no word of commitment blanked out (spaces, so every position
 * stays where it was): only a date in such a sentence can be a promise, and the date parsers, the
 * costliest part of the check, then read only those.
 */
const committingSentences = (text: string) =>
  text.replace(SENTENCES, (sentence) =>
    COMMITMENT.test(sentence) || PROMISE.test(sentence) || DELIVERY_NEAR.test(sentence) ? sentence : " ".repeat(sentence.length),
  );

const CLAUSE_BREAK = /[,;:.!?。！？、，：；\n]/u;

interface Mention {
  index: number;
  text: string;
}

/** The sentence around `index`, at most 300 characters each way. */
function sentenceAround(text: string, index: number, length: number): string {
  let start = index;
  while (start > 0 && index - start < 300 && !SENTENCE_END.test(text[start - 1]!)) start--;
  let end = index + length;
  while (end < text.length && end - index < 300 && !SENTENCE_END.test(text[end]!)) end++;
  return text.slice(start, end);
}

/** Up to 30 characters before and after a mention, each cut at a clause break. */
function clauseAround(text: string, mention: Mention): [string, string] {
  const before =
    text
      .slice(Math.max(0, mention.index - 30), mention.index)
      .split(CLAUSE_BREAK)
      .at(-1) ?? "";
  const after = text.slice(mention.index + mention.text.length, mention.index + mention.text.length + 30).split(CLAUSE_BREAK)[0] ?? "";
  return [before, after];
}

const MAX_MENTIONS = 40;
const HOUR = 3600_000;

/** Dates ahead in a text: chrono's (the text's language, English and its script's), then the table's. */
function futureMentions(text: string, language: string, now: Date): Mention[] {
  const languages = new Set(["en", language]);
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) languages.add("ja");
  else if (/\p{Script=Han}/u.test(text)) languages.add("zh");
  const mentions: Mention[] = [];
  const committing = committingSentences(text);
  for (const parser of [...languages].map((code) => PARSERS[code]).filter((parser) => parser !== undefined)) {
    if (committing.trim() === "") break;
    for (const result of parser.parse(committing, now, { forwardDate: true })) {
      const written = result.text.trim();
      // Half a day ahead at least ("now", "in 2 hours", today's times are no promise), and more than a stray abbreviation ("fr", "7 d").
      if (
        result.start.date().getTime() - now.getTime() < 12 * HOUR ||
        written.replace(/[^\p{L}\p{N}]/gu, "").length < (/[^\x00-\x7f]/.test(written) ? 2 : 3)
      )
        continue;
      mentions.push({ index: result.index, text: written });
      if (mentions.length >= MAX_MENTIONS) return mentions;
    }
  }
  for (const match of text.matchAll(RELATIVE)) {
    mentions.push({ index: match.index, text: match[0] });
    if (mentions.length >= MAX_MENTIONS) break;
  }
  return mentions;
}

/**
 * The first date or release a text promises, as written; undefined when it promises none. `text` is
 * normalised (lib/text/text-view.ts) and bounded; `now` is the day the dates count from.
 */
export function promisedDateIn(text: string, locale: string | null | undefined, now = new Date()): string | undefined {
  const release = NEXT_RELEASE.exec(text)?.[0];
  if (release) return release;
  const language = locale?.split(/[-_]/)[0]?.toLowerCase() ?? "en";
  const mentions = [
    ...futureMentions(text, language, now),
    ...[...text.matchAll(IN_VERSION)].map((match) => ({ index: match.index, text: match[0] })),
  ];
  for (const mention of mentions) {
    const [before, after] = clauseAround(text, mention);
    if (DEADLINE_BEFORE.test(before) || DEADLINE_AFTER.test(after)) return mention.text;
    const sentence = sentenceAround(text, mention.index, mention.text.length);
    if (PROMISE.test(sentence)) return mention.text;
    // "Tomorrow's forecast", "明日の天気": a date describing a thing promises only with a promise of its own.
    if (!POSSESSIVE_AFTER.test(after) && (DELIVERY_NEAR.test(before) || DELIVERY_NEAR.test(after))) return mention.text;
  }
  return undefined;
}
