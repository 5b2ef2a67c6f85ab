/**
 * The texts App Store Connect localizes for an app, named once: the app information's three and a
 * version's six, their labels, which hold a URL, and their limits (`STORE_TEXT_LIMITS`, beside
 * this). The API's schemas, the agent and the dashboard take their names, labels and limits from
 * here. Plain values: the browser imports it too.
 */
import { STORE_TEXT_LIMITS } from "./store-text";

/** The texts of an app info localization, in the order the API lists them. */
export const APP_INFO_FIELDS = ["name", "subtitle", "privacyPolicyUrl"] as const;
export type AppInfoField = (typeof APP_INFO_FIELDS)[number];

/** The texts of a version localization, in the order the API lists them. */
export const VERSION_TEXT_FIELDS = ["description", "keywords", "promotionalText", "whatsNew", "marketingUrl", "supportUrl"] as const;
export type VersionTextField = (typeof VERSION_TEXT_FIELDS)[number];

export type StoreTextField = AppInfoField | VersionTextField;

export const STORE_TEXT_FIELD_LABELS: Record<StoreTextField, string> = {
  name: "Name",
  subtitle: "Subtitle",
  privacyPolicyUrl: "Privacy policy URL",
  description: "Description",
  keywords: "Keywords",
  promotionalText: "Promotional text",
  whatsNew: "What's new",
  marketingUrl: "Marketing URL",
  supportUrl: "Support URL",
};

/** The texts that hold an address (checked as http(s) URLs, not as prose). */
export const URL_FIELDS: ReadonlySet<StoreTextField> = new Set(["marketingUrl", "supportUrl", "privacyPolicyUrl"]);

/** The app's name needs at least this many characters (and at most its limit). */
export const MIN_NAME_LENGTH = 2;

export const isAppInfoField = (field: string): field is AppInfoField => (APP_INFO_FIELDS as readonly string[]).includes(field);

/** The limits of these fields, in the field's unit (`lengthUnit`). */
export function limitsOf<F extends StoreTextField>(fields: readonly F[]): { readonly [K in F]: (typeof STORE_TEXT_LIMITS)[K] } {
  return Object.fromEntries(fields.map((field) => [field, STORE_TEXT_LIMITS[field]])) as { [K in F]: (typeof STORE_TEXT_LIMITS)[K] };
}

/** The labels of these fields, in their order (for a table or a form that lists them). */
export function labelsOf<F extends StoreTextField>(fields: readonly F[]): Record<F, string> {
  return Object.fromEntries(fields.map((field) => [field, STORE_TEXT_FIELD_LABELS[field]])) as Record<F, string>;
}
