// The child of test/security/text-cost.test.ts: measures every text function (text-costs.ts) in a
// fresh process and prints the result as JSON.
import { measureTextCosts } from "./text-costs";

console.log(JSON.stringify(measureTextCosts()));
