// Runs `prisma generate` offline. Generate never executes the schema engine, but the CLI
// insists on finding one; point it at a shim that fails loudly if a migrate command is run.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const shim = fileURLToPath(new URL("./shims/no-schema-engine.sh", import.meta.url));
const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? shim,
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
  CHECKPOINT_DISABLE: "1",
};
const result = spawnSync("npx", ["--no-install", "prisma", "generate"], { stdio: "inherit", env });
process.exit(result.status ?? 1);
