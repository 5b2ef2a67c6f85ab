import dns from "node:dns";
import https from "node:https";
import net from "node:net";

import { isPrivateHostName, isPublicAddress } from "./public-https-url";

// The checks of an address or a URL alone hold no Node: the browser validates with them too.
export { isPublicAddress, publicHttpsUrlProblem } from "./public-https-url";

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
      // Refused by name as when saved, whatever this machine's resolver makes of it.
      if (isPrivateHostName(hostname)) return callback(privateAddressError(hostname), "", 0);
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
