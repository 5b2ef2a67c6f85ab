import "server-only";

import { serviceMac, serviceMacMatches } from "@/lib/crypto/service-mac";
import { SIMULATOR_BASE_PATH } from "@/platform/store-simulator/embedded";

/**
 * The built-in simulator's sandbox an owner's apps live in: each account has a demo publisher
 * of its own, so nothing one account does in its store reaches another's. The one
 * place that says whose sandbox it is: when apps belong to teams, this takes the team.
 */
export const sandboxIdFor = (ownerId: string): string => `user:${ownerId}`;

const MAC_PURPOSE = "store-sandbox";
const SANDBOX_PATHS = `${SIMULATOR_BASE_PATH}/s/`;

/**
 * Where a sandbox is served over HTTP: `/store-sim/s/<sandbox id>.<tag>`, the tag an HMAC of the
 * id with the service's secret, so only the service can make the address of an account's
 * sandbox (the id alone, or any public data, does not give it). The id travels in the address
 * (base64url) because a tag cannot be turned back into the id and nothing is stored.
 */
export function sandboxBasePath(sandboxId: string): string {
  return `${SANDBOX_PATHS}${Buffer.from(sandboxId, "utf8").toString("base64url")}.${serviceMac(MAC_PURPOSE, sandboxId)}`;
}

/**
 * The sandbox a request path under /store-sim/s/ addresses, and its prefix; null for any other
 * path, and for an address the service did not make (it is then served as the unknown path it is).
 */
export function sandboxAddressedBy(pathname: string): { sandbox: string; basePath: string } | null {
  if (!pathname.startsWith(SANDBOX_PATHS)) return null;
  const token = pathname.slice(SANDBOX_PATHS.length).split("/", 1)[0]!;
  const match = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const sandbox = Buffer.from(match[1]!, "base64url").toString("utf8");
  if (!serviceMacMatches(MAC_PURPOSE, sandbox, match[2]!)) return null;
  return { sandbox, basePath: `${SANDBOX_PATHS}${token}` };
}
