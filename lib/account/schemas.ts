import { z } from "zod";

import { timestamp } from "@/lib/http/schemas";
import { singleLine } from "@/lib/text/single-line";

const secretLink = z.string().min(1).max(200).describe("The `token` parameter of the emailed link.");
const newPassword = z.string().min(8).max(128);

export const confirmEmailInput = z.strictObject({ token: secretLink }).meta({ id: "ConfirmEmailInput" });

export const confirmEmailResult = z
  .object({
    email: z.string().describe("The account's address, now confirmed."),
    changed: z.boolean().describe("True when the link switched the account to this new address."),
  })
  .meta({ id: "ConfirmEmailResult" });

export const forgotPasswordInput = z.strictObject({ email: z.email().max(320) }).meta({ id: "ForgotPasswordInput" });

export const resetPasswordInput = z.strictObject({ token: secretLink, password: newPassword }).meta({ id: "ResetPasswordInput" });

export const profile = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    role: z.enum(["admin", "user"]),
    emailVerified: z.boolean().describe("The owner confirmed the address with the emailed link."),
    pendingEmail: z.string().nullable().describe("The address the account is being changed to, until its link is used."),
    createdAt: timestamp,
  })
  .meta({ id: "Account" });

export const updateProfileInput = z
  .strictObject({ name: singleLine(z.string().trim().max(100)).nullable().describe("The display name; empty or null removes it.") })
  .meta({ id: "UpdateAccountInput" });

export const changeEmailInput = z
  .strictObject({ newEmail: z.email().max(320), password: z.string().max(128).describe("The current password.") })
  .meta({ id: "ChangeEmailInput" });

export const changeEmailResult = z.object({ pendingEmail: z.string() }).meta({ id: "ChangeEmailResult" });

const revokeTokens = z
  .boolean()
  .optional()
  .describe("Also revoke every personal access token of the account (scripts using them get `401`). Default false.");

export const changePasswordInput = z
  .strictObject({ currentPassword: z.string().max(128), newPassword, revokeTokens })
  .meta({ id: "ChangePasswordInput" });

/** Optional: an empty body (or none) signs out the other sessions and keeps the tokens. */
export const endOtherSessionsInput = z.strictObject({ revokeTokens }).meta({ id: "EndOtherSessionsInput" }).optional();

export const endedSessions = z.object({
  endedSessions: z.int().describe("How many sessions were ended."),
  revokedTokens: z.int().describe("How many access tokens were revoked: 0 unless `revokeTokens` was true."),
});

export const accountSession = z
  .object({
    id: z.string(),
    current: z.boolean().describe("The session of this request."),
    createdAt: timestamp,
    lastSeenAt: timestamp.describe("Last request, to the hour."),
    userAgent: z.string().nullable(),
    ipAddress: z.string().nullable(),
  })
  .meta({ id: "AccountSession" });

export const deleteAccountInput = z
  .strictObject({ confirmEmail: z.string().max(320).describe("The account's email address, typed to confirm.") })
  .meta({ id: "DeleteAccountInput" });

export const accessTokenScope = z
  .enum(["read", "read_write", "admin"])
  .describe(
    "`read`: GET operations only; `read_write`: everything a user can do except managing the account; `admin`: also the admin operations (admins only).",
  );

export const createAccessTokenInput = z
  .strictObject({
    name: singleLine(z.string().trim().min(1).max(100)).describe('What the token is for, e.g. "CI release job".'),
    scope: accessTokenScope,
    expiresInDays: z
      .int()
      .min(1)
      .max(366)
      .nullable()
      .describe("Days until it stops working; null for never (then `currentPassword` is needed)."),
    currentPassword: z
      .string()
      .max(128)
      .optional()
      .describe("The account's current password: needed for a token that never expires (`expiresInDays: null`), not checked otherwise."),
    teamId: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .describe(
        "Limits the token to one of your teams: it sees and changes only that team's apps, members and audit log (others answer 404), within your role there, and cannot create teams.",
      ),
  })
  .meta({ id: "CreateAccessTokenInput" });

export const accessToken = z
  .object({
    id: z.string(),
    name: z.string(),
    scope: accessTokenScope,
    hint: z.string().describe("The prefix and last four characters, to tell tokens apart."),
    expiresAt: timestamp.nullable(),
    lastUsedAt: timestamp.nullable().describe("Last request made with it, to the minute."),
    team: z.object({ id: z.string(), name: z.string() }).nullable().describe("The one team it acts in; null: every team of yours."),
    createdAt: timestamp,
  })
  .meta({ id: "AccessToken" });

export const createdAccessToken = accessToken
  .extend({ token: z.string().describe("The secret, `aps_pat_…`: shown this once, never again.") })
  .meta({ id: "CreatedAccessToken" });
