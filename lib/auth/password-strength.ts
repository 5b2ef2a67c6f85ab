import "server-only";

import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";

import { ApiError } from "@/lib/http/errors";

/**
 * zxcvbn's estimate must reach "safely unguessable" (score 3: about 10^8 guesses or more). Its
 * dictionaries hold the most used passwords of public breaches, common names and words, and it
 * sees through keyboard walks, repeats, dates and l33t spelling.
 */
const MINIMUM_SCORE = 3;

let checker: ZxcvbnFactory | undefined;

function strength() {
  checker ??= new ZxcvbnFactory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary },
    // Estimating is quadratic in the length; beyond this a password is long enough to judge by its start.
    maxLength: 64,
  });
  return checker;
}

/**
 * Refuses a password that is common or easy to guess, with zxcvbn's reason and advice in plain
 * words (e.g. "This is a heavily used password. Add more words that are less common."). The
 * account's own email and name count as guessable.
 */
export function assertStrongPassword(password: string, userInputs: (string | null | undefined)[] = [], path = "body.password"): void {
  const inputs = userInputs.flatMap((input) => (input ? [input, ...input.split(/[@.\s_-]+/)] : [])).filter((input) => input.length > 2);
  const result = strength().check(password, inputs);
  if (result.score >= MINIMUM_SCORE) return;
  const reason = result.feedback.warning ?? "This password is easy to guess.";
  const advice = result.feedback.suggestions[0] ?? "Use a longer password, for example a few unrelated words.";
  const message = `Choose a stronger password. ${reason} ${advice}`;
  throw new ApiError("validation_failed", message, { errors: [{ path, message }] });
}
