import { describe, expect, it } from "vitest";

import { line, paragraph } from "@/emails/components/fields";

import { oneLine, paragraphs } from "./text";

describe("oneLine", () => {
  it("joins lines, drops control characters and fits the length with an ellipsis", () => {
    expect(oneLine("  Crash\r\non\tlaunch\u0007 ", 100)).toBe("Crash on launch");
    expect(oneLine("x".repeat(300), 150)).toBe(`${"x".repeat(149)}…`);
    expect(oneLine("\n\u0000 ", 10)).toBe("—");
    expect(oneLine("", 10, "The support team")).toBe("The support team");
    for (const value of ["a\nb", "\u001b[31mred", "y".repeat(500), " "])
      expect(line(150).safeParse(oneLine(value, 150)).success, value).toBe(true);
  });
});

describe("paragraphs", () => {
  it("keeps line breaks and tabs, normalizes CRLF, drops other control characters and fits the length", () => {
    expect(paragraphs("One\r\nTwo\rThree\n\tFour\u0007", 100)).toBe("One\nTwo\nThree\n\tFour");
    expect(paragraphs("z".repeat(3000), 2000)).toHaveLength(2000);
    expect(paragraphs("\u0000", 10)).toBe("—");
    for (const value of ["a\r\nb", "\u0000\u0001text", "w ".repeat(3000)])
      expect(paragraph(2000).safeParse(paragraphs(value, 2000)).success, value).toBe(true);
  });
});
