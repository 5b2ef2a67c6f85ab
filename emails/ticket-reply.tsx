import { Section, Text } from "@react-email/components";
import { z } from "zod";

import { ActionButton } from "./components/action-button";
import { line, link, paragraph } from "./components/fields";
import { EmailLayout } from "./components/layout";
import { MultilineText } from "./components/multiline-text";
import { label, panel, text } from "./components/styles";

export const propsSchema = z.strictObject({
  ticketSubject: line(150).describe("Subject of the support ticket, as its author wrote it."),
  replyAuthor: line(100).describe("Who replied: a support agent's name or the team."),
  replyExcerpt: paragraph(2000).describe("The beginning of the reply; the full text is behind the link."),
  ticketUrl: link().describe("The ticket's page, where the full conversation is."),
});

export type TicketReplyEmailProps = z.infer<typeof propsSchema>;

export const sampleProps: TicketReplyEmailProps = {
  ticketSubject: "Screenshots rejected for iPad Pro 13-inch",
  replyAuthor: "Sam from Support",
  replyExcerpt:
    "Thanks for the details. The 13-inch iPad screenshots must be 2064 × 2752 pixels.\n\nI have attached a checklist to the ticket; once you upload new ones, the submission can be retried.",
  ticketUrl: "http://localhost:3000/support/tickets/1042",
};

export const subject = (props: TicketReplyEmailProps) => `Re: ${props.ticketSubject}`;

/** Sent to the ticket's author when someone replies to a support ticket. */
export function TicketReplyEmail({ ticketSubject, replyAuthor, replyExcerpt, ticketUrl }: TicketReplyEmailProps) {
  return (
    <EmailLayout
      preview={`${replyAuthor} replied to your ticket.`}
      heading="New reply to your support ticket"
      reason="You received this email because you opened this support ticket."
    >
      <Text style={label}>Ticket</Text>
      <Text style={text}>{ticketSubject}</Text>
      <Text style={label}>{replyAuthor} wrote</Text>
      <Section style={panel}>
        <MultilineText value={replyExcerpt} />
      </Section>
      <ActionButton href={ticketUrl} label="View the conversation" />
      <Text style={text}>Reply on the ticket page so the whole conversation stays in one place.</Text>
    </EmailLayout>
  );
}

TicketReplyEmail.PreviewProps = sampleProps;
export default TicketReplyEmail;
