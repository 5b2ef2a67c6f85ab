import { inngestHandler } from "@/inngest/serve";

// GET|POST|PUT /api/inngest – Inngest's serve endpoint. Requests must carry Inngest's
// signature (a generated per-process key in embedded mode, INNGEST_SIGNING_KEY otherwise).
export const GET = inngestHandler.GET;
export const POST = inngestHandler.POST;
export const PUT = inngestHandler.PUT;
