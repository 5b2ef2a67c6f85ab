import "server-only";

import { PUBLIC_SANDBOX, type EmbeddedSimulator } from "@/lib/store/built-in-store";

import { sandboxAccess, sandboxAddressedBy, sandboxImageAddressedBy } from "./store-sandbox";

/**
 * Serves a request to this process's simulator. `actingFor`: the sandbox the service's own store
 * client acts in (its owner's), which may take the demo publisher's public keys; without it the
 * request came over HTTP: a sandbox's address answers only to that sandbox's own key, an image's
 * address to nothing but that image (the one path it may reach), and any other path is the public
 * sandbox, where no account's apps live.
 */
export function serveEmbeddedStore(simulator: EmbeddedSimulator, request: Request, actingFor?: string): Promise<Response> {
  const url = new URL(request.url);
  const image = sandboxImageAddressedBy(url.pathname);
  if (image) {
    const rendition = new Request(new URL(image.path, url), { method: request.method });
    return simulator.handle(rendition, { sandbox: image.sandbox, basePath: image.basePath });
  }
  if (actingFor !== undefined) return simulator.handle(request, sandboxAccess(actingFor, { viaService: true }));
  const addressed = sandboxAddressedBy(url.pathname);
  return simulator.handle(request, addressed ? sandboxAccess(addressed.sandbox) : { sandbox: PUBLIC_SANDBOX });
}
