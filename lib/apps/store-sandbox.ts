import "server-only";

import { serviceMac, serviceMacMatches } from "@/lib/crypto/service-mac";
import { builtInStore, SIMULATOR_BASE_PATH, type SandboxTarget, type SimulatorKey } from "@/lib/store/built-in-store";

import { sandboxPublicKey } from "./sandbox-key";

/**
 * The built-in simulator's sandbox an owner's apps live in: each account has a demo publisher
 * of its own, so nothing one account does in its store reaches another's. The one
 * place that says whose sandbox it is: when apps belong to teams, this takes the team.
 */
export const sandboxIdFor = (ownerId: string): string => `user:${ownerId}`;

const ADDRESS_PURPOSE = "store-sandbox";
const IMAGE_PURPOSE = "store-sandbox-image";
const SANDBOX_PATHS = `${SIMULATOR_BASE_PATH}/s/`;
const IMAGE_PATHS = `${SIMULATOR_BASE_PATH}/i/`;
/** The simulator's image host under a sandbox's prefix (platform/store-simulator/asset-paths.ts). */
const IMAGES = "/_images";

/** `<sandbox id in base64url>.<tag>`: the id travels in the address, because a tag cannot be turned back into it. */
const addressSegment = (sandboxId: string, tag: string) => `${Buffer.from(sandboxId, "utf8").toString("base64url")}.${tag}`;

/** The sandbox id a segment names when its tag is the HMAC of `scope(id)` for `purpose`; null otherwise. */
function sandboxNamedBy(segment: string, purpose: string, scope: (sandboxId: string) => string): string | null {
  const match = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(segment);
  if (!match) return null;
  const sandbox = Buffer.from(match[1]!, "base64url").toString("utf8");
  return serviceMacMatches(purpose, scope(sandbox), match[2]!) ? sandbox : null;
}

/**
 * Where a sandbox is served over HTTP: `/store-sim/s/<sandbox id>.<tag>`, the tag an HMAC of the
 * id with the service's secret, so only the service can make the address of an account's
 * sandbox (the id alone, or any public data, does not give it). Nothing is stored.
 */
export function sandboxBasePath(sandboxId: string): string {
  return `${SANDBOX_PATHS}${addressSegment(sandboxId, serviceMac(ADDRESS_PURPOSE, sandboxId))}`;
}

/**
 * The sandbox a request path under /store-sim/s/ addresses, and its prefix; null for any other
 * path, and for an address the service did not make (it is then served as the unknown path it is).
 */
export function sandboxAddressedBy(pathname: string): { sandbox: string; basePath: string } | null {
  if (!pathname.startsWith(SANDBOX_PATHS)) return null;
  const segment = pathname.slice(SANDBOX_PATHS.length).split("/", 1)[0]!;
  const sandbox = sandboxNamedBy(segment, ADDRESS_PURPOSE, (id) => id);
  return sandbox === null ? null : { sandbox, basePath: `${SANDBOX_PATHS}${segment}` };
}

const imageScope = (sandboxId: string, assetToken: string) => `${sandboxId}\n${assetToken}`;

/**
 * Where one image of a sandbox is served: `/store-sim/i/<sandbox id>.<tag>/_images/<asset token>/…`
 * (the sandbox's own image path, under an address of the image's own), the tag an HMAC of the
 * sandbox and the asset token. The dashboard shows these (they are what the store's answers carry
 * as templates): each opens that image and nothing else, not the sandbox's API, its control plane
 * or another image. Like Apple's image CDN addresses, they do not expire.
 */
export function sandboxImageRoot(sandboxId: string, assetToken: string): string {
  return `${IMAGE_PATHS}${addressSegment(sandboxId, serviceMac(IMAGE_PURPOSE, imageScope(sandboxId, assetToken)))}${IMAGES}`;
}

/**
 * The image a path under /store-sim/i/ names, as its sandbox serves it (`<sandbox's address>/_images/
 * <asset token>/<rendition>`); null for any other path and for an address the service did not make.
 */
export function sandboxImageAddressedBy(pathname: string): { sandbox: string; basePath: string; path: string } | null {
  if (!pathname.startsWith(IMAGE_PATHS)) return null;
  const slash = pathname.indexOf("/", IMAGE_PATHS.length);
  const segment = pathname.slice(IMAGE_PATHS.length, slash);
  const image = pathname.slice(slash);
  const assetToken = image.slice(IMAGES.length + 1, image.lastIndexOf("/"));
  if (slash < 0 || !image.startsWith(`${IMAGES}/`) || !assetToken) return null;
  const sandbox = sandboxNamedBy(segment, IMAGE_PURPOSE, (id) => imageScope(id, assetToken));
  if (sandbox === null) return null;
  const basePath = sandboxBasePath(sandbox);
  return { sandbox, basePath, path: `${basePath}${image}` };
}

/** The demo publisher's public keys, made once (from its committed PEMs). */
let demoPublisherKeys: SimulatorKey[] | undefined;

/**
 * How a request reaches a sandbox: at its address, answering only to its own key, with per-image
 * addresses for the images in its answers. The service's own store client (`viaService`), which
 * picks the owner's sandbox itself, may also sign with the demo publisher's public keys: the key
 * "Use the demo account" fills in works for the apps a person registers, and only in their sandbox.
 */
export function sandboxAccess(sandboxId: string, { viaService = false } = {}): SandboxTarget {
  demoPublisherKeys ??= builtInStore().demoKeys();
  const own = sandboxPublicKey(sandboxId);
  return {
    sandbox: sandboxId,
    basePath: sandboxBasePath(sandboxId),
    keys: viaService ? [own, ...demoPublisherKeys] : [own],
    imageRoot: (assetToken) => sandboxImageRoot(sandboxId, assetToken),
  };
}
