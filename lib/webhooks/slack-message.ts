import { oneLine } from "@/lib/text/one-line";

import type { WebhookEventData, WebhookEventType } from "./events";

// Slack reads `<`, `>` and `&` as its markup: text from people and the store is escaped.
const escape = (value: string) => value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const words = (value: string, max = 200) => escape(oneLine(value, max));
const stars = (rating: number) => `${rating}-star`;

/** The event in plain words, as a Slack incoming webhook takes it (`{text}`). */
export function slackText(type: WebhookEventType, data: unknown): string {
  switch (type) {
    case "review.created": {
      const { app, review } = data as WebhookEventData<"review.created">;
      const what = [review.title, review.body].filter(Boolean).join(": ");
      return `New ${stars(review.rating)} review of ${words(app.name)}${what ? `: “${words(what, 300)}”` : ""}`;
    }
    case "review.responded": {
      const { app, review, response } = data as WebhookEventData<"review.responded">;
      return `Reply published to a ${stars(review.rating)} review of ${words(app.name)}: “${words(response.body, 300)}”`;
    }
    case "version.state_changed": {
      const { app, version, from, to } = data as WebhookEventData<"version.state_changed">;
      return `${words(app.name)} ${words(version.versionString, 30)}: ${from ? `${humanState(from)} → ` : ""}${humanState(to)}`;
    }
    case "sync.completed": {
      const { app, newReviews } = data as WebhookEventData<"sync.completed">;
      return `Synced ${words(app.name)}${newReviews > 0 ? ` (${newReviews} new ${newReviews === 1 ? "review" : "reviews"})` : ""}`;
    }
    case "sync.failed": {
      const { app, error } = data as WebhookEventData<"sync.failed">;
      return `Sync failed for ${words(app.name)}: ${words(error)}`;
    }
    case "agent.action.proposed": {
      const { app, action } = data as WebhookEventData<"agent.action.proposed">;
      return `The agent of ${words(app.name)} proposes: ${words(action.summary)}`;
    }
    case "agent.action.executed": {
      const { app, action } = data as WebhookEventData<"agent.action.executed">;
      return `The agent of ${words(app.name)} made a change: ${words(action.summary)}`;
    }
    case "proposal.created": {
      const { app, proposal, proposedBy } = data as WebhookEventData<"proposal.created">;
      return `${proposedBy ? words(proposedBy, 100) : "A member"} proposed a change to ${words(app.name)}: ${words(proposal.summary)}`;
    }
    case "webhook.ping":
      return "Ping from the App Publishing Service: this Slack channel receives its events.";
  }
}

/** `READY_FOR_SALE` → `ready for sale`. */
const humanState = (state: string) => words(state.toLowerCase().replaceAll("_", " "), 60);
