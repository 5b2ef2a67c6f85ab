import dns from "node:dns";
import https from "node:https";
import net from "node:net";

import ipaddr from "ipaddr.js";

/**
 * Outgoing requests to URLs that users supply (push endpoints, later webhooks) may only reach
 * the public internet: never loopback, private, link-local or other special-purpose ranges,
 * which would let a user probe or attack our own network (SSRF).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === "unicast";
}

/** Validation for a user-supplied URL: https, a host name or public IP literal, no credentials. */
export function publicHttpsUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "Must be an absolute URL";
  }
  if (url.protocol !== "https:") return "Must be an https: URL";
  if (url.username || url.password) return "Must not contain credentials";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local") || host.endsWith(".internal")) {
    return "Must point to a public host";
  }
  if (net.isIP(host) && !isPublicAddress(host)) return "Must point to a public address";
  return null;
}

export const PRIVATE_ADDRESS_ERROR = "ERR_PRIVATE_ADDRESS";

const privateAddressError = (host: string) => Object.assign(new Error(`${host} is not a public address`), { code: PRIVATE_ADDRESS_ERROR });

/**
 * An https agent that only connects to public addresses. Checking at connect time, not only
 * when the URL is saved, also defeats host names that later resolve somewhere private.
 * Node skips `lookup` for IP literals, so those are checked before connecting.
 */
class PublicOnlyHttpsAgent extends https.Agent {
  override createConnection(...[options, callback]: Parameters<https.Agent["createConnection"]>) {
    const host = String(options.host ?? "").replace(/^\[|\]$/g, "");
    if (net.isIP(host) && !isPublicAddress(host)) {
      // Node's agent handles a socket-less callback as a failed connection.
      (callback as ((error: Error) => void) | undefined)?.(privateAddressError(host));
      return undefined;
    }
    return super.createConnection(options, callback);
  }
}

export function publicOnlyHttpsAgent(): https.Agent {
  return new PublicOnlyHttpsAgent({
    keepAlive: true,
    lookup(hostname, options, callback) {
      dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
        if (error) return callback(error, "", 0);
        const allowed = addresses.filter((entry) => isPublicAddress(entry.address));
        if (allowed.length === 0) return callback(privateAddressError(hostname), "", 0);
        if ((options as dns.LookupOptions).all) return callback(null, allowed as never, 0);
        callback(null, allowed[0]!.address, allowed[0]!.family);
      });
    },
  });
}
