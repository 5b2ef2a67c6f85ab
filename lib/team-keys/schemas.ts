import { z } from "zod";

import { app } from "@/lib/apps/schemas";
import { timestamp } from "@/lib/http/schemas";

export const teamKeyParams = z.strictObject({ teamId: z.string().min(1).max(64), credentialId: z.string().min(1).max(64) });

export const teamKey = z
  .object({
    id: z.string().describe("The key's id in the team: registering an app with `credentialId` uses it."),
    keyId: z.string(),
    issuerId: z.string().nullable(),
    isIndividualKey: z.boolean(),
    keyFingerprint: z.string().describe("SHA-256 of the key's public part: a team stores a key once."),
    verifiedAt: timestamp.nullable().describe("When App Store Connect last accepted the key."),
    createdAt: timestamp,
    apps: z.array(z.object({ id: z.string(), name: z.string() })).describe("The apps that use the key (those the caller sees)."),
  })
  .meta({ id: "TeamKey", description: "An App Store Connect key the team stores. The private key is never returned." });

export const teamKeyList = z.object({ items: z.array(teamKey) }).meta({ id: "TeamKeyList" });

export const everyAppAdded = z
  .object({
    items: z.array(app).describe("The apps registered now, each syncing for the first time."),
    alreadyInTeam: z.number().int().describe("Apps the key sees that the team has already."),
  })
  .meta({ id: "EveryAppAdded" });
