import { z } from "zod";

import { singleLine } from "@/lib/text/single-line";

export const registerInput = z
  .strictObject({
    email: z.email().max(320),
    password: z.string().min(8).max(128),
    name: singleLine(z.string().trim().min(1).max(100)).optional(),
  })
  .meta({ id: "RegisterInput" });

export const publicUser = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    role: z.enum(["admin", "user"]),
    emailVerified: z.boolean().describe("The owner confirmed the address with the emailed link."),
  })
  .meta({ id: "User" });

export const csrfToken = z.object({ csrfToken: z.string() });

export const credentialsForm = z.object({
  csrfToken: z.string().describe("From `GET /api/auth/csrf`; send its cookie along."),
  email: z.string(),
  password: z.string(),
  callbackUrl: z.string().optional().describe("Where to redirect after sign-in."),
  json: z.enum(["true"]).optional().describe("`true` answers `200 {url}` instead of a redirect."),
});

export const signOutForm = z.object({ csrfToken: z.string(), callbackUrl: z.string().optional(), json: z.enum(["true"]).optional() });

export const session = z.object({
  user: publicUser.optional(),
  expires: z.string().optional(),
});

export const redirectUrl = z.object({ url: z.string() });
