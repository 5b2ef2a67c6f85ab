/** An address has at most 254 characters (RFC 5321); with spaces around it, this many at most. */
const MAX_ADDRESS_INPUT = 1_000;

/**
 * An email address as stored and compared: trimmed and lower-cased (sign-in is case-insensitive).
 * A longer text is no address and matches none: it is left as it is, unread.
 */
export const normalizeEmail = (email: string) => (email.length > MAX_ADDRESS_INPUT ? email : email.trim().toLowerCase());
