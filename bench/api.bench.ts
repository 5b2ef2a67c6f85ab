// `npm run bench`: throughput of an authenticated read (GET /api/push/subscriptions: session
// decode, user and revocation lookups, rate limit, query) next to the constant liveness route
// (GET /api/health), measured in the same run against the production server. Rounds alternate
// between the two so that warm-up and machine noise fall on both. Set DATABASE_URL for PostgreSQL.
import autocannon from "autocannon";

import { signedInCookie, startBenchServer } from "./server";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Figures {
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

async function measure(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const failures = result.errors + result.timeouts + result.non2xx;
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, errors: failures };
}

function combine(rounds: Figures[]): Figures {
  return {
    requestsPerSecond: rounds.reduce((sum, round) => sum + round.requestsPerSecond, 0) / rounds.length,
    p99: Math.max(...rounds.map((round) => round.p99)),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
  };
}

const server = await startBenchServer();
try {
  const cookie = await signedInCookie(server.url);
  const health: Figures[] = [];
  const subscriptions: Figures[] = [];
  await measure(`${server.url}/api/health`); // warm-up, not counted
  for (let round = 0; round < ROUNDS; round++) {
    health.push(await measure(`${server.url}/api/health`));
    subscriptions.push(await measure(`${server.url}/api/push/subscriptions`, { cookie }));
  }
  const baseline = combine(health);
  const authenticated = combine(subscriptions);
  const ratio = authenticated.requestsPerSecond / baseline.requestsPerSecond;
  console.log(`\nDatabase: ${server.database}; ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each`);
  console.table({
    "GET /api/health": { "req/s": Math.round(baseline.requestsPerSecond), "p99 ms": baseline.p99, errors: baseline.errors },
    "GET /api/push/subscriptions (signed in)": {
      "req/s": Math.round(authenticated.requestsPerSecond),
      "p99 ms": authenticated.p99,
      errors: authenticated.errors,
    },
  });
  console.log(`ratio (authenticated / health): ${ratio.toFixed(2)} (target >= 0.5 on PostgreSQL)`);
  if (baseline.errors + authenticated.errors > 0) process.exitCode = 1;
} finally {
  server.stop();
}
