import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import webpush from "web-push";

export interface Secrets {
  AUTH_SECRET: string;
  /** 32-byte AES-256-GCM key (base64) for store keys at rest. */
  ENCRYPTION_KEY: string;
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
}

type SecretSource = Partial<Record<keyof Secrets, string | undefined>>;

const SECRETS_FILE = "secrets.json";
const SECRET_NAMES = ["AUTH_SECRET", "ENCRYPTION_KEY", "VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY"] as const;

/**
 * Secrets come from the environment. A deployment on PostgreSQL must provide them all
 * (instances must agree on them); the embedded default generates the missing ones once
 * and keeps them in DATA_DIR, so sessions and encrypted keys survive restarts.
 */
export function loadSecrets(
  source: SecretSource,
  { embedded, dataDir, persist }: { embedded: boolean; dataDir: string; persist: boolean },
): Secrets {
  const fromEnv = pickDefined(source);
  if (!embedded) {
    const missing = SECRET_NAMES.filter((name) => !fromEnv[name]);
    if (missing.length > 0) {
      throw new Error(
        `DATABASE_URL is set, so secrets must come from the environment. Missing: ${missing.join(", ")}. ` +
          "See .env.example for how to generate them.",
      );
    }
    return validate(fromEnv as Secrets);
  }
  if (!persist) return validate({ ...generateSecrets({}), ...fromEnv });
  return validate({ ...ensureSecretsFile(path.join(dataDir, SECRETS_FILE)), ...fromEnv });
}

/** Reads the generated secrets, creating (or completing) the file on first start. */
function ensureSecretsFile(file: string): Secrets {
  const stored = readSecretsFile(file);
  if (SECRET_NAMES.every((name) => stored[name])) return stored as Secrets;
  const secrets = generateSecrets(stored);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  try {
    // A link fails when the file appeared meanwhile (another process won the first start):
    // then its secrets are the ones to use. Completing a partial file replaces it.
    if (Object.keys(stored).length === 0) fs.linkSync(temporary, file);
    else fs.renameSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return ensureSecretsFile(file);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  return secrets;
}

function generateSecrets(existing: SecretSource): Secrets {
  const vapid =
    existing.VAPID_PUBLIC_KEY && existing.VAPID_PRIVATE_KEY
      ? { publicKey: existing.VAPID_PUBLIC_KEY, privateKey: existing.VAPID_PRIVATE_KEY }
      : webpush.generateVAPIDKeys();
  return {
    AUTH_SECRET: existing.AUTH_SECRET ?? randomBytes(32).toString("base64url"),
    ENCRYPTION_KEY: existing.ENCRYPTION_KEY ?? randomBytes(32).toString("base64"),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  };
}

function validate(secrets: Secrets): Secrets {
  if (secrets.AUTH_SECRET.length < 32) throw new Error("AUTH_SECRET must be at least 32 characters.");
  if (Buffer.from(secrets.ENCRYPTION_KEY, "base64").length !== 32) {
    throw new Error("ENCRYPTION_KEY must be 32 bytes, base64-encoded (openssl rand -base64 32).");
  }
  return secrets;
}

function readSecretsFile(file: string): SecretSource {
  try {
    return pickDefined(JSON.parse(fs.readFileSync(file, "utf8")) as SecretSource);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw new Error(`Cannot read ${file}: ${(error as Error).message}`);
  }
}

function pickDefined(source: SecretSource): SecretSource {
  return Object.fromEntries(SECRET_NAMES.filter((name) => source[name]).map((name) => [name, source[name]]));
}
