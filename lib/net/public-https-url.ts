import ipaddr from "ipaddr.js";

/** Global unicast (2000::/3): the only IPv6 addresses the public internet routes to hosts. */
const GLOBAL_UNICAST = ipaddr.parseCIDR("2000::/3");
/** The IPv4-compatible block (::/96, deprecated by RFC 4291): `::a.b.c.d`, `::` and `::1` included. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR("::/96");
/** NAT64's well-known prefix (RFC 6052): the IPv4 address is the last 32 bits. */
const NAT64_WELL_KNOWN = ipaddr.parseCIDR("64:ff9b::/96");

/**
 * The IPv4 address an IPv6 address stands for, where the form says where it sits: IPv4-mapped
 * (`::ffff:a.b.c.d`), translated (`::ffff:0:a.b.c.d`, RFC 6145), IPv4-compatible (`::a.b.c.d`),
 * NAT64's well-known prefix and 6to4 (`2002:AABB:CCDD::/48`). A packet to such an address ends at
 * that IPv4 address (through this host's own stack, a NAT64 gateway or a 6to4 relay).
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const parts = address.parts;
  const last32 = () => new ipaddr.IPv4([parts[6]! >> 8, parts[6]! & 0xff, parts[7]! >> 8, parts[7]! & 0xff]);
  const range = address.range();
  if (range === "ipv4Mapped" || range === "rfc6145") return last32();
  if (address.match(IPV4_COMPATIBLE) || address.match(NAT64_WELL_KNOWN)) return last32();
  if (range === "6to4") return new ipaddr.IPv4([parts[1]! >> 8, parts[1]! & 0xff, parts[2]! >> 8, parts[2]! & 0xff]);
  return null;
}

/**
 * Outgoing requests to URLs that users supply (push endpoints, webhooks, links the agent checks)
 * may only reach the public internet: never loopback, private, link-local or other
 * special-purpose ranges, which would let a user probe or attack our own network (SSRF). An IPv6
 * address that carries an IPv4 address is as public as that IPv4 address; any other IPv6 address
 * must be global unicast outside every special range (Teredo, documentation, NAT64's local-use
 * prefix and the like included).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv4") return parsed.range() === "unicast";
  const v6 = parsed as ipaddr.IPv6;
  const embedded = embeddedIPv4(v6);
  if (embedded) return embedded.range() === "unicast";
  return v6.match(GLOBAL_UNICAST) && v6.range() === "unicast";
}

/**
 * Names that lead only inside a network (RFC 6761's `.localhost`, mDNS's `.local`, RFC 8375's
 * `.home.arpa`, ICANN's `.internal`). `.invalid` and `.test` resolve nowhere at all: refusing them
 * protects nothing.
 */
const PRIVATE_NAME_SUFFIXES = [".localhost", ".local", ".internal", ".home.arpa"];

/**
 * Whether a host name (not an IP literal) can only mean something private: a reserved name, or a
 * single label (`intranet`), which resolvers complete with the local search domains. A trailing
 * dot (`localhost.`, the fully-qualified spelling) names the same host and is ignored.
 */
export function isPrivateHostName(hostname: string): boolean {
  const name = `.${hostname.toLowerCase().replace(/\.+$/, "")}`;
  if (name === "." || name === ".localhost" || name.lastIndexOf(".") === 0) return true;
  return PRIVATE_NAME_SUFFIXES.some((suffix) => name.endsWith(suffix));
}

/** Validation for a user-supplied URL: https, a public host name or IP literal, no credentials. */
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
  // An IP literal (the URL parser has already normalised IPv4's other spellings to four decimal parts).
  if (ipaddr.IPv4.isValidFourPartDecimal(host) || ipaddr.IPv6.isValid(host)) {
    return isPublicAddress(host) ? null : "Must point to a public address";
  }
  return isPrivateHostName(host) ? "Must point to a public host" : null;
}
