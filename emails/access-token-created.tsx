import { Section, Text } from "@react-email/components";
import { z } from "zod";

import { ActionButton } from "./components/action-button";
import { instant, line, link } from "./components/fields";
import { formatInstant } from "./components/format";
import { EmailLayout, productName } from "./components/layout";
import { label, panel, text } from "./components/styles";

export const propsSchema = z.strictObject({
  name: line(100).describe("The account's display name."),
  tokenName: line(100).describe("The name the token was given (what it is for)."),
  permission: line(100).describe("What the token may do, in words (e.g. Read and write)."),
  expiresAt: instant().nullable().describe("When the token stops working (ISO 8601), or null when it never expires; shown in UTC."),
  createdAt: instant().describe("When the token was created (ISO 8601); shown in UTC."),
  device: line(200).nullable().describe("The browser or program that created it, in words (e.g. Firefox on Windows), when known."),
  address: line(100).nullable().describe("The network address it was created from, when known."),
  settingsUrl: link().describe("The account page, where tokens are listed and revoked."),
});

export type AccessTokenCreatedProps = z.infer<typeof propsSchema>;

export const sampleProps: AccessTokenCreatedProps = {
  name: "Ada Lovelace",
  tokenName: "Release script",
  permission: "Read and write",
  expiresAt: "2025-04-13T09:26:53Z",
  createdAt: "2025-03-14T09:26:53Z",
  device: "Firefox on Windows",
  address: "203.0.113.7",
  settingsUrl: "http://localhost:3000/settings/account",
};

export const subject = (props: AccessTokenCreatedProps) =>
  `A new access token, “${props.tokenName}”, was created on your ${productName} account`;

/**
 * Sent to the owner whenever an access token is created: a token outlives the session that made
 * it, so someone who got into the account cannot quietly keep a way back in.
 */
export function AccessTokenCreatedEmail({
  name,
  tokenName,
  permission,
  expiresAt,
  createdAt,
  device,
  address,
  settingsUrl,
}: AccessTokenCreatedProps) {
  const from = [device, address].filter(Boolean).join(", ");
  return (
    <EmailLayout
      preview={`“${tokenName}” can use your account through the API (${permission.toLowerCase()}).`}
      heading={`A new access token was created, ${name}`}
      reason="You received this email because an access token was created on the account with this address."
    >
      <Text style={text}>
        A program that has this token can use your account through the API, without signing in, until the token expires or you revoke it.
      </Text>
      <Section style={panel}>
        <Text style={label}>Name</Text>
        <Text style={text}>{tokenName}</Text>
        <Text style={label}>Permission</Text>
        <Text style={text}>{permission}</Text>
        <Text style={label}>Expires</Text>
        <Text style={text}>{expiresAt ? formatInstant(expiresAt) : "Never: it works until it is revoked"}</Text>
        <Text style={label}>Created</Text>
        <Text style={{ ...text, margin: 0 }}>
          {formatInstant(createdAt)}
          {from ? ` from ${from}` : ""}
        </Text>
      </Section>
      <Text style={text}>
        If this was you, there is nothing to do. If not, someone else may be using your account: on your account page, sign out everywhere
        else and revoke all access tokens, then change your password. If you cannot sign in, use “Forgot your password?”: a reset revokes
        every access token.
      </Text>
      <ActionButton href={settingsUrl} label="Review your access tokens" />
    </EmailLayout>
  );
}

AccessTokenCreatedEmail.PreviewProps = sampleProps;
export default AccessTokenCreatedEmail;
