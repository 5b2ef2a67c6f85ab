import { z } from "zod";

import { timestamp } from "@/lib/http/schemas";
import { singleLine } from "@/lib/text/single-line";

import { privateKeyShapeProblem } from "./private-key-shape";

/** App Store Connect keys one team may store (`409 team_key_limit_reached` past it). */
export const MAX_KEYS_PER_TEAM = 50;

export const PULL_INTERVALS = [5, 15, 30] as const;

const keyId = z.string().regex(/^[A-Za-z0-9]{1,64}$/, "Letters and digits, as App Store Connect shows the key id");
const issuerId = z.guid("An issuer id is a UUID, as App Store Connect shows it");
const privateKey = z
  .string()
  .max(8192)
  .superRefine((value, context) => {
    const problem = privateKeyShapeProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  })
  .describe("The .p8 file's content (PKCS#8 PEM). Write-only: stored encrypted, never returned.");
const vendorNumber = z.string().regex(/^\d{1,20}$/, "Digits, as in App Store Connect's Payments and Financial Reports");

/** A team key needs its issuer id; an individual key has none. */
function issuerRule(value: { issuerId?: string; isIndividualKey?: boolean }, context: z.RefinementCtx) {
  if (!value.isIndividualKey && !value.issuerId) {
    context.addIssue({ code: "custom", path: ["issuerId"], message: "Required for a team key (or set isIndividualKey)" });
  }
  if (value.isIndividualKey && value.issuerId) {
    context.addIssue({ code: "custom", path: ["issuerId"], message: "Individual keys have no issuer id" });
  }
}

export const listAppsQuery = z.strictObject({
  teamId: z.string().min(1).max(64).optional().describe("Only this team's apps."),
});

const credentialId = z.string().min(1).max(64);

/** A key is either one the team stores (`credentialId`) or given whole (`keyId`, `privateKey`, …), not both. */
function keyRule(
  value: { credentialId?: string; keyId?: string; privateKey?: string; issuerId?: string; isIndividualKey?: boolean },
  context: z.RefinementCtx,
) {
  if (value.credentialId !== undefined) {
    for (const field of ["keyId", "privateKey", "issuerId"] as const) {
      if (value[field] !== undefined)
        context.addIssue({ code: "custom", path: [field], message: "Give either credentialId or the key, not both" });
    }
    return;
  }
  if (value.keyId === undefined) context.addIssue({ code: "custom", path: ["keyId"], message: "Required (or give credentialId)" });
  if (value.privateKey === undefined)
    context.addIssue({ code: "custom", path: ["privateKey"], message: "Required (or give credentialId)" });
  issuerRule(value, context);
}

export const registerAppInput = z
  .strictObject({
    credentialId: credentialId
      .optional()
      .describe("A key the team stores already (`GET /teams/{teamId}/credentials`), instead of keyId, issuerId and privateKey."),
    keyId: keyId.optional(),
    issuerId: issuerId.optional(),
    storeId: z.string().regex(/^\d{1,20}$/, "The app's Apple ID: digits"),
    privateKey: privateKey.optional(),
    vendorNumber,
    isIndividualKey: z.boolean().default(false),
    teamId: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .describe("The team the app joins (needs the permission `apps.manage` there). Default: the caller's personal team."),
  })
  .superRefine(keyRule)
  .meta({
    id: "RegisterAppInput",
    description: "The key is stored once per team: given whole, it joins the team's keys (or is the one the team has already).",
  });

export const replaceCredentialsInput = z
  .strictObject({
    keyId,
    issuerId: issuerId.optional(),
    privateKey,
    isIndividualKey: z.boolean().default(false),
    vendorNumber: vendorNumber.optional().describe("Changes the vendor number too, when given."),
  })
  .superRefine(issuerRule)
  .meta({ id: "ReplaceCredentialsInput" });

/** A key given whole, to replace one of the team's (`PUT /teams/{teamId}/credentials/{credentialId}`). */
export const teamKeyInput = z
  .strictObject({ keyId, issuerId: issuerId.optional(), privateKey, isIndividualKey: z.boolean().default(false) })
  .superRefine(issuerRule)
  .meta({ id: "TeamKeyInput" });

export const addEveryAppInput = z
  .strictObject({
    vendorNumber: vendorNumber
      .optional()
      .describe("For the apps registered now. Default: the vendor number of an app of the team that uses the key already."),
  })
  .meta({ id: "AddEveryAppInput" });

export const pullIntervalInput = z.strictObject({
  pullInterval: z
    .union([z.literal(5), z.literal(15), z.literal(30), z.enum(["5", "15", "30"]).transform(Number)])
    // Documented as the integer enum it is: generators would otherwise emit a union of numbers and
    // strings. The numeric strings stay accepted (api-contract.md).
    .meta({ type: "integer", enum: [...PULL_INTERVALS] })
    .describe("Minutes between automatic syncs: 5, 15 or 30 (numeric strings accepted)."),
});

export const versionsToKeepInput = z.strictObject({
  versionsToKeep: z.number().int().min(1).max(50).describe("1..50; older versions are deleted on sync."),
});

const wordList = (what: string) =>
  z
    .array(singleLine(z.string().trim().min(1).max(100)))
    .max(100)
    .describe(what);

