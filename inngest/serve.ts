import { serve } from "inngest/next";

import type { ServeHandler } from "@/platform/jobs";

import { inngest } from "./client";
import { functions } from "./functions";

/** The serve() handler: mounted at /api/inngest, and called in-process by the embedded runner. */
export const inngestHandler = serve({ client: inngest, functions }) as unknown as ServeHandler;
