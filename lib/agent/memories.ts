import "server-only";

import { db, type Tx } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";

import { ratingKey, ratingsNotToAnswer, scopeKey, styleKey, stylesIn, type RejectionScope, type ReplyStyle } from "./learn-from-rejection";
import type { Mutation } from "./mutations";

/** The newest rejection, with its reason: the next tick's context. */
export const LAST_REJECTION_KEY = "last_rejection";

/** Memory keys: one fact per change the agent tried, keyed by its fingerprint. */
export const memoryKeys = {
  rejected: (fingerprint: string) => `rejected:${fingerprint}`,
  outcome: (fingerprint: string) => `outcome:${fingerprint}`,
};

export async function readMemories(agentId: string): Promise<Record<string, unknown>> {
  const rows = await db().agentMemory.findMany({ where: { agentId }, orderBy: { key: "asc" } });
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

export async function remember(tx: Tx, agentId: string, key: string, value: Prisma.InputJsonValue): Promise<void> {
  await tx.agentMemory.upsert({ where: { agentId_key: { agentId, key } }, create: { agentId, key, value }, update: { value } });
}

/** The register wish that cancels another: asking for "Sie statt du" forgets an earlier "duzen". */
const OPPOSITE: Partial<Record<ReplyStyle, ReplyStyle>> = { formal: "informal", informal: "formal" };

interface Learned {
  /** The scope's memory key, if the scope wrote one. */
  memory?: string;
  /** Reply wishes the reason stated. */
  styles?: ReplyStyle[];
  /** Ratings the reason asked to leave unanswered. */
  ratings?: number[];
}

/**
 * Keeps what a rejection teaches, in the decision's transaction: the newest rejection, the
 * rejected change (never proposed again), the scope the owner picked, the wishes the reason
 * states (an opposite register wish is forgotten) and the ratings it asks not to answer. A
 * reply's rating is its review's as synced (`reviewRating`), not what the proposal says.
 */
export async function learnFromRejection(
  tx: Tx,
  agentId: string,
  action: { id: string; summary: string; fingerprint: string; mutation: Mutation },
  reason: string,
  scope: RejectionScope,
  now: Date,
  reviewRating?: number,
): Promise<Learned> {
  const at = now.toISOString();
  const mutation =
    action.mutation.type === "reply_to_review" && reviewRating !== undefined
      ? { ...action.mutation, rating: reviewRating }
      : action.mutation;
  const key = scopeKey(scope, mutation);
  await remember(tx, agentId, LAST_REJECTION_KEY, { actionId: action.id, summary: action.summary, reason, at });
  await remember(tx, agentId, memoryKeys.rejected(action.fingerprint), { summary: action.summary, reason, at });
  if (key) await remember(tx, agentId, key, { scope, summary: action.summary, reason, at });
  const styles = stylesIn(reason);
  for (const style of styles) {
    await remember(tx, agentId, styleKey(style), { reason, at });
    const opposite = OPPOSITE[style];
    if (opposite) await tx.agentMemory.deleteMany({ where: { agentId, key: styleKey(opposite) } });
  }
  const ratings = ratingsNotToAnswer(reason);
  for (const rating of ratings) await remember(tx, agentId, ratingKey(rating), { reason, at, summary: action.summary });
  return { ...(key ? { memory: key } : {}), ...(styles.length > 0 ? { styles } : {}), ...(ratings.length > 0 ? { ratings } : {}) };
}
