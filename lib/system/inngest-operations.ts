import { z } from "zod";

import { defineOperation, type Operation } from "@/lib/http/operation";

// Served by Inngest's serve() handler (app/api/inngest/route.ts), not by our wrapper: described
// so that the OpenAPI document lists every route. Only Inngest (or the embedded runner) calls it.
const tags: ["System"] = ["System"];
const description =
  "Inngest's serve endpoint. Every request must carry a valid `X-Inngest-Signature`; others get `401`. Not for API clients.";
const answer = { 200: { description: "Inngest protocol answer", schema: z.record(z.string(), z.unknown()) } };

export const inngestOperations: Operation[] = [
  defineOperation({
    operationId: "inngestIntrospect",
    method: "get",
    path: "/inngest",
    summary: "Inngest introspection",
    description,
    tags,
    access: "public",
    internal: true,
    rateLimit: false,
    responses: answer,
  }),
  defineOperation({
    operationId: "inngestCall",
    method: "post",
    path: "/inngest",
    summary: "Inngest function call",
    description,
    tags,
    access: "public",
    internal: true,
    rateLimit: false,
    responses: answer,
    errors: ["unauthenticated"],
  }),
  defineOperation({
    operationId: "inngestSync",
    method: "put",
    path: "/inngest",
    summary: "Inngest function sync",
    description,
    tags,
    access: "public",
    internal: true,
    rateLimit: false,
    responses: answer,
    errors: ["unauthenticated"],
  }),
] as Operation[];
