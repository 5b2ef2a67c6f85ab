import { Text } from "@react-email/components";
import { z } from "zod";

import { ActionButton } from "./components/action-button";
import { line, link } from "./components/fields";
import { EmailLayout, productName } from "./components/layout";
import { text } from "./components/styles";

export const propsSchema = z.strictObject({
  name: line(100).describe("The account's display name."),
  resetUrl: link().describe("The single-use link to choose a new password."),
  validFor: line(40).describe("How long the link works, in words (e.g. 1 hour)."),
});

export type ResetPasswordProps = z.infer<typeof propsSchema>;

export const sampleProps: ResetPasswordProps = {
  name: "Ada Lovelace",
  resetUrl: "http://localhost:3000/reset-password?token=aps_pr_sample",
  validFor: "1 hour",
};

export const subject = (_props: ResetPasswordProps) => `Reset your ${productName} password`;

/** Sent when someone asks to reset the account's password ("Forgot password"). */
export function ResetPasswordEmail({ name, resetUrl, validFor }: ResetPasswordProps) {
  return (
    <EmailLayout
      preview="Choose a new password for your account."
      heading={`Reset your password, ${name}`}
      reason="You received this email because someone asked to reset the password of the account with this address."
    >
      <Text style={text}>
        Choose a new password with the button below. Every signed-in device is then signed out, and every access token is revoked: scripts
        that use one need a new token.
      </Text>
      <ActionButton href={resetUrl} label="Choose a new password" />
      <Text style={text}>
        The link works once, for {validFor}. If you did not ask for this, you can ignore this email: your password stays as it is.
      </Text>
    </EmailLayout>
  );
}

ResetPasswordEmail.PreviewProps = sampleProps;
export default ResetPasswordEmail;
