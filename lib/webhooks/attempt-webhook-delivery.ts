import "server-only";

import type { Agent } from "node:https";
import https from "node:https";

import { Webhook } from "standardwebhooks";

import { db } from "@/lib/db/client";
import { queueEmail } from "@/lib/email/queue-email";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { PRIVATE_ADDRESS_ERROR, publicOnlyHttpsAgent } from "@/lib/net/public-address";
import { oneLine } from "@/lib/text/one-line";

import type { WebhookEventType } from "./events";
import { slackText } from "./slack-message";
import { isSlackUrl } from "./views";
import { openWebhookSecret } from "./webhook-secret";

/**
 * The waits between a delivery's attempts: the first attempt at once, then after each of these
 * (about a day and a few hours in all, Standard Webhooks' usual schedule). After the last one
 * fails, the delivery has failed. Tests move the runner's clock through it.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;
/** An attempt without an answer within this is a failure (a timeout). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
const EXCERPT_CHARS = 200;

interface AttemptResult {
  statusCode: number | null;
  error: string | null;
  excerpt: string | null;
  durationMs: number;
}

export type AttemptOutcome = { outcome: "skipped" | "delivered" | "failed" } | { outcome: "retry"; retryAt: string };

let defaultAgent: Agent | undefined;

/**
 * One attempt of a delivery (deliver-webhook's step): the event, signed by the Standard Webhooks
 * specification with the endpoint's secret (`webhook-id`, `webhook-timestamp`, `webhook-signature`),
 * POSTed through the agent that connects to public addresses only. A 2xx answer delivers it;
 * anything else, a network error or no answer in 10 s fails the attempt, recorded with its status,
 * duration and a short error in words. Answers when to try again, or that the series ended: after
 * the last attempt fails the delivery has failed, and an endpoint with no success since that
 * delivery was made (a day of failing) is turned off and the team's owners are emailed.
 * A delivery no longer pending (done, or a repeated step) is skipped.
 */
export async function attemptWebhookDelivery(deliveryId: string, attempt?: number): Promise<AttemptOutcome> {
  const delivery = await db().webhookDelivery.findUnique({ where: { id: deliveryId }, include: { endpoint: true } });
  if (!delivery) return { outcome: "skipped" };
  const number = attempt ?? delivery.attempts + 1;
  // This attempt was made and recorded already (the step ran again): its outcome, nothing sent.
  if (delivery.attempts >= number) return recordedOutcome(delivery);
  if (delivery.status !== "pending" || delivery.attempts < number - 1) return { outcome: "skipped" };
  const { endpoint } = delivery;
  const now = new Date();
  if (!endpoint.enabled) {
    await db().webhookDelivery.updateMany({
      where: { id: delivery.id, status: "pending" },
      data: { status: "failed", lastError: "The endpoint is disabled.", nextAttemptAt: null, finishedAt: now },
    });
    return { outcome: "failed" };
  }

  const stored = delivery.payload as { timestamp: string; data: unknown };
  const type = delivery.eventType as WebhookEventType;
  const body = JSON.stringify(
    isSlackUrl(endpoint.url) ? { text: slackText(type, stored.data) } : { type, timestamp: stored.timestamp, data: stored.data },
  );
  const signature = new Webhook(openWebhookSecret(endpoint)).sign(delivery.messageId, now, body);
  const result = await post(endpoint.url, body, {
    "webhook-id": delivery.messageId,
    "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
    "webhook-signature": signature,
  });

  const delivered = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const last = number >= WEBHOOK_MAX_ATTEMPTS;
  const retryAt = delivered || last ? null : new Date(Date.now() + WEBHOOK_RETRY_DELAYS_MS[number - 1]!);
  const status = delivered ? "delivered" : last ? "failed" : "pending";
  const lastError = delivered ? null : (result.error ?? `The endpoint answered ${result.statusCode}.`);

  const disabled = await db().$transaction(async (tx) => {
    // Recorded once: a run of the same attempt that got here first wins.
    const { count: recorded } = await tx.webhookDelivery.updateMany({
      where: { id: delivery.id, status: "pending", attempts: number - 1 },
      data: {
        status,
        attempts: number,
        lastStatusCode: result.statusCode,
        lastError,
        nextAttemptAt: retryAt,
        ...(status !== "pending" && { finishedAt: new Date() }),
      },
    });
    if (recorded === 0) return null;
    await tx.webhookAttempt.upsert({
      where: { deliveryId_number: { deliveryId: delivery.id, number } },
      create: {
        deliveryId: delivery.id,
        number,
        at: now,
        statusCode: result.statusCode,
        durationMs: result.durationMs,
        error: lastError,
        responseExcerpt: result.excerpt,
      },
      update: {},
    });
    if (delivered) {
      await tx.webhookEndpoint.update({ where: { id: endpoint.id }, data: { lastSuccessAt: new Date() } });
      return false;
    }
    if (status !== "failed") return false;
    // Persistent failure: nothing reached the endpoint since this delivery was made, a day ago.
    const reason = `Every delivery failed for a day; the last attempt: ${oneLine(lastError ?? "no answer", 200)}`;
    const { count } = await tx.webhookEndpoint.updateMany({
      where: { id: endpoint.id, enabled: true, OR: [{ lastSuccessAt: null }, { lastSuccessAt: { lt: delivery.createdAt } }] },
      data: { enabled: false, disabledReason: reason, disabledAt: new Date() },
    });
    if (count === 0) return false;
    const team = await tx.team.findUniqueOrThrow({
      where: { id: endpoint.teamId },
      select: { name: true, members: { where: { role: "owner" }, select: { user: { select: { id: true, email: true } } } } },
    });
    for (const { user } of team.members) {
      await queueEmail(tx, {
        template: "webhook-disabled",
        to: user.email,
        userId: user.id,
        props: {
          teamName: oneLine(team.name, 100),
          endpointUrl: oneLine(endpoint.url, 300),
          reason: oneLine(reason, 300),
          disabledAt: new Date().toISOString(),
          settingsUrl: `${env().APP_URL}/teams/${encodeURIComponent(endpoint.teamId)}`,
        },
      });
    }
    return true;
  });
  if (disabled === null) {
    // Another run of this attempt recorded it first: its outcome.
    const current = await db().webhookDelivery.findUnique({ where: { id: delivery.id }, select: { status: true, nextAttemptAt: true } });
    return current ? recordedOutcome(current) : { outcome: "skipped" };
  }
  if (disabled) log.warn({ webhookId: endpoint.id, teamId: endpoint.teamId }, "webhook endpoint disabled after persistent failure");
  if (delivered) return { outcome: "delivered" };
  return retryAt ? { outcome: "retry", retryAt: retryAt.toISOString() } : { outcome: "failed" };
}

