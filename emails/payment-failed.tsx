import { Section, Text } from "@react-email/components";
import { z } from "zod";

import { ActionButton } from "./components/action-button";
import { line, link } from "./components/fields";
import { EmailLayout } from "./components/layout";
import { nameForSubject } from "./components/subject-name";
import { label, panel, text } from "./components/styles";

export const propsSchema = z.strictObject({
  planName: line(50).describe("The plan whose payment failed."),
  teamName: line(200).nullable().default(null).describe("The team whose plan it is; null for the recipient's personal team."),
  billingUrl: link().describe("The billing settings page, where the payment method can be updated."),
});

export type PaymentFailedEmailProps = z.infer<typeof propsSchema>;

export const sampleProps: PaymentFailedEmailProps = {
  planName: "Pro",
  teamName: "Trailmix Studio",
  billingUrl: "http://localhost:3000/settings/billing",
};

export const subject = (props: PaymentFailedEmailProps) =>
  props.teamName
    ? `${nameForSubject(props.teamName, "Your team")}: the ${props.planName} payment failed`
    : `Your ${props.planName} payment failed`;

/** Sent to a team's owners when Stripe could not charge its subscription's invoice (the subscription is past due). */
export function PaymentFailedEmail({ planName, teamName, billingUrl }: PaymentFailedEmailProps) {
  const whose = teamName ? `the team ${teamName}'s` : "your";
  return (
    <EmailLayout
      preview={
        teamName
          ? `${nameForSubject(teamName, "Your team")}: we could not charge the ${planName} subscription`
          : `We could not charge your ${planName} subscription`
      }
      heading="Your payment failed"
      reason={
        teamName
          ? "You received this email because you are an owner of this team."
          : "You received this email because you pay for this account's plan."
      }
    >
      <Text style={text}>
        We could not charge the card for {whose} <strong>{planName}</strong> plan. The plan stays active while the payment is retried over
        the next days; after that it ends and {teamName ? "the team falls" : "your account falls"} back to the Free plan&apos;s limits.
      </Text>
      <Section style={panel}>
        <Text style={label}>What to do</Text>
        <Text style={{ ...text, margin: 0 }}>Update your payment method in the billing portal.</Text>
      </Section>
      <ActionButton href={billingUrl} label="Update payment method" />
    </EmailLayout>
  );
}

PaymentFailedEmail.PreviewProps = sampleProps;
export default PaymentFailedEmail;
