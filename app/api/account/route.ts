import * as account from "@/lib/account/operations";
import { deleteAccount } from "@/lib/account/delete-account";
import { getAccount, updateAccount } from "@/lib/account/profile";
import { handle } from "@/lib/api/handler";
import { noContent, ok } from "@/lib/http/reply";

// GET /api/account – the caller's account
export const GET = handle(account.getAccount, async ({ user }) => ok(await getAccount(user)));

// PATCH /api/account – change the display name
export const PATCH = handle(account.updateAccount, async ({ user, body }) => ok(await updateAccount(user, body.name || null)));

// DELETE /api/account – delete the account (type its email to confirm)
export const DELETE = handle(account.deleteAccount, async ({ user, body }) => {
  await deleteAccount(user, body.confirmEmail);
  return noContent();
});

// Any other method – 405 problem details with Allow
export * from "@/lib/api/method-not-allowed";
