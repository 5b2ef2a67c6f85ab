import pg from "pg";
import { expect, it } from "vitest";

import { useApi } from "@/test/use-api";

// PostgreSQL only (`*.postgres.test.ts` runs in the PostgreSQL pass): PGlite runs one statement at
// a time in this process and has no timer to cancel one.
process.env.DATABASE_STATEMENT_TIMEOUT_MS = "300";

const api = useApi();

it("cancels a statement past DATABASE_STATEMENT_TIMEOUT_MS and answers 503 in words, then serves again", async () => {
  const client = api.client();
  await client.registerAndSignIn();
  expect((await client.get("/api/account/tokens")).status).toBe(200);

  // Another connection holds the table, as a long statement would: the request's read waits on it.
  const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await holder.connect();
  try {
    await holder.query("BEGIN");
    await holder.query('LOCK TABLE "PersonalAccessToken" IN ACCESS EXCLUSIVE MODE');
    const started = Date.now();
    const held = await client.get("/api/account/tokens");
    expect(held.status).toBe(503);
    expect(held.body).toMatchObject({ code: "service_unavailable", detail: expect.stringMatching(/took the database too long/) });
    expect(Date.now() - started).toBeLessThan(5_000);
  } finally {
    await holder.query("ROLLBACK");
    await holder.end();
  }
  expect((await client.get("/api/account/tokens")).status).toBe(200);
});
