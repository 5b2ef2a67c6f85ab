import "server-only";

import proxyAddr from "proxy-addr";
import { z } from "zod";

import { processSingleton } from "@/lib/process/singletons";

import { loadSecrets, type Secrets } from "./secrets";

/**
 * Environment, read once and validated. Everything else imports `env()` instead of
 * touching `process.env`. `.env.example` documents each variable.
 */
/** A hop count, or a list proxy-addr accepts (it throws on anything else). */
function validTrustedProxies(value: string): boolean {
  if (/^\d+$/.test(value.trim())) return true;
  try {
    proxyAddr.compile(value.split(",").map((item) => item.trim()));
    return true;
  } catch {
    return false;
  }
}

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().min(1).optional());

/**
 * The limits on syncs running at once, readable without side effects: the sync function's options
 * are built when its module loads (also at build time), when the full environment must not be
 * read yet. `env()` validates them with the rest at start.
 */
const syncConcurrencySchema = z.object({
  /** Syncs of one owner's apps (a user's; a team's once teams exist) running at once; the others wait their turn. */
  SYNC_CONCURRENCY_PER_OWNER: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100).optional()),
  /** Syncs running at once in all, across instances; the others wait their turn. */
  SYNC_CONCURRENCY_TOTAL: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1000).optional()),
});

/**
 * The limits, by default 2 per owner and 8 in all on PostgreSQL, and 1 and 2 on PGlite: there
 * every query of every user and every sync runs on the server's one thread, so each sync running
 * beside others lengthens everyone's wait (docs/benchmarks.md, one user's syncs).
 */
export function syncConcurrencyEnv(source: Record<string, string | undefined> = process.env): {
  SYNC_CONCURRENCY_PER_OWNER: number;
  SYNC_CONCURRENCY_TOTAL: number;
} {
  const set = syncConcurrencySchema.parse(source);
  const embedded = emptyAsUndefined(source.DATABASE_URL) === undefined;
  return {
    SYNC_CONCURRENCY_PER_OWNER: set.SYNC_CONCURRENCY_PER_OWNER ?? (embedded ? 1 : 2),
    SYNC_CONCURRENCY_TOTAL: set.SYNC_CONCURRENCY_TOTAL ?? (embedded ? 2 : 8),
  };
}

