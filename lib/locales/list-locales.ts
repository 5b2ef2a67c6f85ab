import { ASC_LOCALES, localeName } from "@/lib/store/locales";

const items = ASC_LOCALES.map((code) => ({ locale: code, name: localeName(code) }));

/** App Store Connect's locales with English display names, in ASC's order. */
export const listLocales = () => ({ items });
