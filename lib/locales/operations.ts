import { z } from "zod";

import { appParams } from "@/lib/apps/schemas";
import { defineOperation } from "@/lib/http/operation";

import { appLocales, locale } from "./schemas";

const locales: ["Locales"] = ["Locales"];

export const listLocales = defineOperation({
  operationId: "listLocales",
  method: "get",
  path: "/locales",
  summary: "The locales App Store Connect supports, with display names",
  description: "A fixed list, in App Store Connect's order. Codes are spelt exactly as App Store Connect spells them.",
  tags: locales,
  access: "user",
  bound: "one per locale App Store Connect supports (about 40)",
  responses: { 200: { description: "All of them", schema: z.object({ items: z.array(locale) }) } },
});

export const listAppLocales = defineOperation({
  operationId: "listAppLocales",
  method: "get",
  path: "/apps/{appId}/locales",
  summary: "The app's locales and how complete each one's metadata is",
  description:
    "As of the last sync. Each locale of the editable version (else the newest kept version) or of the app info's localizations (the editable app info, else the live one), primary locale first, then by code. `name`, `subtitle` and `privacyPolicyUrl` come from the app info localization, the other fields from the version localization.",
  tags: locales,
  access: "user",
  bound: "one per locale App Store Connect supports (about 40)",
  params: appParams,
  errors: ["not_found"],
  responses: { 200: { description: "The app's locales", schema: appLocales } },
});
