import { Text } from "@react-email/components";
import { z } from "zod";

import { emailAddress, line } from "./components/fields";
import { EmailLayout, productName } from "./components/layout";
import { text } from "./components/styles";

export const propsSchema = z.strictObject({
  name: line(100).describe("The account's display name."),
  newAddress: emailAddress().describe("The account's new email address."),
});

export type EmailChangedProps = z.infer<typeof propsSchema>;

export const sampleProps: EmailChangedProps = { name: "Ada Lovelace", newAddress: "ada@new.example.com" };

export const subject = (_props: EmailChangedProps) => `The email address of your ${productName} account changed`;

/** Sent to the old address once a new one is confirmed. */
export function EmailChangedEmail({ name, newAddress }: EmailChangedProps) {
  return (
    <EmailLayout
      preview={`Your account now uses ${newAddress}.`}
      heading={`Your email address changed, ${name}`}
      reason="You received this email because this address belonged to the account until now."
    >
      <Text style={text}>Your account now signs in and receives email at {newAddress}. This address no longer does.</Text>
      <Text style={text}>If you did not make this change, reply to this email or contact support at once.</Text>
    </EmailLayout>
  );
}

EmailChangedEmail.PreviewProps = sampleProps;
export default EmailChangedEmail;
