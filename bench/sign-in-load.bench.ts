// `npm run bench:signin`: how much a burst of sign-ins slows everything else down. Eight clients
// sign in over and over (each sign-in hashes a password with scrypt: 32 MiB, tens of ms of CPU)
// while autocannon measures GET /api/health. Side by side in one run: password hashing bounded
// as shipped (PASSWORD_HASH_CONCURRENCY default: cores - 1) and effectively unbounded (8 at once,
// what the service did before), each against an idle baseline on the same server.
import { availableParallelism } from "node:os";

import autocannon from "autocannon";

import { startBenchServer } from "./server";

const SIGNING_IN = 8;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PASSWORD = "benchmark violet kettle";

async function healthP99(url: string): Promise<{ p99: number; p50: number; rps: number }> {
  const result = await autocannon({ url: `${url}/api/health`, connections: 10, duration: SECONDS });
  return { p99: result.latency.p99, p50: result.latency.p50, rps: Math.round(result.requests.average) };
}

/** One client signing in again and again until `stop` resolves; returns how many sign-ins it made. */
async function signInLoop(url: string, email: string, stopped: () => boolean): Promise<number> {
  let count = 0;
  while (!stopped()) {
    const csrf = await fetch(`${url}/api/auth/csrf`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const cookie = csrf.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    await fetch(`${url}/api/auth/callback/credentials`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
      body: new URLSearchParams({ csrfToken, email, password: PASSWORD }),
    });
    count++;
  }
  return count;
}

async function measure(label: string, concurrency: string) {
  const server = await startBenchServer({
    PASSWORD_HASH_CONCURRENCY: concurrency,
    SIGN_IN_FAILURES_PER_ACCOUNT: "1000000",
    SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS: "1000000",
  });
  try {
    const emails = Array.from({ length: SIGNING_IN }, (_, index) => `signin-bench-${index}-${Date.now()}@example.com`);
    for (const email of emails) {
      await fetch(`${server.url}/api/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
    }
    await healthP99(server.url); // warm-up
    const idle = await healthP99(server.url);
    let stop = false;
    const loops = emails.map((email) => signInLoop(server.url, email, () => stop));
    const loaded = await healthP99(server.url);
    stop = true;
    const signIns = (await Promise.all(loops)).reduce((sum, count) => sum + count, 0);
    return {
      [`${label}: idle`]: { "health req/s": idle.rps, "p50 ms": idle.p50, "p99 ms": idle.p99, "sign-ins/s": 0 },
      [`${label}: ${SIGNING_IN} clients signing in`]: {
        "health req/s": loaded.rps,
        "p50 ms": loaded.p50,
        "p99 ms": loaded.p99,
        "sign-ins/s": Math.round(signIns / SECONDS),
      },
    };
  } finally {
    await server.stop();
  }
}

const bounded = await measure(
  `hashing ${Math.max(1, availableParallelism() - 1)} at a time (default)`,
  String(Math.max(1, availableParallelism() - 1)),
);
const unbounded = await measure(`hashing ${SIGNING_IN} at a time (unbounded)`, String(SIGNING_IN));
console.log(`\n${availableParallelism()} cores; GET /api/health with 10 connections for ${SECONDS} s; PGlite unless DATABASE_URL is set`);
console.table({ ...bounded, ...unbounded });
