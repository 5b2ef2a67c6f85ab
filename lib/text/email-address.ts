/** An email address as stored and compared: trimmed and lower-cased (sign-in is case-insensitive). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
