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
  // An IP literal (the URL parser has already normalised IPv4's other spellings to four decimal parts).
  const literal = ipaddr.IPv4.isValidFourPartDecimal(host) || ipaddr.IPv6.isValid(host);
  if (literal && !isPublicAddress(host)) return "Must point to a public address";
  return null;
}
