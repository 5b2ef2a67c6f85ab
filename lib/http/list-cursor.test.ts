import { beforeAll, describe, expect, it } from "vitest";

import { demoAccount } from "@/platform/store-simulator";
import type { ApiClient } from "@/test/api-client";
import { registerSyncedApp } from "@/test/synced-app";
import { useApi } from "@/test/use-api";

const api = useApi();
const [trailmix, ledger] = demoAccount.apps;

let owner: ApiClient;
let first: string;
let second: string;

beforeAll(async () => {
  owner = api.client();
  await owner.registerAndSignIn();
  first = (await registerSyncedApp(owner, trailmix!.storeId)).id;
  second = (await registerSyncedApp(owner, ledger!.storeId)).id;
});

describe("a list's cursor", () => {
  it("pages through the list it came from, and is refused by another list or the same list of another app", async () => {
    const page = (await owner.get(`/api/apps/${first}/reviews?limit=2`)).body as { items: { id: string }[]; nextCursor: string };
    expect(typeof page.nextCursor).toBe("string");
    const next = await owner.get(`/api/apps/${first}/reviews?limit=2&cursor=${encodeURIComponent(page.nextCursor)}`);
    expect(next.status).toBe(200);
    expect(next.body.items.map((item: { id: string }) => item.id)).not.toContain(page.items[0]!.id);

    for (const elsewhere of [`/api/apps/${second}/reviews`, `/api/apps/${first}/changes`, "/api/tasks"]) {
      const refused = await owner.get(`${elsewhere}?cursor=${encodeURIComponent(page.nextCursor)}`);
      expect(refused.status, elsewhere).toBe(400);
      expect(refused.body.errors).toEqual([{ path: "query.cursor", message: "Not a cursor of this list" }]);
    }
    // The position alone (a cursor without its list) is no cursor either.
    const position = page.nextCursor.slice(page.nextCursor.indexOf(".") + 1);
    expect((await owner.get(`/api/apps/${first}/reviews?cursor=${encodeURIComponent(position)}`)).status).toBe(400);
  });
});