const envSchema = z.object({
  ...syncConcurrencySchema.shape,
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default(".data")),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * PostgreSQL cancels any one statement that runs longer (the request answers 503): no single
   * search or report holds a connection and its locks for long. PGlite has no such timer.
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  /** Only the test harness sets this: PGlite in memory instead of DATA_DIR. */
  PGLITE_IN_MEMORY: z.preprocess(emptyAsUndefined, z.enum(["0", "1"]).default("0")),
  /**
   * Only the test harness sets this: a migrated PGlite data directory (a `dumpDataDir` tarball)
   * that each in-memory database starts from, instead of initialising and migrating a new one.
   */
  PGLITE_SNAPSHOT: optionalString,
  AUTH_SECRET: optionalString,
  ENCRYPTION_KEY: optionalString,
  /** Former ENCRYPTION_KEYs (comma separated), still accepted for decryption while rotating. */
  ENCRYPTION_KEYS_PREVIOUS: z.preprocess(emptyAsUndefined, z.string().default("")),
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(mailto:|https:)/)
      .default("mailto:admin@localhost"),
  ),
  ADMIN_EMAILS: z.preprocess(emptyAsUndefined, z.string().default("")),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Consecutive failed sign-ins for one account, from any address, before it is blocked (lib/auth/sign-in-protection.ts). */
  SIGN_IN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /** The same from one address: a smaller limit, so a guesser is stopped before the owner is. */
  SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS: z.coerce.number().int().min(1).default(5),
  /** Password hashes (scrypt, 32 MiB each) computed at once; the rest wait their turn. Default: cores - 1 (at least 1). */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Verification and password-reset emails per hour, per address and per account (lib/account/account-email-limit.ts). */
  ACCOUNT_EMAILS_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** Team invitations one address may receive a day, from every team together (lib/invitations/invitation-limit.ts). */
  INVITATIONS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).default(5),
  /** Team invitations one team may send a day (twice the largest plan's seats). */
  INVITATIONS_PER_TEAM_PER_DAY: z.coerce.number().int().min(1).default(100),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** Proxies in front of the service whose X-Forwarded-For may be read: a hop count or addresses/CIDRs (lib/http/client-address.ts). */
  TRUSTED_PROXIES: z.preprocess(
    emptyAsUndefined,
    z.string().refine(validTrustedProxies, "a hop count, or addresses and CIDR ranges separated by commas").default(""),
  ),
  /** App Store Connect. Unset: the built-in simulator at {APP_URL}/store-sim. */
  STORE_API_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** 1 = serve the simulator's HTTP control surface (<sandbox>/_control/*: an account's sandbox to its own key, the public one to anyone): test and demo deployments only. */
  STORE_SIMULATOR_CONTROL: z.preprocess(emptyAsUndefined, z.enum(["0", "1"]).default("0")),
  /** Resend API key. Unset: emails go to the database outbox admins can read. */
  RESEND_API_KEY: optionalString,
  /** Resend's API; another base URL only for a compatible gateway or a local fake in tests. */
  RESEND_BASE_URL: z.preprocess(emptyAsUndefined, z.url().default("https://api.resend.com")),
  EMAIL_FROM: z.preprocess(emptyAsUndefined, z.string().min(3).default("App Publishing Service <no-reply@localhost>")),
  /** The agent's brain: `rules` (default, no key), `openai:<model>`, `anthropic:<model>`, or `openai-compatible:<model>` with AGENT_BASE_URL. */
  AGENT_MODEL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(rules|(openai|anthropic|openai-compatible):\S+)$/, "rules, openai:<model>, anthropic:<model> or openai-compatible:<model>")
      .default("rules"),
  ),
  /** Base URL of an OpenAI-compatible API (a local model server), for `openai-compatible:` models. */
  AGENT_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** Seconds a model call may take before the agent gives up on it (and backs off; the rules stand in). */
  AGENT_MODEL_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** Seconds the agent waits before asking a model that failed again; doubled with each further failure, up to 6 hours. */
  AGENT_MODEL_BACKOFF_SECONDS: z.coerce.number().int().min(1).max(21_600).default(60),
  /** API key for the agent's model; OPENAI_API_KEY / ANTHROPIC_API_KEY are read by their providers when unset. */
  AGENT_API_KEY: optionalString,
  /** Stripe's secret key. Unset: billing is off and plans change only through an admin. */
  STRIPE_SECRET_KEY: optionalString,
  /** The webhook endpoint's signing secret (whsec_…), for POST /api/billing/webhook. */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** The Stripe price ids (price_…) the pro and business plans are sold at. */
  STRIPE_PRICE_PRO: optionalString,
  STRIPE_PRICE_BUSINESS: optionalString,
  /** Stripe's API; another base URL only for a local fake in tests. */
  STRIPE_API_BASE_URL: z.preprocess(emptyAsUndefined, z.url().default("https://api.stripe.com")),
  /** Hours between two full review passes of an app (reviews deleted and responses edited in App Store Connect); syncs between them read only new reviews. */
  SYNC_FULL_PASS_HOURS: z.coerce
    .number()
    .min(1)
    .max(24 * 30)
    .default(24),
  /** Least minutes between two ticks a sync asks for on the same app (the first sync after enabling ticks at once). */
  AGENT_SYNC_TICK_GAP_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
  /**
   * Share of each App Store Connect key's hourly budget kept for people's own requests (edits,
   * replies, manual syncs): scheduled syncs stop while less than this is left and wait for the
   * next hour. 0.5 keeps half; 0 lets scheduled syncs spend it all.
   */
  STORE_BUDGET_BACKGROUND_RESERVE: z.coerce.number().min(0).max(1).default(0.5),
  /** Milliseconds one App Store Connect request (sending it and reading its answer) may take before it counts as failed. */
  STORE_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /**
   * Milliseconds a person waits at most for App Store Connect (a credentials check, an edit, a
   * reply), retries included: then the answer is `504 store_timeout`. Syncs have no such deadline.
   */
  STORE_DEADLINE_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  /** Milliseconds the first retry of a failed App Store Connect request waits at most (with jitter; it doubles per retry, up to 30 s). */
  STORE_RETRY_BASE_DELAY_MS: z.coerce.number().int().min(1).max(60_000).default(500),
  /** Seconds an owner waits between two "Run now" of the same agent (429 with Retry-After meanwhile). */
  AGENT_RUN_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Days a proposal waits for its owner's decision before it expires and the agent moves on. */
  AGENT_ACTION_EXPIRY_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

