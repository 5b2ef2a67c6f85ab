import { Text } from "@react-email/components";
import { z } from "zod";

import { ActionButton } from "./components/action-button";
import { line, link } from "./components/fields";
import { EmailLayout, productName } from "./components/layout";
import { text } from "./components/styles";

export const propsSchema = z.strictObject({
  name: line(100).describe("The new user's display name."),
  dashboardUrl: link().describe("Where the user starts: their dashboard."),
});

export type WelcomeEmailProps = z.infer<typeof propsSchema>;

export const sampleProps: WelcomeEmailProps = {
  name: "Ada Lovelace",
  dashboardUrl: "http://localhost:3000/dashboard",
};

export const subject = (_props: WelcomeEmailProps) => `Welcome to ${productName}`;

/** Sent once, when an account is created. */
export function WelcomeEmail({ name, dashboardUrl }: WelcomeEmailProps) {
  return (
    <EmailLayout
      preview={`Your ${productName} account is ready.`}
      heading={`Welcome, ${name}`}
      reason="You received this email because an account was created with this address."
    >
      <Text style={text}>Your account is ready. From your dashboard you can:</Text>
      <Text style={text}>
        • connect your App Store Connect team,
        <br />• follow reviews and reply to them,
        <br />• edit and publish your apps&apos; store metadata.
      </Text>
      <ActionButton href={dashboardUrl} label="Open your dashboard" />
      <Text style={text}>If you did not create this account, you can ignore this email.</Text>
    </EmailLayout>
  );
}

// For the react-email preview server (`email dev --dir emails`).
WelcomeEmail.PreviewProps = sampleProps;
export default WelcomeEmail;
