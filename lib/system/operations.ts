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
  description: "`200` when the database answers and every migration is applied, else `503`.",
  tags: ["System"],
  access: "public",
  rateLimit: false,
  errors: ["service_unavailable"],
  responses: {
    200: {
      description: "Ready to serve",
      schema: z.object({ status: z.literal("ready"), database: z.literal("ok"), pendingMigrations: z.literal(0) }),
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
  responses: { 200: { description: "The OpenAPI document", schema: z.record(z.string(), z.unknown()) } },
});
