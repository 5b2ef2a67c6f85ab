import { Text } from "@react-email/components";
import { z } from "zod";

import { ActionButton } from "./components/action-button";
import { emailAddress, line, link } from "./components/fields";
import { EmailLayout, productName } from "./components/layout";
import { text } from "./components/styles";

export const propsSchema = z.strictObject({
  name: line(100).describe("The account's display name."),
  address: emailAddress().describe("The address being confirmed."),
  verifyUrl: link().describe("The single-use link that confirms the address."),
  validFor: line(40).describe("How long the link works, in words (e.g. 48 hours)."),
  change: z.boolean().describe("True when the address is to replace the account's current one."),
});

export type VerifyEmailProps = z.infer<typeof propsSchema>;

export const sampleProps: VerifyEmailProps = {
  name: "Ada Lovelace",
  address: "ada@example.com",
  verifyUrl: "http://localhost:3000/verify-email?token=aps_ev_sample",
  validFor: "48 hours",
  change: false,
};

export const subject = (props: VerifyEmailProps) =>
  props.change ? `Confirm your new email address for ${productName}` : `Confirm your email address for ${productName}`;

/** Sent at registration, on "resend", and to the new address of an email change. */
export function VerifyEmail({ name, address, verifyUrl, validFor, change }: VerifyEmailProps) {
  return (
    <EmailLayout
      preview={`Confirm ${address} for your ${productName} account.`}
      heading={`Confirm your email address, ${name}`}
      reason="You received this email because this address was entered for an account."
    >
      <Text style={text}>
        {change
          ? `Confirm that ${address} should become the email address of your account. Until you do, your account keeps its current address.`
          : `Confirm that ${address} is your email address.`}
      </Text>
      <ActionButton href={verifyUrl} label="Confirm this address" />
      <Text style={text}>The link works once, for {validFor}. If you did not ask for this, you can ignore this email.</Text>
    </EmailLayout>
  );
}

VerifyEmail.PreviewProps = sampleProps;
export default VerifyEmail;
