/**
 * API problems in the words a person needs: one sentence about what went wrong and what to do.
 * The server's `detail` is already written for people for most codes; the generic ones get a
 * sentence here, and zod's stock field messages ("Too small: expected string to have >=8
 * characters") are rephrased.
 */
import { ApiProblem } from "./api-fetch";
import { quotaMessage } from "./quota-text";

const MESSAGES: Partial<Record<string, string>> = {
  internal_error: "Something went wrong on our side. Try again; if it keeps happening, contact support and quote the details.",
  rate_limited: "Too many requests in a short time. Wait a minute, then try again.",
  precheck_failed: "Nothing was saved: App Review would likely reject this (see the messages under the fields). Fix it, or save anyway.",
  unauthenticated: "Your session has ended. Sign in again.",
  forbidden: "You are not allowed to do this.",
  invalid_json: "The request could not be read. Reload the page and try again.",
  payload_too_large: "That is too much text to send at once.",
  service_unavailable: "The service is busy or starting. Try again in a moment.",
  http_error: "The request failed. Try again in a moment.",
  precondition_failed:
    "Someone else changed this since you opened it, so nothing was saved. Reload to see their version (copy your text first to keep it).",
};

export function asProblem(error: unknown): ApiProblem {
  if (error instanceof ApiProblem) return error;
  return new ApiProblem({
    status: 0,
    code: "client_error",
    title: "Something went wrong",
    detail: "Something went wrong in this page. Reload it and try again.",
  });
}

/** The one sentence shown for a problem. */
export function problemMessage(problem: ApiProblem): string {
  if (problem.code === "quota_exceeded" && problem.quota) return quotaMessage(problem.quota);
  if (problem.code === "validation_failed")
    return problem.errors.length > 0 ? "Some fields need a change." : "The request was not accepted. Check what you entered.";
  return MESSAGES[problem.code] ?? problem.detail;
}

const RULES: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^Invalid input: expected \w+, received undefined$/, () => "Required"],
  [/^Too small: expected string to have >=1 characters?$/, () => "Required"],
  [/^Too small: expected string to have >=(\d+) characters?$/, (m) => `Use at least ${m[1]} characters`],
  [/^Too big: expected string to have <=(\d+) characters?$/, (m) => `Use at most ${m[1]} characters`],
  [/^Too small: expected array to have >=(\d+) items?$/, (m) => `Choose at least ${m[1]}`],
  [/^Too big: expected array to have <=(\d+) items?$/, (m) => `At most ${m[1]}`],
  [/^Too small: expected number to be >=(\d+)$/, (m) => `At least ${m[1]}`],
  [/^Too big: expected number to be <=(\d+)$/, (m) => `At most ${m[1]}`],
  [/^Invalid email address$/, () => "Enter an email address, like name@example.com"],
  [/^Invalid (UUID|GUID)$/i, () => "Not a valid ID"],
  [/^Invalid URL$/, () => "Enter a full address, starting with https://"],
  [/^Invalid option: expected one of .*$/, () => "Choose one of the options"],
  [/^Invalid input: expected (number|int), received .*$/, () => "Enter a number"],
  [/^Unknown field$/, () => "Not expected here"],
];

/** A field message as a person reads it; messages the API wrote itself pass unchanged. */
export function plainFieldMessage(message: string): string {
  for (const [pattern, rewrite] of RULES) {
    const match = pattern.exec(message);
    if (match) return rewrite(match);
  }
  return message;
}

/** A field path as words: `config.goals.0` → "Goals", `privacyPolicyUrl` → "Privacy policy url". */
export function fieldLabel(path: string): string {
  const name =
    path
      .replace(/^(body|query|params)\.?/, "")
      .split(".")
      .filter((part) => !/^\d+$/.test(part))
      .at(-1) ?? "";
  const words = name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/Url\b/, "URL")
    .toLowerCase()
    .replace(/\burl\b/, "URL");
  return words ? words[0]!.toUpperCase() + words.slice(1) : "This request";
}
