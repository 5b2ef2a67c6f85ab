import { z } from "zod";

import { defineOperation } from "@/lib/http/operation";
import { idParams } from "@/lib/http/schemas";

import {
  accessToken,
  accountSession,
  changeEmailInput,
  changeEmailResult,
  changePasswordInput,
  confirmEmailInput,
  confirmEmailResult,
  createAccessTokenInput,
  createdAccessToken,
  deleteAccountInput,
  endedSessions,
  endOtherSessionsInput,
  forgotPasswordInput,
  profile,
  resetPasswordInput,
  updateProfileInput,
} from "./schemas";

const auth: ["Authentication"] = ["Authentication"];
const tags: ["Account"] = ["Account"];
const sessionOnly = "Needs a session: access tokens get `403 insufficient_scope`.";

export const confirmEmail = defineOperation({
  operationId: "confirmEmail",
  method: "post",
  path: "/auth/verify-email",
  summary: "Confirm an email address with the emailed link",
  description:
    "The link of a confirmation email (at registration, on resend, or for an email change) works once, for 48 hours (24 for a new address). " +
    "An email change takes effect here, and the old address is told. A listed `ADMIN_EMAILS` address becomes admin here.",
  tags: auth,
  access: "public",
  rateLimit: "auth",
  body: confirmEmailInput,
  errors: ["token_invalid", "token_used", "token_expired", "email_taken"],
  responses: { 200: { description: "Confirmed", schema: confirmEmailResult } },
});

export const forgotPassword = defineOperation({
  operationId: "forgotPassword",
  method: "post",
  path: "/auth/forgot-password",
  summary: "Email a password reset link",
  description:
    "Always `202`, whether or not an account has this address, so the answer reveals nothing. An account gets a single-use link valid for 1 hour " +
    "(a newer link replaces an older one); at most `ACCOUNT_EMAILS_PER_HOUR` per address and per account, beyond which nothing is sent.",
  tags: auth,
  access: "public",
  rateLimit: "auth",
  body: forgotPasswordInput,
  responses: { 202: { description: "If an account has this address, a link is on its way" } },
});

export const resetPassword = defineOperation({
  operationId: "resetPassword",
  method: "post",
  path: "/auth/reset-password",
  summary: "Choose a new password with a reset link",
  description:
    "Spends the link, sets the password, ends every session of the account (sign in again) and revokes every personal access token " +
    "(whoever got into the account may have made one). The address counts as confirmed.",
  tags: auth,
  access: "public",
  rateLimit: "auth",
  body: resetPasswordInput,
  errors: ["token_invalid", "token_used", "token_expired"],
  responses: { 204: { description: "Password changed; every session ended, every access token revoked" } },
});

export const getAccount = defineOperation({
  operationId: "getAccount",
  method: "get",
  path: "/account",
  summary: "Your account",
  tags,
  access: "user",
  responses: { 200: { description: "The account", schema: profile } },
});

export const updateAccount = defineOperation({
  operationId: "updateAccount",
  method: "patch",
  path: "/account",
  summary: "Change your display name",
  tags,
  access: "user",
  body: updateProfileInput,
  responses: { 200: { description: "The account", schema: profile } },
});

export const resendVerificationEmail = defineOperation({
  operationId: "resendVerificationEmail",
  method: "post",
  path: "/account/verification-email",
  summary: "Send the confirmation link again",
  description: "The previous link stops working. At most `ACCOUNT_EMAILS_PER_HOUR` per hour.",
  tags,
  access: "user",
  errors: ["already_verified"],
  responses: { 202: { description: "Sent" } },
});

export const changeEmail = defineOperation({
  operationId: "changeEmail",
  method: "post",
  path: "/account/email",
  summary: "Change your email address",
  description: `Sends a link to the new address; the change takes effect when it is used (\`POST /auth/verify-email\`), and the old address is told. ${sessionOnly}`,
  tags,
  access: "user",
  sessionOnly: true,
  body: changeEmailInput,
  errors: ["wrong_password", "email_taken", "insufficient_scope"],
  responses: { 202: { description: "A link is on its way to the new address", schema: changeEmailResult } },
});