type RawEnv = z.infer<typeof envSchema>;

/**
 * The Inngest settings alone, without side effects: the Inngest client is built when its
 * module loads (also at build time), when the full environment must not be read yet.
 */
const inngestSchema = z.object({
  INNGEST_SIGNING_KEY: optionalString,
  INNGEST_SIGNING_KEY_FALLBACK: optionalString,
  INNGEST_EVENT_KEY: optionalString,
  INNGEST_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  INNGEST_DEV: z.preprocess(emptyAsUndefined, z.enum(["0", "1"]).default("0")),
});

type InngestEnv = z.infer<typeof inngestSchema> & {
  /** No Inngest server configured: the embedded runner drives the functions. */
  embeddedRunner: boolean;
};

export function inngestEnv(source: NodeJS.ProcessEnv = process.env): InngestEnv {
  const parsed = inngestSchema.parse(source);
  return {
    ...parsed,
    // The SDK resolves its endpoints against this base (`new URL("e/<key>", base)`): without the
    // trailing slash, a base with a path (https://host/inngest) would lose its last segment.
    INNGEST_BASE_URL: parsed.INNGEST_BASE_URL?.replace(/\/?$/, "/"),
    embeddedRunner: !parsed.INNGEST_SIGNING_KEY && !parsed.INNGEST_BASE_URL && parsed.INNGEST_DEV === "0",
  };
}

/**
 * What is missing for the Inngest server the environment names, checked at start: outside
 * Inngest's dev mode, the server signs its calls with INNGEST_SIGNING_KEY and accepts events
 * only with INNGEST_EVENT_KEY, so a half-configured server mode would run nothing.
 */
function inngestEnvProblems(settings: InngestEnv): string[] {
  if (settings.embeddedRunner || settings.INNGEST_DEV === "1") return [];
  const problems: string[] = [];
  if (!settings.INNGEST_SIGNING_KEY) problems.push("INNGEST_SIGNING_KEY: required with an Inngest server (INNGEST_BASE_URL is set)");
  if (!settings.INNGEST_EVENT_KEY) problems.push("INNGEST_EVENT_KEY: required with an Inngest server, to send events to it");
  return problems;
}

type Env = Omit<RawEnv, "ADMIN_EMAILS" | "APP_URL" | "STORE_API_BASE_URL" | keyof Secrets> & {
  APP_URL: string;
  /** Where the store client sends requests: Apple, or this service's own simulator. */
  STORE_API_BASE_URL: string;
  /** True when no store is configured, so this process serves the simulator at /store-sim. */
  storeSimulatorMounted: boolean;
  ADMIN_EMAILS: ReadonlySet<string>;
  /** True when running on PGlite with no external services configured. */
  embedded: boolean;
  secrets: Secrets;
};

/** The validated environment. Lazy, so importing a module never generates secrets (e.g. at build time). */
export function env(): Env {
  return processSingleton("env", () => readEnv(process.env));
}

function readEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(source);
  const inngest = inngestSchema.safeParse(source);
  const problems = [
    ...(parsed.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    ...(inngest.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    ...(inngest.success ? inngestEnvProblems(inngestEnv(source)) : []),
  ];
  if (!parsed.success || problems.length > 0) {
    throw new Error(`Invalid environment:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
  }
  const raw = parsed.data;
  const embedded = !raw.DATABASE_URL;
  const secrets = loadSecrets(raw, { embedded, dataDir: raw.DATA_DIR, persist: raw.PGLITE_IN_MEMORY === "0" });
  const appUrl = (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, "");
  return {
    ...raw,
    APP_URL: appUrl,
    STORE_API_BASE_URL: (raw.STORE_API_BASE_URL ?? `${appUrl}/store-sim`).replace(/\/$/, ""),
    storeSimulatorMounted: !raw.STORE_API_BASE_URL,
    ADMIN_EMAILS: new Set(
      raw.ADMIN_EMAILS.split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
    embedded,
    secrets,
  };
}
