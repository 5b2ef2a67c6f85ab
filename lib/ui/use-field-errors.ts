"use client";

import { useState } from "react";

import { ApiProblem } from "./api-fetch";
import { plainFieldMessage } from "./problem-text";

/**
 * The API's field errors of a form, each shown under its field until that field changes: call
 * `clear(field)` from its onChange (several at once: `clear(a, b)`). A new error shows every field's messages again.
 */
export function useFieldErrors(error: unknown) {
  const [cleared, setCleared] = useState<{ error: unknown; fields: Set<string> }>({ error, fields: new Set() });
  const current = cleared.error === error ? cleared.fields : new Set<string>();
  return {
    errors: (field: string): string[] =>
      error instanceof ApiProblem && !current.has(field) ? error.fieldErrors(field).map(plainFieldMessage) : [],
    clear: (...fields: string[]) => {
      if (fields.every((field) => current.has(field))) return;
      setCleared({ error, fields: new Set([...current, ...fields]) });
    },
  };
}
