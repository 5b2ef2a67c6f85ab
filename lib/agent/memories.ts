import "server-only";

import { createHash } from "node:crypto";

import { db, type Tx } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";

import { ruleSentence } from "./active-rules";
import { recordEvent } from "./events";
import {
  ratingKey,
  ratingsNotToAnswer,
  scopeKey,
  styleKey,
  stylesIn,
  type InterpretedWish,
  type RejectionScope,
  type ReplyStyle,
} from "./learn-from-rejection";
import type { Mutation } from "./mutations";

/** The newest rejection, with its reason: the next tick's context. */
export const LAST_REJECTION_KEY = "last_rejection";

/** Memory keys: one fact per change the agent tried, keyed by its fingerprint; the owner's words no rule was read from, by their text. */
export const memoryKeys = {
  rejected: (fingerprint: string) => `rejected:${fingerprint}`,
  outcome: (fingerprint: string) => `outcome:${fingerprint}`,
  wish: (words: string) =>
    `wish:${createHash("sha256").update(words.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase()).digest("hex").slice(0, 16)}`,
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

/** Keeps a reply wish (forgetting the opposite register). */
async function rememberStyle(tx: Tx, agentId: string, style: ReplyStyle, value: Prisma.InputJsonValue): Promise<void> {
  await remember(tx, agentId, styleKey(style), value);
  const opposite = OPPOSITE[style];
  if (opposite) await tx.agentMemory.deleteMany({ where: { agentId, key: styleKey(opposite) } });
}

interface Learned {
  /** The scope's memory key, if the scope wrote one. */
  memory?: string;
  /** Reply wishes the reason stated. */
  styles?: ReplyStyle[];
  /** Ratings the reason asked to leave unanswered. */
  ratings?: number[];
  /** The memory that keeps the reason as written, when no rule could be read from it. */
  kept?: string;
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
  for (const style of styles) await rememberStyle(tx, agentId, style, { reason, at });
  const ratings = ratingsNotToAnswer(reason);
  for (const rating of ratings) await remember(tx, agentId, ratingKey(rating), { reason, at, summary: action.summary });
  // Words no rule was read from are not dropped: kept as written, shown so, and given to a model brain to read.
  const kept = !key && styles.length === 0 && ratings.length === 0 ? memoryKeys.wish(reason) : undefined;
  if (kept) await remember(tx, agentId, kept, { reason, at, summary: action.summary });
  return {
    ...(key ? { memory: key } : {}),
    ...(styles.length > 0 ? { styles } : {}),
    ...(ratings.length > 0 ? { ratings } : {}),
    ...(kept ? { kept } : {}),
  };
}

/**
 * The owner's words a model read as a rule (the model brain's `rules`): each becomes that rule,
 * with the owner's words as its reason, and the words stop waiting. Only words still kept as written
 * are read (a model cannot make a rule of anything else), and the log says what each became.
 */
export async function applyInterpretedWishes(tx: Tx, agentId: string, interpreted: readonly InterpretedWish[], now = new Date()) {
  for (const { wish, rule, rating } of interpreted) {
    const kept = await tx.agentMemory.findUnique({ where: { agentId_key: { agentId, key: wish } } });
    if (!wish.startsWith("wish:") || !kept) continue;
    const reason = String((kept.value as { reason?: unknown } | null)?.reason ?? "");
    const value = { reason, at: now.toISOString(), readBy: "model" };
    let key: string;
    if (rule === "no_reply_to_rating") {
      if (!rating) continue;
      key = ratingKey(rating);
      await remember(tx, agentId, key, value);
    } else {
      key = styleKey(rule);
      await rememberStyle(tx, agentId, rule, value);
    }
    await tx.agentMemory.delete({ where: { agentId_key: { agentId, key: wish } } });
    await recordEvent(tx, agentId, "wish_read", {
      words: reason,
      rule: key,
      message: `The AI model read your words as a rule: ${ruleSentence(key)}`,
    });
  }
}