/** The owner's word lists for the content precheck (lib/apps/content-precheck.ts). */
export const wordLists = z
  .object({
    forbiddenWords: wordList(
      "Words or phrases never to publish (whole words, any case): a text with one is refused, whoever writes it (`hard`).",
    ),
    competitors: wordList('Competitors\' names: a text naming one needs "Save anyway"; the agent never proposes it.'),
    requiredWords: wordList(
      'Words every description and review reply must contain (e.g. the brand): one without needs "Save anyway"; the agent never proposes it.',
    ),
    allowedDomains: z
      .array(z.string())
      .describe("Read-only: the hosts of the app's support and marketing URLs (as synced), where links may point; Apple's too."),
    etag: z.string().describe("The word lists' ETag: send it in If-Match with `PATCH …/word-lists`."),
  })
  .meta({ id: "WordLists" });

export const wordListsInput = z
  .strictObject({
    forbiddenWords: wordLists.shape.forbiddenWords.optional(),
    competitors: wordLists.shape.competitors.optional(),
    requiredWords: wordLists.shape.requiredWords.optional(),
  })
  .meta({ id: "WordListsInput" });

export const deleteAppQuery = z.strictObject({
  confirmationName: z.string().min(1).max(500).describe("The app's name, exactly."),
});

export const appParams = z.strictObject({ appId: z.string().min(1).max(64) });

export const moveAppInput = z
  .strictObject({ teamId: z.string().min(1).max(64).describe("The team the app moves to: one of yours, where your role registers apps.") })
  .meta({ id: "MoveAppInput" });

/** A requested sync: the task to follow at `GET /tasks/{taskId}` (new, or the one already under way). */
export const syncStarted = z.object({ taskId: z.string(), status: z.enum(["queued", "running"]) });

export const app = z
  .object({
    id: z.string(),
    teamId: z.string().describe("The team the app belongs to."),
    name: z.string(),
    storeId: z.string(),
    bundleId: z.string().nullable(),
    primaryLocale: z.string().nullable(),
    credentialId: z.string().describe("The team key the app uses (`GET /teams/{teamId}/credentials`)."),
    keyId: z.string(),
    issuerId: z.string().nullable(),
    vendorNumber: z.string(),
    isIndividualKey: z.boolean(),
    pullInterval: z.number().int(),
    versionsToKeep: z.number().int(),
    settingsEtag: z
      .string()
      .describe("The sync settings' ETag (`pullInterval`, `versionsToKeep`): send it in If-Match when changing either."),
    syncStatus: z
      .enum(["never", "syncing", "succeeded", "failed", "waiting"])
      .describe(
        "`waiting`: a scheduled sync waits for the key's App Store Connect budget (the part of the hour kept for people's own requests is reached) and resumes at `syncResumesAt`; edits, replies and syncs you start still go through.",
      ),
    syncResumesAt: timestamp
      .nullable()
      .describe("While `syncStatus` is `waiting`: when the key's budget is expected back and the scheduled sync resumes."),
    lastSyncedAt: timestamp.nullable(),
    lastSyncError: z.string().nullable().describe("Why the last sync failed, when it did."),
    nextSyncAt: timestamp,
    suspendedAt: timestamp
      .nullable()
      .describe(
        "Set while the app is paused by the plan: the owner has more apps than the plan allows, and the newest registrations beyond the limit do not sync (automatically or on demand) until the plan allows them again. Nothing is deleted.",
      ),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "App", description: "The private key is never returned." });

export const credentials = z
  .object({
    credentialId: z.string().describe("The team key's id: every app of the team with this key shares it."),
    keyId: z.string(),
    issuerId: z.string().nullable(),
    isIndividualKey: z.boolean(),
    vendorNumber: z.string(),
    keyFingerprint: z.string().describe("SHA-256 of the key's public part."),
    verifiedAt: timestamp.nullable().describe("When App Store Connect last accepted the key."),
    requestBudget: z
      .object({
        limit: z.number().int().describe("Requests App Store Connect allows the key per hour (its `X-Rate-Limit` user-hour-lim)."),
        remaining: z
          .number()
          .int()
          .describe(
            "Requests left this hour, shared by every app on the key and every kind of work: App Store Connect's last figure, less the requests still under way.",
          ),
        reservedForPeople: z
          .number()
          .int()
          .describe(
            "The part of the hour scheduled syncs leave to people's own requests (edits, replies, syncs started by hand, key checks): below it, scheduled syncs wait.",
          ),
        resetsAt: timestamp
          .nullable()
          .describe("When the hour's budget is expected back in full; null while no request was made this hour."),
      })
      .describe("The key's App Store Connect request budget for the current hour."),
  })
  .meta({ id: "Credentials" });

export const storeSandbox = z
  .object({
    baseUrl: z
      .url()
      .describe(
        "Your own sandbox of the built-in App Store Connect simulator: use it as App Store Connect's API root (`{baseUrl}/v1/apps`).",
      ),
    keyId: z.string().describe("The sandbox's own team key id: the key its address answers to over HTTP."),
    issuerId: z.string().describe("The team key's issuer id."),
    privateKey: z
      .string()
      .describe(
        "The team key's private key (PKCS#8 PEM): yours alone, it opens this sandbox and nothing else (it works only against the simulator).",
      ),
    vendorNumber: z.string(),
    apps: z
      .array(z.object({ storeId: z.string(), name: z.string(), bundleId: z.string() }))
      .describe("The demo publisher's apps, as seeded."),
  })
  .meta({ id: "StoreSandbox" });
