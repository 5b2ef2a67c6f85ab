import { timeKeyset } from "@/lib/http/pagination";

/**
 * Builds are listed by upload date, not by when this service stored them; builds the store
 * gave no date come last.
 */
export const buildKeyset = timeKeyset("uploadedAt", { nullable: true });
