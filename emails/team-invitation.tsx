import { Text } from "@react-email/components";
import { z } from "zod";

import { ActionButton } from "./components/action-button";
import { emailAddress, line, link, paragraph } from "./components/fields";
import { EmailLayout, productName } from "./components/layout";
import { nameForSubject } from "./components/subject-name";
import { text } from "./components/styles";

export const propsSchema = z.strictObject({
  inviterName: line(100).describe("Who sent the invitation: their display name or address."),
  teamName: line(100).describe("The team the link joins."),
  roleName: line(40).describe("The role the invitation gives, in words (e.g. Support)."),
  roleDescription: paragraph(300).describe("What that role may do, in words."),
  address: emailAddress().describe("The invited address: the account that accepts must use it."),
  acceptUrl: link().describe("The single-use link that accepts the invitation."),
  validFor: line(40).describe("How long the link works, in words (e.g. 7 days)."),
});

export type TeamInvitationProps = z.infer<typeof propsSchema>;

export const sampleProps: TeamInvitationProps = {
  inviterName: "Ada Lovelace",
  teamName: "Analytical Engines",
  roleName: "Support",
  roleDescription: "Publishes replies to reviews; proposes metadata.",
  address: "grace@example.com",
  acceptUrl: "http://localhost:3000/invitations/accept?token=aps_iv_sample",
  validFor: "7 days",
};

// Sent to any address a member types: neither name chosen by them may turn the subject into a link.
export const subject = (props: TeamInvitationProps) =>
  `${nameForSubject(props.inviterName, "Someone")} invited you to ${nameForSubject(props.teamName, "a team")} on ${productName}`;

/** Sent when a member with `members.manage` invites an address to their team. */
export function TeamInvitation({ inviterName, teamName, roleName, roleDescription, address, acceptUrl, validFor }: TeamInvitationProps) {
  return (
    <EmailLayout
      preview={`Join ${nameForSubject(teamName, "a team")} as ${roleName}.`}
      heading={`Join ${teamName}`}
      reason={`You received this email because ${inviterName} invited ${address} to a team.`}
    >
      <Text style={text}>
        {inviterName} invited you to the team {teamName} on {productName}, as {roleName}: {roleDescription}
      </Text>
      <ActionButton href={acceptUrl} label="Accept the invitation" />
      <Text style={text}>
        Sign in (or create an account) with {address} to accept. The link works once, for {validFor}. If you did not expect this, you can
        ignore this email.
      </Text>
    </EmailLayout>
  );
}

TeamInvitation.PreviewProps = sampleProps;
export default TeamInvitation;
