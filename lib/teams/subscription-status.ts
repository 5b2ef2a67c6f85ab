/**
 * Subscription statuses (Stripe's, kept on the team) in which Stripe charges the team again: the
 * team has a subscription to change rather than a new one to start, and is not deleted while one
 * would still renew.
 */
const CHARGED_STATUSES: ReadonlySet<string> = new Set(["trialing", "active", "past_due", "unpaid"]);

export const isSubscribed = (subscriptionStatus: string): boolean => CHARGED_STATUSES.has(subscriptionStatus);