/** What a recorded attempt led to, for a run repeated after it. */
function recordedOutcome(delivery: { status: string; nextAttemptAt: Date | null }): AttemptOutcome {
  if (delivery.status === "delivered") return { outcome: "delivered" };
  if (delivery.status === "pending" && delivery.nextAttemptAt) return { outcome: "retry", retryAt: delivery.nextAttemptAt.toISOString() };
  return { outcome: delivery.status === "failed" ? "failed" : "skipped" };
}

/** POSTs the body; never throws: a failure is the result, in words (no internals). */
async function post(url: string, body: string, headers: Record<string, string>): Promise<AttemptResult> {
  const started = performance.now();
  const done = (partial: Omit<AttemptResult, "durationMs">): AttemptResult => ({
    ...partial,
    durationMs: Math.round(performance.now() - started),
  });
  // The agent checks every address it connects to (public only); a row that is not https never leaves.
  if (new URL(url).protocol !== "https:") return done({ statusCode: null, error: "The URL is refused: not https.", excerpt: null });
  const agent = (defaultAgent ??= publicOnlyHttpsAgent());
  return new Promise<AttemptResult>((resolve) => {
    const request = https.request(
      url,
      {
        method: "POST",
        agent,
        timeout: WEBHOOK_TIMEOUT_MS,
        headers: {
          "content-type": "application/json",
          "user-agent": "AppPublishingService-Webhooks/1.0",
          "content-length": String(Buffer.byteLength(body)),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          // Only a small excerpt is kept: the rest is read and dropped.
          if (size < 4096) chunks.push(chunk);
          size += chunk.length;
        });
        response.on("end", () => {
          const excerpt = Buffer.concat(chunks).toString("utf8").slice(0, EXCERPT_CHARS);
          resolve(
            done({
              statusCode: response.statusCode ?? null,
              error: null,
              excerpt: excerpt ? oneLine(excerpt, EXCERPT_CHARS, "") || null : null,
            }),
          );
        });
        response.on("error", () =>
          resolve(done({ statusCode: response.statusCode ?? null, error: "The answer was cut off.", excerpt: null })),
        );
      },
    );
    request.on("timeout", () => request.destroy(Object.assign(new Error("timeout"), { code: "WEBHOOK_TIMEOUT" })));
    request.on("error", (error: NodeJS.ErrnoException) => resolve(done({ statusCode: null, error: networkError(error), excerpt: null })));
    request.end(body);
  });
}

/** A network failure in words. */
function networkError(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case "WEBHOOK_TIMEOUT":
      return `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} seconds.`;
    case PRIVATE_ADDRESS_ERROR:
      return "The host is not a public address: refused.";
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "The host name could not be resolved.";
    case "ECONNREFUSED":
      return "The connection was refused.";
    case "ECONNRESET":
      return "The connection was reset.";
    default:
      return error.code?.startsWith("ERR_TLS") || error.code?.includes("CERT")
        ? "The TLS handshake failed (certificate)."
        : "The request failed (network error).";
  }
}
