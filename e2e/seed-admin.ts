// Run by e2e/serve.mjs before the server starts, on the server's database: creates the e2e
// admin (e2e/admin-account.json, listed in ADMIN_EMAILS) and confirms its address through the
// same code as the emailed link, which is what makes a listed address admin. The tests then
// find an admin whatever order they run in, and read other accounts' emails through it.
import { issueAccountToken } from "../lib/auth/account-tokens";
import { confirmEmail } from "../lib/account/email-verification";
import { register } from "../lib/auth/users";
import { closeDatabase, databaseReady, db } from "../lib/db/client";

import adminAccount from "./admin-account.json" with { type: "json" };
import { PASSWORD } from "./helpers";

await databaseReady();
try {
  const user = await register({ email: adminAccount.email, password: PASSWORD, name: "Erin Admin" });
  const token = await db().$transaction((tx) => issueAccountToken(tx, { userId: user.id, purpose: "verify_email", email: user.email }));
  const { email } = await confirmEmail(token);
  console.log(`e2e: ${email} is the admin`);
} finally {
  await closeDatabase();
}
