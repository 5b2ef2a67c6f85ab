import "server-only";

import proxyAddr from "proxy-addr";

import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { processSingleton } from "@/lib/process/singletons";
import { stampedPeerAddress } from "@/server/node-hooks.mjs";

/** The one budget shared by requests whose address is unknown (see `clientAddress`). */
export const UNVERIFIED_ADDRESS = "unverified";

type Trust = (address: string, hop: number) => boolean;

/**
 * The caller's address, for per-address budgets and session records. It is the socket's peer,
 * stamped by this process's own HTTP server (server/node-hooks.mjs). Forwarded headers count only
 * when the operator declared the proxies in front (`TRUSTED_PROXIES`): then `X-Forwarded-For` is
 * read right to left, skipping trusted hops, and the first untrusted address is the client.
 * `X-Real-IP` and any other header a client can write are never read.
 *
 * A request that did not come through a stamping server (`next dev`) has no address anyone can
 * vouch for: all such requests share one budget, which is strict but cannot be dodged.
 */
export function clientAddress(request: Request): string {
  const peer = stampedPeerAddress(request.headers);
  if (!peer) {
    warnUnverifiedOnce();
    return UNVERIFIED_ADDRESS;
  }
  const trust = proxyTrust();
  if (!trust) return peer;
  const forwardedFor = request.headers.get("x-forwarded-for") ?? undefined;
  const nodeLike = { socket: { remoteAddress: peer }, headers: { "x-forwarded-for": forwardedFor } };
  return proxyAddr(nodeLike as unknown as Parameters<typeof proxyAddr>[0], trust);
}

/**
 * `TRUSTED_PROXIES`: empty (no proxy: the peer is the client), a hop count (`1` = one load
 * balancer in front), or a comma-separated list of addresses and CIDR ranges (and proxy-addr's
 * names `loopback`, `linklocal`, `uniquelocal`).
 */
function proxyTrust(): Trust | null {
  const setting = env().TRUSTED_PROXIES;
  const cache = processSingleton("proxyTrust", () => ({ setting, trust: compileTrust(setting) }));
  if (cache.setting !== setting) Object.assign(cache, { setting, trust: compileTrust(setting) });
  return cache.trust;
}

function compileTrust(setting: string): Trust | null {
  const value = setting.trim();
  if (value === "" || value === "0") return null;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return proxyAddr.compile(
    value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  );
}

let warned = false;
function warnUnverifiedOnce() {
  if (warned) return;
  warned = true;
  log.warn("requests arrive without the server's address stamp (not started with `npm start`?): per-address limits share one budget");
}
