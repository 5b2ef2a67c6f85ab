import { createHash, randomBytes } from "node:crypto";

/**
 * Secrets handed to a person once (emailed links, personal access tokens): 256 random bits,
 * base64url. Only `hashSecretToken` of one is stored, so a copy of the database cannot be used
 * to sign in. SHA-256 without salt is enough here: the input is random, not a password.
 */
export const newSecretToken = (prefix = "") => `${prefix}${randomBytes(32).toString("base64url")}`;

export const hashSecretToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");
