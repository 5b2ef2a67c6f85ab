// What the client needs to act as a publisher's API key. Team keys carry an issuer id;
// individual keys do not, and ASC identifies them by `sub: "user"` instead.

export interface StoreCredentials {
  keyId: string;
  /** Issuer id of a team key; omitted for individual keys. */
  issuerId?: string;
  /** The .p8 key: PKCS#8 PEM, EC P-256. */
  privateKey: string;
  isIndividualKey: boolean;
}

/** A clock in epoch milliseconds (injectable so tests control token expiry). */
export type Clock = () => number;
