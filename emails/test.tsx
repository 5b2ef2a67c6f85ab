import { Text } from "@react-email/components";
import { z } from "zod";

import { emailAddress, instant } from "./components/fields";
import { formatInstant } from "./components/format";
import { EmailLayout, productName } from "./components/layout";
import { text } from "./components/styles";

export const propsSchema = z.strictObject({
  recipient: emailAddress().describe("The address the test was sent to."),
  sentAt: instant().describe("When the test was sent (ISO 8601); shown in UTC."),
});

export type TestEmailProps = z.infer<typeof propsSchema>;

export const sampleProps: TestEmailProps = {
  recipient: "admin@example.com",
  sentAt: "2025-03-14T09:26:53Z",
};

export const subject = (_props: TestEmailProps) => `Test email from ${productName}`;

/** Sent by an administrator to check that email delivery works. */
export function TestEmail({ recipient, sentAt }: TestEmailProps) {
  return (
    <EmailLayout
      preview="If you can read this, email delivery works."
      heading="Test email"
      reason="You received this email because an administrator sent a test message to this address."
    >
      <Text style={text}>If you can read this, email delivery works.</Text>
      <Text style={text}>
        Sent to {recipient} on {formatInstant(sentAt)}.
      </Text>
    </EmailLayout>
  );
}

TestEmail.PreviewProps = sampleProps;
export default TestEmail;
