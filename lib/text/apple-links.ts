/**
 * Apple's own page for App Store refunds and purchase problems. App Store payments go through
 * Apple, so a developer cannot refund one; Apple documents reportaproblem.apple.com as the way
 * (support.apple.com/118223). It is the one address a review reply may carry besides the app's
 * own support and marketing URLs: the reply drafts name it, and the precheck allows it.
 */
export const APPLE_REFUND_HOST = "reportaproblem.apple.com";

/** Hosts every app's review replies may name, whatever the app's own domains. */
export const REPLY_LINK_HOSTS: readonly string[] = [APPLE_REFUND_HOST];
