import { SIGNING_KEYS } from "@/inngest/client";
import { inngestHandler } from "@/inngest/serve";
import { guardInngestEndpoint } from "@/lib/system/inngest-endpoint";
import { hasFreshInngestSignatureHeader, hasValidInngestSignature } from "@/platform/jobs";

const endpoint = guardInngestEndpoint(inngestHandler, SIGNING_KEYS, {
  isFresh: (header) => hasFreshInngestSignatureHeader(header),
  isValid: (header, body, keys) => hasValidInngestSignature(header, body, keys),
});

// GET|POST|PUT /api/inngest – Inngest's serve endpoint. Requests must carry Inngest's
// signature (a generated per-process key in embedded mode, INNGEST_SIGNING_KEY otherwise).
export const GET = endpoint.GET;
export const POST = endpoint.POST;
export const PUT = endpoint.PUT;

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
