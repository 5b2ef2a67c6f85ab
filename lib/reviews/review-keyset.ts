import { timeKeyset } from "@/lib/http/pagination";

/** Reviews are listed by the store's date, newest first. */
export const reviewKeyset = timeKeyset("storeCreatedAt");
