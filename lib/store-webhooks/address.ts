import "server-only";

import { env } from "@/lib/env";
import { publicHttpsUrlProblem } from "@/lib/net/public-https-url";

/** Where App Store Connect delivers an app's webhooks, or why it cannot reach the service (instant updates are then off). */
export function storeWebhookAddress(appId: string): { url: string } | { reason: string } {
  return storeWebhookAddressFor({ appUrl: env().APP_URL, builtInStore: env().storeSimulatorMounted }, appId);
}

/** The rule, given the service's address and whether its store is the built-in one (which delivers to this service in-process). */
export function storeWebhookAddressFor(
  service: { appUrl: string; builtInStore: boolean },
  appId: string,
): { url: string } | { reason: string } {
  const url = `${service.appUrl}/api/store/webhooks/${encodeURIComponent(appId)}`;
  if (service.builtInStore || publicHttpsUrlProblem(url) === null) return { url };
  return {
    reason: `App Store Connect can reach only a public https address, and this service's (APP_URL, ${service.appUrl}) is not one: the app is synced every few minutes instead.`,
  };
}
