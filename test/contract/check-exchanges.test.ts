import { describe, expect, it } from "vitest";

import { contractMismatches } from "./check-exchanges";
import type { Exchange } from "./exchanges";

const ticket = { type: "question", subject: "Sync stopped", message: "Since this morning.\nThanks" };
const exchange = (overrides: Partial<Exchange>): Exchange => ({
  method: "POST",
  url: "/api/support/tickets",
  requestBody: ticket,
  status: 400,
  contentType: "application/problem+json",
  responseBody: {
    type: "https://errors.example/validation_failed",
    title: "Validation failed",
    status: 400,
    detail: "x",
    code: "validation_failed",
  },
  ...overrides,
});

describe("holding exchanges against the OpenAPI document", () => {
  it("passes what the document describes, and what it does not name at all", () => {
    expect(contractMismatches([exchange({})])).toEqual([]);
    expect(contractMismatches([exchange({ url: "/api/no-such-operation", status: 200 })])).toEqual([]);
  });

  it("names an undocumented status, an answer off its schema and a taken request the document would refuse", () => {
    expect(contractMismatches([exchange({ status: 418 })])).toEqual(["POST /support/tickets → 418: the status is not documented"]);
    expect(contractMismatches([exchange({ responseBody: { status: "four hundred" } })])[0]).toMatch(
      /^POST \/support\/tickets → 400: the answer does not match the document: /,
    );
    const taken = exchange({ status: 201, contentType: "", responseBody: "", requestBody: { ...ticket, type: "complaint" } });
    expect(contractMismatches([taken])).toEqual([
      expect.stringMatching(/^POST \/support\/tickets → 201: the request the server took does not match the document: \/type/),
    ]);
  });
});
