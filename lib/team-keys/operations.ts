import { addEveryAppInput, teamKeyInput } from "@/lib/apps/schemas";
import { STORE_ERRORS } from "@/lib/apps/store-errors";
import { defineOperation } from "@/lib/http/operation";
import { teamParams } from "@/lib/teams/schemas";

import { everyAppAdded, teamKey, teamKeyList, teamKeyParams } from "./schemas";

const tags: ["Teams"] = ["Teams"];

export const listTeamKeys = defineOperation({
  operationId: "listTeamCredentials",
  method: "get",
  path: "/teams/{teamId}/credentials",
  summary: "The team's App Store Connect keys",
  description:
    "Each key once, however many apps use it: key id, issuer, fingerprint, the apps using it, when App Store Connect last accepted it. Never the key itself. Registering an app with `credentialId` uses one.",
  tags,
  access: "user",
  bound: "at most 50, a team's limit",
  params: teamParams,
  responses: { 200: { description: "The team's keys, oldest first", schema: teamKeyList } },
});

export const replaceTeamKey = defineOperation({
  operationId: "replaceTeamCredential",
  method: "put",
  path: "/teams/{teamId}/credentials/{credentialId}",
  summary: "Rotate a key: every app that uses it gets the new one",
  description:
    "The new key must show every app that uses the stored one in App Store Connect (`422 key_misses_apps` otherwise, naming them; `422 store_credentials_invalid` when App Store Connect refuses it); then it replaces the stored key at once for all of them, and each syncs with it. A key the team stores in another row already is `409 key_exists`. Nothing changes on a refusal.",
  tags,
  access: "user",
  params: teamKeyParams,
  body: teamKeyInput,
  responses: { 200: { description: "The key, replaced", schema: teamKey } },
  errors: ["not_found", "key_misses_apps", "key_exists", ...STORE_ERRORS],
});

export const removeTeamKey = defineOperation({
  operationId: "removeTeamCredential",
  method: "delete",
  path: "/teams/{teamId}/credentials/{credentialId}",
  summary: "Forget a key no app uses any more",
  description: "A key apps still use answers `409 key_in_use`.",
  tags,
  access: "user",
  params: teamKeyParams,
  responses: { 204: { description: "Removed" } },
  errors: ["not_found", "key_in_use"],
});

export const addEveryApp = defineOperation({
  operationId: "addEveryAppOfTeamCredential",
  method: "post",
  path: "/teams/{teamId}/credentials/{credentialId}/apps",
  summary: "Register every app the key can see that the team does not have yet",
  description:
    "Reads the key's apps from App Store Connect and registers each one the team lacks with this key, each starting its first sync. The plan must have room for all of them (`402 quota_exceeded`, feature `apps`), or none is registered.",
  tags,
  access: "user",
  idempotent: true,
  params: teamKeyParams,
  body: addEveryAppInput,
  responses: { 200: { description: "The apps registered now (none when the team has them all)", schema: everyAppAdded } },
  errors: ["not_found", "quota_exceeded", "validation_failed", ...STORE_ERRORS],
});
