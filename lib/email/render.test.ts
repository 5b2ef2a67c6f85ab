import { describe, expect, it } from "vitest";

import { InvalidEmailPropsError, UnknownTemplateError } from "./errors";
import { renderEmail } from "./render";
import { emailTemplateIds, emailTemplateMetadataSchema, findTemplate, listEmailTemplates } from "./templates";

const payload = `<script>alert("x")</script>`;

// React's text escaping, so sample values with quotes or ampersands are found in the HTML.
const escapeHtml = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");

/** Every string in the sample props, split into lines (line breaks become paragraphs and <br>). */
function sampleLines(value: unknown): string[] {
  if (typeof value === "string") {
    // Instants are shown formatted; both samples use the same one.
    if (/^\d{4}-\d\d-\d\dT/.test(value)) return ["Mar 14, 2025, 9:26 AM UTC"];
    return value
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
  }
  if (Array.isArray(value)) return value.flatMap(sampleLines);
  if (value && typeof value === "object") return Object.values(value).flatMap(sampleLines);
  return [];
}

const template = (id: string) => {
  const found = findTemplate(id);
  if (!found) throw new Error(`no template ${id}`);
  return found;
};

describe("renderEmail", () => {
  it("registers the fourteen templates the admin page lists", () => {
    expect([...emailTemplateIds].sort()).toEqual([
      "access-token-created",
      "agent-approval",
      "email-changed",
      "new-reviews",
      "payment-failed",
      "release-update",
      "reset-password",
      "sync-failed",
      "team-invitation",
      "test",
      "ticket-reply",
      "verify-email",
      "webhook-disabled",
      "welcome",
    ]);
    const listed = listEmailTemplates();
    expect(listed.map((item) => item.id)).toEqual([...emailTemplateIds]);
    for (const item of listed) {
      expect(() => emailTemplateMetadataSchema.parse(item)).not.toThrow();
      expect(item.subject).not.toBe("");
      // Every prop is documented: the variables list is what admins read.
      expect(item.variables.map((variable) => variable.name)).toEqual(Object.keys(template(item.id).sampleProps));
      for (const variable of item.variables) expect(variable.description, `${item.id}.${variable.name}`).not.toBe("");
    }
  });

  describe.each(emailTemplateIds)("%s", (id) => {
    it("renders the sample data to HTML with every value in it", async () => {
      const { sampleProps } = template(id);
      const email = await renderEmail(id, sampleProps);
      expect(email.subject).toBe(listEmailTemplates().find((item) => item.id === id)?.subject);
      expect(email.html).toMatch(/^<!DOCTYPE html/);
      expect(email.html).toContain('<html dir="ltr" lang="en">');
      for (const line of sampleLines(sampleProps)) expect(email.html, line).toContain(escapeHtml(line));
      // Offline and private: nothing loaded from elsewhere.
      expect(email.html).not.toMatch(/<img|<link|@import|url\(/i);
    });

    it("renders the sample data to plain text with every value and no markup", async () => {
      const { sampleProps } = template(id);
      const { text } = await renderEmail(id, sampleProps);
      expect(text).not.toMatch(/<\/?[a-z][^>]*>/i);
      expect(text).not.toContain("&amp;");
      for (const line of sampleLines(sampleProps)) expect(text, line).toContain(line);
      expect(text).toContain("App Publishing Service");
    });

    it("renders user text as text: a <script> in any free-text prop is escaped", async () => {
      const { sampleProps, propsSchema } = template(id);
      const injected: string[] = [];
      for (const [name, value] of Object.entries(sampleProps)) {
        if (typeof value !== "string") continue;
        const props = { ...sampleProps, [name]: `${value} ${payload}` };
        // URLs, addresses and dates refuse the payload outright; free text must accept and escape it.
        if (!propsSchema.safeParse(props).success) continue;
        injected.push(name);
        const email = await renderEmail(id, props);
        expect(email.html, name).not.toContain("<script");
        expect(email.html, name).toContain(escapeHtml(payload));
      }
      if (id !== "test") expect(injected.length).toBeGreaterThan(0);
    });
  });

  it("escapes a <script> inside the agent's proposed values", async () => {
    const { sampleProps } = template("agent-approval");
    const email = await renderEmail("agent-approval", {
      ...sampleProps,
      changes: [{ field: "Description", before: "Old", after: `New ${payload}` }],
    });
    expect(email.html).not.toContain("<script");
    expect(email.html).toContain(`New ${escapeHtml(payload)}`);
  });

  it("shows the name as written in the plain text, not upper-cased like a heading", async () => {
    const { text } = await renderEmail("welcome", { name: "Ada Lovelace", dashboardUrl: "https://example.com/d" });
    expect(text).toContain("Welcome, Ada Lovelace");
    expect(text).toContain("Open your dashboard https://example.com/d");
  });

  it.each([
    ["a javascript: link", "welcome", { name: "Ada", dashboardUrl: "javascript:alert(1)" }, "dashboardUrl"],
    ["a missing prop", "welcome", { name: "Ada" }, "dashboardUrl"],
    ["an unknown prop", "test", { recipient: "a@example.com", sentAt: "2025-03-14T09:26:53Z", extra: 1 }, ""],
    [
      "a line break in a subject line",
      "ticket-reply",
      { ...template("ticket-reply").sampleProps, ticketSubject: "Hi\r\nBcc: x@example.com" },
      "ticketSubject",
    ],
    [
      "a direction override in a subject line",
      "ticket-reply",
      { ...template("ticket-reply").sampleProps, ticketSubject: "Invoice \u202Efdp.exe" },
      "ticketSubject",
    ],
    ["a date without offset", "test", { recipient: "a@example.com", sentAt: "yesterday" }, "sentAt"],
    ["an empty list of changes", "agent-approval", { ...template("agent-approval").sampleProps, changes: [] }, "changes"],
    ["no props at all", "sync-failed", undefined, ""],
  ])("refuses %s", async (_label, id, props, path) => {
    const error = await renderEmail(id, props).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidEmailPropsError);
    expect((error as InvalidEmailPropsError).templateId).toBe(id);
    expect((error as InvalidEmailPropsError).issues.map((issue) => issue.path)).toContain(path);
  });

  it.each(["nope", "constructor", "__proto__", ""])("refuses the unknown template id %j", async (id) => {
    const error = await renderEmail(id, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnknownTemplateError);
    expect((error as UnknownTemplateError).templateId).toBe(id);
  });
});
