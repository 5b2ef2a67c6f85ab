import { describe, expect, it } from "vitest";

import { line, paragraph } from "@/emails/components/fields";

import { oneLine, paragraphs } from "./one-line";

describe("oneLine", () => {
  it("joins lines, drops control characters and fits the length with an ellipsis", () => {
    expect(oneLine("  Crash\r\non\tlaunch\u0007 ", 100)).toBe("Crash on launch");
    expect(oneLine("x".repeat(300), 150)).toBe(`${"x".repeat(149)}…`);
    expect(oneLine("\n\u0000 ", 10)).toBe("—");
    expect(oneLine("", 10, "The support team")).toBe("The support team");
    for (const value of ["a\nb", "\u001b[31mred", "y".repeat(500), " ", "Ada\u202Egnp.exe", "\u2066\u2069"])
      expect(line(150).safeParse(oneLine(value, 150)).success, value).toBe(true);
  });

  it("drops direction overrides and isolates, keeps right-to-left text and the direction marks", () => {
    expect(oneLine("Ada\u202Egnp.exe", 100)).toBe("Adagnp.exe");
    expect(oneLine("\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069", 100)).toBe("—");
    expect(oneLine("Invoice \u2067fdp.exe\u2069\r\nBcc: x@example.com", 100)).toBe("Invoice fdp.exe Bcc: x@example.com");
    expect(oneLine("עדה \u200Flovelace\u200E", 100)).toBe("עדה \u200Flovelace\u200E");
  });
});

describe("paragraphs", () => {
  it("keeps line breaks and tabs, normalizes CRLF, drops other control characters and fits the length", () => {
    expect(paragraphs("One\r\nTwo\rThree\n\tFour\u0007", 100)).toBe("One\nTwo\nThree\n\tFour");
    expect(paragraphs("z".repeat(3000), 2000)).toHaveLength(2000);
    expect(paragraphs("\u0000", 10)).toBe("—");
    expect(paragraphs("See \u202Eattached\u202C.\nThanks", 100)).toBe("See attached.\nThanks");
    for (const value of ["a\r\nb", "\u0000\u0001text", "w ".repeat(3000), "one\u202E\ntwo\u2066"])
      expect(paragraph(2000).safeParse(paragraphs(value, 2000)).success, value).toBe(true);
  });
});
