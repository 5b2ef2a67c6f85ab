import { describe, expect, it } from "vitest";

import { db } from "@/lib/db/client";
import { runJobs } from "@/test/synced-app";

import { queueEmail } from "./queue-email";

describe("queueing an email", () => {
  it("keeps the props sealed in the row, names only the row in the event, and drops the seal once rendered", async () => {
    const verifyUrl = "https://publisher.example/verify-email?token=SecretToken_0123456789abcdef";
    const queued = await db().$transaction((tx) =>
      queueEmail(tx, {
        template: "verify-email",
        to: "ada@example.com",
        props: { name: "Ada", address: "ada@example.com", verifyUrl, validFor: "48 hours", change: false },
      }),
    );
    const row = await db().emailMessage.findUniqueOrThrow({ where: { id: queued.id } });
    expect(row.propsSealed).toMatch(/^v1\./);
    expect(row.propsSealed).not.toContain("SecretToken");
    const [event] = await db().jobEvent.findMany({
      where: { name: "email/send.requested", data: { path: ["emailId"], equals: queued.id } },
    });
    expect(event!.data).toEqual({ emailId: queued.id });

    // Sealed props copied onto another row do not open there: that email fails, the secret stays shut.
    const copy = await db().emailMessage.create({
      data: { to: "mallory@example.com", template: "verify-email", subject: "x", html: "", text: "", propsSealed: row.propsSealed },
    });

    await runJobs();
    const rendered = await db().emailMessage.findUniqueOrThrow({ where: { id: queued.id } });
    expect(rendered.text).toContain(verifyUrl);
    expect(rendered.propsSealed).toBeNull();
    expect(rendered.status).toBe("sent");
    const stolen = await db().emailMessage.findUniqueOrThrow({ where: { id: copy.id } });
    expect(stolen.html).toBe("");
  });
});
