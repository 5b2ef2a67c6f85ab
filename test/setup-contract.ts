import { contractMismatches } from "./contract/check-exchanges";
import { takeExchanges } from "./contract/exchanges";
import { currentFile } from "./process-state";

// Runs for each test file: once it has ended (after test/process-state.ts closed what it left),
// every API exchange it made is held against the served OpenAPI document
// (test/contract/check-exchanges.ts); a mismatch fails the file.
takeExchanges();
currentFile().checks.push(() => {
  const mismatches = contractMismatches(takeExchanges());
  if (mismatches.length === 0) return null;
  return `The API answered outside its OpenAPI document:\n- ${mismatches.slice(0, 20).join("\n- ")}`;
});
