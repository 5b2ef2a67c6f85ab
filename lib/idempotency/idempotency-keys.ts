import "server-only";

import { createHash } from "node:crypto";

import { open, seal } from "@/lib/crypto/secret-box";
import { serviceKeyRing } from "@/lib/crypto/service-key-ring";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { ApiError } from "@/lib/http/errors";

/** How long a key's first answer is kept and replayed (Stripe's window). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * A first request still marked running after this long died with its process (requests end far
 * sooner): its claim is let go, so the key is not stuck for the rest of the window.
 */
const ABANDONED_CLAIM_MS = 5 * 60 * 1000;

/** Printable ASCII, as Stripe and the IETF draft take it; a UUID fits. */
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

/** An answer as the handler gives it: kept whole, replayed whole. */
export interface KeptReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type IdempotencyClaim = { kind: "first"; id: string } | { kind: "replay"; reply: KeptReply };

/** How the request was authenticated, as far as what it may see: a session, or a token's scope and team. */
export type KeyAccess = { kind: "session" } | { kind: "token"; scope: string; teamId: string | null };

/**
 * Who a key belongs to: the account, and the access its request came with. A token limited to
 * one team must not be handed what the session made in another (a webhook's secret), nor be
 * stopped by the session's key: with other access, a key is another key, as without it.
 */
export interface KeyOwner {
  userId: string;
  access: KeyAccess;
}

const accessColumn = (access: KeyAccess) => (access.kind === "session" ? "session" : `token:${access.scope}:${access.teamId ?? "all"}`);

/** The request a key stands for: its method, path and parsed body. */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify([method, path, body ?? null]))
    .digest("hex");
}

/**
 * Claims `key` for the caller's request (the owner's, with its access): the first request with it
 * goes on (`first`, with the row its answer is kept in); a retry of the same request gets the kept
 * answer (`replay`); the same key with another request is `422 idempotency_key_reused`, and a
 * retry while the first is still being answered `409 idempotency_key_in_use`. A key older than the
 * window starts afresh, and so does one whose first request was abandoned (still running after
 * ABANDONED_CLAIM_MS).
 */
export async function claimIdempotencyKey(owner: KeyOwner, key: string, fingerprint: string, now = new Date()): Promise<IdempotencyClaim> {
  if (!KEY_SHAPE.test(key)) {
    throw new ApiError("validation_failed", "Idempotency-Key is 1 to 255 printable ASCII characters, such as a UUID.", {
      errors: [{ path: "headers.idempotency-key", message: "1 to 255 printable ASCII characters" }],
    });
  }
  const { userId } = owner;
  const access = accessColumn(owner.access);
  await db().idempotencyKey.deleteMany({
    where: {
      userId,
      access,
      key,
      OR: [
        { createdAt: { lt: new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS) } },
        { status: "running", createdAt: { lt: new Date(now.getTime() - ABANDONED_CLAIM_MS) } },
      ],
    },
  });
  // One insert wins a race: the unique (user, access, key) lets exactly one first request through.
  const { count } = await db().idempotencyKey.createMany({ data: [{ userId, access, key, fingerprint }], skipDuplicates: true });
  const row = await db().idempotencyKey.findUniqueOrThrow({ where: { userId_access_key: { userId, access, key } } });
  if (count === 1) return { kind: "first", id: row.id };
  if (row.fingerprint !== fingerprint) {
    throw new ApiError("idempotency_key_reused", "This Idempotency-Key was sent with another request: use a new key for a new request.");
  }
  if (row.status !== "done" || row.replyStatus === null) {
    throw new ApiError("idempotency_key_in_use", "The first request with this Idempotency-Key is still being answered: retry in a moment.");
  }
  return {
    kind: "replay",
    reply: {
      status: row.replyStatus,
      body: openReplyBody(row.id, row.replyBody),
      headers: (row.replyHeaders as Record<string, string> | null) ?? undefined,
    },
  };
}

const sealOwner = (id: string) => `idempotent-reply:${id}`;

/** The kept answer's body (every one is sealed: `{sealed}`). */
function openReplyBody(id: string, kept: Prisma.JsonValue | null): unknown {
  if (kept === null) return undefined;
  return JSON.parse(open(serviceKeyRing(), (kept as { sealed: string }).sealed, sealOwner(id)));
}

/** Keeps the first request's answer for the retries to come. */
export async function keepIdempotentReply(id: string, reply: KeptReply): Promise<void> {
  await db().idempotencyKey.update({
    where: { id },
    data: {
      status: "done",
      replyStatus: reply.status,
      // As the answer is sent (dates and the like as JSON has them), sealed to the row: a first
      // answer may hold a secret shown once (a webhook's signing secret, an access token).
      replyBody:
        reply.body === undefined
          ? undefined
          : ({ sealed: seal(serviceKeyRing(), JSON.stringify(reply.body), sealOwner(id)) } as Prisma.InputJsonValue),
      replyHeaders: reply.headers ?? undefined,
    },
  });
}

/** The first request failed: nothing is kept, and a retry with the key runs again. */
export async function releaseIdempotencyKey(id: string): Promise<void> {
  await db().idempotencyKey.deleteMany({ where: { id } });
}

/**
 * Runs `answer` once per `Idempotency-Key` (when the request has one): the first request's answer
 * is kept and a retry with the same access gets it again, marked `Idempotent-Replayed: true`. An
 * error thrown keeps nothing, so a retry runs again.
 */
export async function answerOnce<R extends KeptReply>(
  request: KeyOwner & { key: string | null; method: string; path: string; body: unknown },
  answer: () => Promise<R>,
): Promise<R> {
  if (request.key === null) return answer();
  const claim = await claimIdempotencyKey(request, request.key, requestFingerprint(request.method, request.path, request.body));
  // The kept answer is the one `answer` gave for this same request.
  if (claim.kind === "replay")
    return { ...claim.reply, headers: { ...claim.reply.headers, "Idempotent-Replayed": "true" } } as unknown as R;
  let reply: R;
  try {
    reply = await answer();
  } catch (error) {
    await releaseIdempotencyKey(claim.id);
    throw error;
  }
  await keepIdempotentReply(claim.id, reply);
  return reply;
}
