// `npm run user:admin -- <email>`: gives an existing account the admin role.
// Uses DATABASE_URL when set, else the embedded PGlite database in DATA_DIR. A PGlite folder
// belongs to one process: stop the server first in embedded mode.
import { z } from "zod";

import { promoteToAdmin } from "../lib/auth/users";
import { closeDatabase, databaseReady } from "../lib/db/client";
import { Prisma } from "../lib/db/generated/client";

async function main(): Promise<number> {
  const email = process.argv[2];
  if (!email || !z.email().safeParse(email).success) {
    console.error("Usage: npm run user:admin -- <email>");
    return 2;
  }
  await databaseReady();
  try {
    const user = await promoteToAdmin(email);
    console.log(`${user.email} is now an admin.`);
    return 0;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025") {
      console.error(`No account with the email ${email}. Register it first (POST /api/auth/register).`);
      return 1;
    }
    throw error;
  } finally {
    await closeDatabase();
  }
}

process.exitCode = await main();
