import { z } from "zod";

import { defineOperation } from "@/lib/http/operation";

export const getHealth = defineOperation({
  operationId: "getHealth",
  method: "get",
  path: "/health",
  summary: "Liveness probe",
  description: "Answers as long as the process serves requests. Touches nothing; never rate limited.",
  tags: ["System"],
  access: "public",
  rateLimit: false,
  responses: { 200: { description: "The process is alive", schema: z.object({ status: z.literal("ok") }) } },
});

export const getReadiness = defineOperation({
  operationId: "getReadiness",
  method: "get",
  path: "/ready",
  summary: "Readiness probe",
  description:
    "`200` when the database answers and every migration is applied, else `503`. `events` reports background event delivery (the outbox's drain, how many events wait, how long the oldest has, how many failed to send); it does not change the status, since events wait safely in the outbox: alert on `events.state`.",
  tags: ["System"],
  access: "public",
  rateLimit: false,
  errors: ["service_unavailable"],
  responses: {
    200: {
      description: "Ready to serve",
      schema: z.object({
        status: z.literal("ready"),
        database: z.literal("ok"),
        pendingMigrations: z.literal(0),
        events: z.object({
          drain: z.enum(["embedded_runner", "inngest"]).describe("The embedded runner, or the relay to an Inngest server."),
          state: z
            .enum(["ok", "delayed", "failing"])
            .describe("`failing`: some events failed to send and are being retried; `delayed`: the oldest has waited over a minute."),
          pending: z.number().int(),
          failing: z.number().int(),
          lagSeconds: z.number().int().describe("Age of the oldest undelivered event."),
        }),
      }),
    },
  },
});

export const getOpenApiDocument = defineOperation({
  operationId: "getOpenApiDocument",
  method: "get",
  path: "/openapi.json",
  summary: "This OpenAPI 3.1 description",
  tags: ["System"],
  access: "public",
  responses: {
    200: {
      description: "The OpenAPI document",
      schema: z.object({
        openapi: z.string(),
        info: z.object({ title: z.string(), version: z.string() }),
        paths: z.record(z.string(), z.unknown()).optional(),
      }),
    },
  },
});
