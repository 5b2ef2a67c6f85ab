// Summarizes a V8 CPU profile (`node --cpu-prof`, e.g. from `BENCH_PROFILE=<dir> npm run bench`):
// where the server's CPU time went, by where the code comes from and by function, and the time
// spent inside the functions named on the command line (their callees included).
// Usage: npx tsx bench/cpu-profile-summary.ts <file.cpuprofile> [--skip-ms=N] [functionName…]
// `--skip-ms` leaves out the first N ms (start-up, sign-in, the demo app's sync): `npm run bench`
// prints the value for its load phase.
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, ...rest] = process.argv.slice(2);
if (!file) throw new Error("usage: cpu-profile-summary.ts <file.cpuprofile> [--skip-ms=N] [functionName…]");
const skipMs = Number(rest.find((arg) => arg.startsWith("--skip-ms="))?.slice("--skip-ms=".length) ?? 0);
const watched = rest.filter((arg) => !arg.startsWith("--"));
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

// Self time per node, in ms: each sample's delta belongs to the node sampled.
const self = new Map<number, number>();
let elapsedMs = 0;
profile.samples.forEach((id, index) => {
  const ms = (profile.timeDeltas[index] ?? 0) / 1000;
  elapsedMs += ms;
  if (elapsedMs > skipMs) self.set(id, (self.get(id) ?? 0) + ms);
});
const total = [...self.values()].reduce((sum, ms) => sum + ms, 0);
const idle = [...self].filter(([id]) => byId.get(id)!.callFrame.functionName === "(idle)").reduce((sum, [, ms]) => sum + ms, 0);
const busy = total - idle;

/** Where a frame's code comes from: a package, a Next.js bundle, Node itself, or V8. */
function origin(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  if (url.startsWith("node:")) return "node:internal";
  const compiled = /next\/dist\/compiled\/([^/]+(?:\/[^/]+)?)/.exec(url);
  if (compiled) return `next (compiled ${compiled[1]})`;
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/g;
  let match: RegExpExecArray | null;
  let last: string | undefined;
  while ((match = modules.exec(url))) last = match[1];
  if (last) return last;
  if (url.includes("/.next/server/")) return `app bundle (${url.split("/").at(-1)})`;
  return url;
}

const percent = (ms: number) => `${((ms / busy) * 100).toFixed(1)}%`;
const top = (entries: Map<string, number>, count: number) =>
  Object.fromEntries(
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => [name, { ms: Math.round(ms), "% of busy": percent(ms) }]),
  );

const byOrigin = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const [id, ms] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  if (functionName === "(idle)") continue;
  const from = origin(url, functionName);
  byOrigin.set(from, (byOrigin.get(from) ?? 0) + ms);
  const name = `${functionName || "(anonymous)"} ${from}:${lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
}

console.log(`${file}: ${Math.round(total)} ms sampled, ${Math.round(busy)} ms busy (${Math.round((busy / total) * 100)}%)`);
console.log("\nSelf time by origin");
console.table(top(byOrigin, 25));
console.log("\nSelf time by function");
console.table(top(byFunction, 30));

if (watched.length > 0) {
  // Time under a frame of each watched function (callees included), counted once per sample
  // even when the function is on the stack more than once.
  const under = new Map<string, number>(watched.map((name) => [name, 0]));
  for (const [id, ms] of self) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = byId.get(at)!.callFrame.functionName;
      if (under.has(name) && !seen.has(name)) {
        seen.add(name);
        under.set(name, under.get(name)! + ms);
      }
    }
  }
  console.log("\nTime inside watched functions (callees included)");
  console.table(top(under, watched.length));
}
