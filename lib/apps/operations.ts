import { z } from "zod";

import { STORE_ERRORS } from "@/lib/apps/store-errors";
import { defineOperation } from "@/lib/http/operation";

import {
  app,
  appParams,
  credentials,
  deleteAppQuery,
  pullIntervalInput,
  registerAppInput,
  replaceCredentialsInput,
  storeSandbox,
  syncStarted,
  versionsToKeepInput,
  wordLists,
  wordListsInput,
  listAppsQuery,
  moveAppInput,
} from "./schemas";

const apps: ["Apps"] = ["Apps"];
const creds: ["Credentials"] = ["Credentials"];

export const registerApp = defineOperation({
  operationId: "registerApp",
  method: "post",
  path: "/apps",
  summary: "Register an app",
  description:
    "Checks the key by reading the app from App Store Connect (its name comes from there), stores the app, and starts a first sync. Nothing is stored when the store refuses. " +
    "The key is a team resource: give `credentialId` for one the team stores (`GET /teams/{teamId}/credentials`; another team's answers `404`), or the key itself, which the team then stores once (encrypted) for every app that uses it. " +
    "The plan limits the apps registered at once: one more is `402 quota_exceeded` (feature `apps`, `resetsAt` null).",
  tags: apps,
  access: "user",
  idempotent: true,
  body: registerAppInput,
  errors: ["not_found", "forbidden", "app_exists", "quota_exceeded", ...STORE_ERRORS, "team_key_limit_reached"],
  responses: { 201: { description: "Registered", schema: app } },
});

export const listApps = defineOperation({
  operationId: "listApps",
  method: "get",
  path: "/apps",
  summary: "The apps the caller can see across their teams, most recently updated first",
  description: "Each with its `teamId`; `?teamId=` lists one team's only.",
  tags: apps,
  access: "user",
  bound: "the apps of your teams: at most 50 teams, each within its plan's app limit",
  query: listAppsQuery,
  responses: { 200: { description: "All of them", schema: z.object({ items: z.array(app) }) } },
});

export const getApp = defineOperation({
  operationId: "getApp",
  method: "get",
  path: "/apps/{appId}",
  summary: "An app with its sync settings, retention and last sync",
  tags: apps,
  access: "user",
  params: appParams,
  errors: ["not_found"],
  responses: { 200: { description: "The app", schema: app } },
});

export const moveApp = defineOperation({
  operationId: "moveApp",
  method: "put",
  path: "/apps/{appId}/team",
  summary: "Move an app to another team",
  description:
    "Needs `apps.manage` in both teams (`403` naming it; a team the caller is not in answers `404`). Everything stored for the app moves with it (its data, agent, proposals, history); " +
    "the old team's members no longer see it, and a member limited to it there loses it from their list. A team that already has the same App Store app answers `409 app_exists`. The app counts against the new team's plan: without room there, `402 quota_exceeded` (feature `apps`); " +
    "both teams' plans are applied again (an app the old team had paused beyond its limit may resume). Both teams' audit logs record it. Moving to its own team changes nothing.",
  tags: apps,
  access: "user",
  params: appParams,
  body: moveAppInput,
  errors: ["not_found", "app_exists", "quota_exceeded", "team_key_limit_reached"],
  responses: { 200: { description: "The app, in its new team", schema: app } },
});

export const deleteApp = defineOperation({
  operationId: "deleteApp",
  method: "delete",
  path: "/apps/{appId}",
  summary: "Delete an app and everything stored for it",
  description:
    "`confirmationName` must equal the app's name exactly, else `400 confirmation_mismatch` and nothing is deleted. Its background runs are cancelled.",
  tags: apps,
  access: "user",
  params: appParams,
  query: deleteAppQuery,
  errors: ["not_found", "confirmation_mismatch"],
  responses: { 204: { description: "Deleted" } },
});

export const updatePullInterval = defineOperation({
  operationId: "updatePullInterval",
  method: "patch",
  path: "/apps/{appId}/pull-interval",
  summary: "Set the automatic sync interval",
  description:
    "An interval shorter than the plan allows is `402 quota_exceeded` (feature `sync_interval`, `limit` the shortest allowed, `used` the interval asked for) and changes nothing.",
  tags: apps,
  access: "user",
  ifMatch: true,
  params: appParams,
  body: pullIntervalInput,
  errors: ["not_found", "quota_exceeded"],
  responses: { 200: { description: "The app", schema: app } },
});

export const updateVersionsToKeep = defineOperation({
  operationId: "updateVersionsToKeep",
  method: "patch",
  path: "/apps/{appId}/versions-to-keep",
  summary: "Set how many versions syncs keep",
  tags: apps,
  access: "user",
  ifMatch: true,
  params: appParams,
  body: versionsToKeepInput,
  errors: ["not_found"],
  responses: { 200: { description: "The app", schema: app } },
});

export const getCredentials = defineOperation({
  operationId: "getCredentials",
  method: "get",
  path: "/apps/{appId}/credentials",
  summary: "The app's key metadata (never the key)",
  tags: creds,
  access: "user",
  params: appParams,
  errors: ["not_found"],
  responses: { 200: { description: "Key metadata", schema: credentials } },
});

