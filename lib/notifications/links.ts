import "server-only";

import { env } from "@/lib/env";

/** Pages of the dashboard that notifications link to (absolute, from APP_URL). */
export const dashboardUrl = () => `${env().APP_URL}/`;
export const ticketUrl = (ticketId: string) => `${env().APP_URL}/support/tickets/${encodeURIComponent(ticketId)}`;
export const appUrl = (appId: string) => `${env().APP_URL}/apps/${encodeURIComponent(appId)}`;
/** Relative form for push messages (`PushMessage.url` is relative to the app). */
export const ticketPath = (ticketId: string) => `/support/tickets/${encodeURIComponent(ticketId)}`;
export const appPath = (appId: string) => `/apps/${encodeURIComponent(appId)}`;
