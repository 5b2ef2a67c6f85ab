import type { ReplyLanguage } from "@/lib/text/reply-language";

/**
 * The few words the rules add to a locale's store text, in that locale's language: a
 * promotional line announcing a release, around the locale's own release notes. A language not
 * listed gets no such line.
 */
export const NEW_IN_VERSION: Record<ReplyLanguage, (version: string, news: string) => string> = {
  en: (version, news) => `New in ${version}: ${news}`,
  de: (version, news) => `Neu in ${version}: ${news}`,
  fr: (version, news) => `Nouveautés de la version ${version} : ${news}`,
  es: (version, news) => `Novedades de la versión ${version}: ${news}`,
  it: (version, news) => `Novità della versione ${version}: ${news}`,
  "pt-BR": (version, news) => `Novidades da versão ${version}: ${news}`,
  ja: (version, news) => `バージョン${version}の新機能：${news}`,
  ko: (version, news) => `버전 ${version}의 새로운 기능: ${news}`,
  "zh-Hans": (version, news) => `${version} 版新功能：${news}`,
  ar: (version, news) => `الجديد في الإصدار ${version}: ${news}`,
  nl: (version, news) => `Nieuw in ${version}: ${news}`,
  tr: (version, news) => `${version} sürümünde yeni: ${news}`,
};
