import { Section, Text } from "@react-email/components";
import { z } from "zod";

import { ActionButton } from "./components/action-button";
import { line, link } from "./components/fields";
import { EmailLayout } from "./components/layout";
import { label, panel, text } from "./components/styles";

export const propsSchema = z.strictObject({
  appName: line(100).describe("The app the reviews are about."),
  count: z.int().min(1).describe("How many new reviews the sync found."),
  lowestRating: z.int().min(1).max(5).describe("The lowest star rating among them."),
  reviewsUrl: link().describe("The app's reviews page, filtered to the new ones."),
});

export type NewReviewsEmailProps = z.infer<typeof propsSchema>;

export const sampleProps: NewReviewsEmailProps = {
  appName: "Tide Tables",
  count: 3,
  lowestRating: 2,
  reviewsUrl: "http://localhost:3000/apps/tide-tables/reviews?seenSince=2025-03-14T09%3A26%3A53.000Z",
};

const stars = (rating: number) => `${rating} ${rating === 1 ? "star" : "stars"}`;

export const subject = (props: NewReviewsEmailProps) =>
  `${props.count} new ${props.count === 1 ? "review" : "reviews"} of ${props.appName} (lowest: ${stars(props.lowestRating)})`;

/** Sent once per sync that finds new customer reviews: App Store Connect itself sends no such alert. */
export function NewReviewsEmail({ appName, count, lowestRating, reviewsUrl }: NewReviewsEmailProps) {
  return (
    <EmailLayout
      preview={`${count} new ${count === 1 ? "review" : "reviews"}, lowest ${stars(lowestRating)}`}
      heading={`New reviews of ${appName}`}
      reason="You received this email because you manage this app. Turn these alerts off in your notification settings."
    >
      <Text style={text}>
        Customers left <strong>{count}</strong> new {count === 1 ? "review" : "reviews"} of <strong>{appName}</strong> on the App Store.
      </Text>
      <Section style={panel}>
        <Text style={label}>Lowest rating</Text>
        <Text style={{ ...text, margin: 0 }}>{stars(lowestRating)}</Text>
      </Section>
      <ActionButton href={reviewsUrl} label={count === 1 ? "Read the review" : "Read the new reviews"} />
    </EmailLayout>
  );
}

NewReviewsEmail.PreviewProps = sampleProps;
export default NewReviewsEmail;
