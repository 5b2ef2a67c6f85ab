import type { AgentConfig } from "../config";
import type { ObservedReview } from "../observe";

/**
 * Drafts a reply to an unhappy review from what the review is about. Replies promise only
 * what any publisher can do (look into it, point to support, Apple's refund page), never a fix
 * or a date, and name no person or address the agent cannot know.
 */

interface Topic {
  test: RegExp;
  reply: string;
}

const TOPICS: Topic[] = [
  {
    test: /crash|freez|won'?t (open|start|load)|doesn'?t (open|start|load)|closes itself/i,
    reply:
      "We're sorry the app crashed for you. Please update to the latest version from the App Store; if it still happens, use the Support link on our App Store page and tell us your device and iOS version so we can find the cause.",
  },
  {
    test: /lost|deleted|disappeared|missing (data|entries|items)|gone/i,
    reply:
      "Losing your entries is the last thing we want. Please contact us through the Support link on our App Store page as soon as you can; we will look into what happened and help you get your data back where it is possible.",
  },
  {
    test: /charg|refund|subscription|price|purchase|paid|billing|money/i,
    reply:
      "We're sorry about the trouble with your purchase. Payments are handled by Apple: you can ask for a refund at reportaproblem.apple.com, and Restore Purchases in the app's settings brings back what you bought. If that does not solve it, our support team will help.",
  },
  {
    test: /log(s|ged)? (me )?out|sign(ed)? (me )?out|sign in|login|sync/i,
    reply:
      "Sorry for the hassle with signing in and syncing. Please update to the latest version; if you are still signed out or out of sync, contact us through the Support link on our App Store page so we can check your account.",
  },
  {
    test: /layout|steps|confusing|hard to|hides|complicated|missing|wish|would love/i,
    reply:
      "Knowing what gets in your way helps us most: we read every review, and yours goes straight to the team planning the next updates.",
  },
];

const GENERIC =
  "We're sorry the app has not met your expectations, and we would like to make it right: please reach us through the Support link on our App Store page.";

export function draftReviewReply(review: ObservedReview, appName: string, tone: AgentConfig["reviewReplyTone"]): string {
  const text = `${review.title ?? ""} ${review.body ?? ""}`;
  const core = TOPICS.find((topic) => topic.test.test(text))?.reply ?? GENERIC;
  const name = review.nickname?.trim();
  switch (tone) {
    case "concise":
      return core;
    case "professional":
      return `${name ? `Hello ${name}, thank` : "Thank"} you for your feedback. ${core} Kind regards, the ${appName} team`;
    case "friendly":
      return `${name ? `Hi ${name}, thanks` : "Thanks"} for your review! ${core} 🙏`;
  }
}