export const replaceCredentials = defineOperation({
  operationId: "replaceCredentials",
  method: "put",
  path: "/apps/{appId}/credentials",
  summary: "Give the app another key",
  description:
    "The new key is checked against App Store Connect (reading this app) before it is saved; a refused key changes nothing. It joins the team's keys (or is one the team stores); the team's other apps keep theirs. To rotate a key for every app that uses it, `PUT /teams/{teamId}/credentials/{credentialId}`.",
  tags: creds,
  access: "user",
  params: appParams,
  body: replaceCredentialsInput,
  errors: ["not_found", ...STORE_ERRORS, "team_key_limit_reached"],
  responses: { 200: { description: "Key metadata", schema: credentials } },
});

export const verifyCredentials = defineOperation({
  operationId: "verifyCredentials",
  method: "post",
  path: "/apps/{appId}/credentials/verify",
  summary: "Check the stored key against App Store Connect now",
  tags: creds,
  access: "user",
  params: appParams,
  errors: ["not_found", ...STORE_ERRORS],
  responses: { 200: { description: "Accepted; `verifiedAt` updated", schema: credentials } },
});

const taskLocation = { Location: { description: "The sync task to follow (`GET /tasks/{taskId}`).", schema: { type: "string" as const } } };

export const syncApp = defineOperation({
  operationId: "syncApp",
  method: "post",
  path: "/apps/{appId}/sync",
  summary: "Sync the app's store data now",
  description:
    "Starts a sync task (or joins the one already queued or running) and answers at once with the task, at `Location` (`GET /tasks/{taskId}`). " +
    "Starting one takes a unit of the plan's daily `manual_syncs` (joining takes none); with none left, `402 quota_exceeded` and nothing starts. " +
    "An app paused by the plan (`suspendedAt` set) is `402 quota_exceeded` (feature `apps`). `GET /apps/{appId}/pull` does the same.",
  tags: ["Apps"],
  access: "user",
  idempotent: true,
  params: appParams,
  errors: ["not_found", "quota_exceeded"],
  responses: { 202: { description: "Started or joined", schema: syncStarted, headers: taskLocation } },
});

export const pullApp = defineOperation({
  operationId: "pullApp",
  method: "get",
  path: "/apps/{appId}/pull",
  summary: "Sync the app's store data now (the older form of `POST /apps/{appId}/sync`)",
  description:
    "The same as `POST /apps/{appId}/sync`, kept for clients written against it. " +
    "Starts a sync task (or joins the one already queued or running) and answers at once; follow it at `Location` (`GET /tasks/{taskId}`). " +
    "Starting one takes a unit of the plan's daily `manual_syncs` (joining takes none); with none left, `402 quota_exceeded` and nothing starts. " +
    "An app paused by the plan (`suspendedAt` set) is `402 quota_exceeded` (feature `apps`). " +
    "Although a GET, it changes something and is treated as a write: a `read` token gets `403 insufficient_scope`; " +
    "with the session cookie it must say `Content-Type: application/json` and come from this site (`403 csrf_failed`); `HEAD` answers `405`.",
  tags: ["Apps"],
  access: "user",
  changesState: true,
  params: appParams,
  errors: ["not_found", "quota_exceeded", "insufficient_scope", "csrf_failed"],
  responses: { 202: { description: "Started or joined", schema: syncStarted, headers: taskLocation } },
});

export const getStoreSandbox = defineOperation({
  operationId: "getStoreSandbox",
  method: "get",
  path: "/store-sandbox",
  summary: "Your own sandbox of the built-in App Store Connect simulator",
  description:
    "Only when the service runs its built-in simulator (no real store configured), else `404 not_found`. " +
    "Each account has a demo publisher of its own: the same apps, but what one account changes there (through the service or directly at `baseUrl`), nobody else sees. " +
    "Apps you register with the public demo keys (or with this key) live in it. `baseUrl` is its private address (do not share it), and over HTTP it answers only to a JWT signed with the key given here, its own, never to the public demo keys; its images are served at addresses of their own, one per image. " +
    "Plain `/store-sim` is a public sandbox no account's apps use.",
  tags: apps,
  access: "user",
  errors: ["not_found"],
  responses: { 200: { description: "The sandbox, its own key and the demo publisher's apps", schema: storeSandbox } },
});

export const getWordLists = defineOperation({
  operationId: "getWordLists",
  method: "get",
  path: "/apps/{appId}/word-lists",
  summary: "The app's word lists for the content precheck",
  description:
    "Forbidden words, competitors' names and required words, checked in everything that leaves for the store under the publisher's name: the agent's proposals, edits of store texts and review replies. `allowedDomains` are where links may point.",
  tags: apps,
  access: "user",
  params: appParams,
  errors: ["not_found"],
  responses: { 200: { description: "The word lists", schema: wordLists } },
});

export const updateWordLists = defineOperation({
  operationId: "updateWordLists",
  method: "patch",
  path: "/apps/{appId}/word-lists",
  summary: "Change the app's word lists",
  description:
    "Replaces the lists given (each up to 100 entries of up to 100 characters; duplicates, ignoring case, are dropped); lists left out keep their entries. They apply from the next check on.",
  tags: apps,
  access: "user",
  ifMatch: true,
  params: appParams,
  body: wordListsInput,
  errors: ["not_found"],
  responses: { 200: { description: "The word lists", schema: wordLists } },
});
