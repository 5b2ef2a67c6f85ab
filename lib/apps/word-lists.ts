import "server-only";

import { db } from "@/lib/db/client";
import { etagOf } from "@/lib/http/etag";

import { appContentRules } from "./content-precheck";
import { getAppOrThrow } from "./find-app";

/** The lists `PATCH …/word-lists` edits, as the caller reads them: what their ETag is the hash of, and `If-Match` is held to. */
export async function wordListsNow(userId: string, appId: string) {
  return (await readWordLists(userId, appId)).lists;
}

/** The owner's word lists for the content precheck, with the domains links may point to. */
export async function getWordLists(userId: string, appId: string) {
  const { lists, allowedDomains } = await readWordLists(userId, appId);
  return { ...lists, allowedDomains, etag: etagOf(lists) };
}

async function readWordLists(userId: string, appId: string) {
  const app = await getAppOrThrow(userId, appId);
  const { forbiddenWords, competitors, requiredWords, allowedDomains } = await appContentRules(app.id);
  return { lists: { forbiddenWords, competitors, requiredWords }, allowedDomains };
}

/** Each entry once, ignoring case, in the order given. */
const distinct = (list: string[]) => list.filter((word, index) => list.findIndex((w) => w.toLowerCase() === word.toLowerCase()) === index);

export async function updateWordLists(
  userId: string,
  appId: string,
  patch: { forbiddenWords?: string[]; competitors?: string[]; requiredWords?: string[] },
) {
  const app = await getAppOrThrow(userId, appId, "apps.manage");
  await db().app.update({
    where: { id: app.id },
    data: {
      ...(patch.forbiddenWords ? { forbiddenWords: distinct(patch.forbiddenWords) } : {}),
      ...(patch.competitors ? { competitorNames: distinct(patch.competitors) } : {}),
      ...(patch.requiredWords ? { requiredWords: distinct(patch.requiredWords) } : {}),
    },
  });
  return getWordLists(userId, appId);
}