export const changePassword = defineOperation({
  operationId: "changePassword",
  method: "post",
  path: "/account/password",
  summary: "Change your password",
  description:
    "The current password is required. Every other session of the account ends; this one stays. Access tokens keep working unless " +
    `\`revokeTokens\` is true: then every one of them is revoked too (do this when someone else may have used the account). ${sessionOnly}`,
  tags,
  access: "user",
  sessionOnly: true,
  body: changePasswordInput,
  errors: ["wrong_password", "insufficient_scope"],
  responses: { 200: { description: "Changed", schema: endedSessions } },
});

export const listSessions = defineOperation({
  operationId: "listSessions",
  method: "get",
  path: "/account/sessions",
  summary: "Your signed-in sessions",
  description: `Where the account is signed in, the most recently used first. ${sessionOnly}`,
  tags,
  access: "user",
  bound: "the 200 most recently used (a session lasts 30 days)",
  sessionOnly: true,
  errors: ["insufficient_scope"],
  responses: { 200: { description: "The sessions", schema: z.object({ items: z.array(accountSession) }) } },
});

export const endOtherSessions = defineOperation({
  operationId: "endOtherSessions",
  method: "delete",
  path: "/account/sessions",
  summary: "Sign out everywhere else",
  description:
    'Ends every session of the account except this one. The body is optional: with `{"revokeTokens": true}` every personal access ' +
    `token of the account is revoked too; otherwise tokens keep working. ${sessionOnly}`,
  tags,
  access: "user",
  sessionOnly: true,
  body: endOtherSessionsInput,
  errors: ["insufficient_scope"],
  responses: { 200: { description: "Ended", schema: endedSessions } },
});

export const endSession = defineOperation({
  operationId: "endSession",
  method: "delete",
  path: "/account/sessions/{id}",
  summary: "Sign out one session",
  description: sessionOnly,
  tags,
  access: "user",
  sessionOnly: true,
  params: idParams,
  errors: ["not_found", "insufficient_scope"],
  responses: { 204: { description: "Ended" } },
});

export const deleteAccount = defineOperation({
  operationId: "deleteAccount",
  method: "delete",
  path: "/account",
  summary: "Delete your account",
  description:
    "Type the account's email address to confirm. Removes its apps (keys and store data), push subscriptions, sessions and tokens; " +
    `support tickets stay, readable to admins as from a deleted account; an audit entry is written. A paid subscription is cancelled at Stripe first ` +
    `(\`503\` and nothing deleted when Stripe cannot be reached). The last admin cannot delete themselves. ${sessionOnly}`,
  tags,
  access: "user",
  sessionOnly: true,
  body: deleteAccountInput,
  errors: ["confirmation_mismatch", "last_admin", "last_owner", "insufficient_scope", "service_unavailable"],
  responses: { 204: { description: "Deleted" } },
});

export const listAccessTokens = defineOperation({
  operationId: "listAccessTokens",
  method: "get",
  path: "/account/tokens",
  summary: "Your personal access tokens",
  description: `Never their secrets. ${sessionOnly}`,
  tags,
  access: "user",
  bound: "at most 50, an account's limit",
  sessionOnly: true,
  errors: ["insufficient_scope"],
  responses: { 200: { description: "Newest first", schema: z.object({ items: z.array(accessToken) }) } },
});

export const createAccessToken = defineOperation({
  operationId: "createAccessToken",
  method: "post",
  path: "/account/tokens",
  summary: "Create a personal access token",
  description:
    "For REST clients: send it as `Authorization: Bearer aps_pat_…`. The secret is in this answer only; only its hash is stored. " +
    `The \`admin\` scope is for admins (\`403 forbidden\` otherwise). A token that never expires (\`expiresInDays: null\`) needs the ` +
    "account's `currentPassword` (`400 validation_failed` without it, `400 wrong_password` when it is wrong). The owner is emailed about every new " +
    `token: its name, permission, expiry, when, and from which device and address. ${sessionOnly}`,
  tags,
  access: "user",
  idempotent: true,
  sessionOnly: true,
  body: createAccessTokenInput,
  errors: ["not_found", "forbidden", "wrong_password", "insufficient_scope"],
  responses: { 201: { description: "Created; the secret is shown this once", schema: createdAccessToken } },
});

export const revokeAccessToken = defineOperation({
  operationId: "revokeAccessToken",
  method: "delete",
  path: "/account/tokens/{id}",
  summary: "Revoke a personal access token",
  description: `It stops working at once. ${sessionOnly}`,
  tags,
  access: "user",
  sessionOnly: true,
  params: idParams,
  errors: ["not_found", "insufficient_scope"],
  responses: { 204: { description: "Revoked" } },
});
