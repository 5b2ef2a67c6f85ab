import { pruneRevokedSessions } from "./prune-revoked-sessions";

/** Every function the service serves (at /api/inngest, and to the embedded runner). */
export const functions = [pruneRevokedSessions];
