import { expect, it } from "vitest";

import { useApi } from "@/test/use-api";

const api = useApi();

it("refuses unsigned calls to the Inngest endpoint", async () => {
  const call = await fetch(`${api.url}/api/inngest?fnId=app-publishing-service-prune-expired-sessions&stepId=step`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ event: { name: "x", data: {} }, steps: {}, ctx: { run_id: "r", attempt: 0 } }),
  });
  expect(call.status).toBe(401);
  const sync = await fetch(`${api.url}/api/inngest`, {
    method: "PUT",
    headers: { "content-type": "application/json", "x-inngest-sync-kind": "in_band" },
    body: JSON.stringify({ url: "https://attacker.example/api/inngest" }),
  });
  expect(sync.status).toBe(401);
});
