import { Body, Container, Head, Heading, Hr, Html, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";

import { colors, fontFamily, muted } from "./styles";

export const productName = "App Publishing Service";

interface EmailLayoutProps {
  /** The line most inboxes show after the subject. */
  preview: string;
  heading: string;
  /** Why the reader got this email: a trustworthy email says so. */
  reason: string;
  children: ReactNode;
}

/**
 * The frame every email shares: a plain text wordmark (no remote images, which are blocked
 * by default in many clients and unavailable offline), one card of at most 560px that
 * shrinks on phones, and a footer saying why the email was sent.
 */
export function EmailLayout({ preview, heading, reason, children }: EmailLayoutProps) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.page, fontFamily, margin: 0, padding: "24px 12px" }}>
        <Container style={{ maxWidth: "560px", width: "100%", margin: "0 auto" }}>
          <Text style={{ ...muted, fontWeight: 600, color: colors.text, margin: "0 0 12px", padding: "0 4px" }}>{productName}</Text>
          <Section
            style={{
              backgroundColor: colors.card,
              border: `1px solid ${colors.border}`,
              borderRadius: "8px",
              padding: "24px",
            }}
          >
            <Heading as="h1" style={{ fontSize: "22px", lineHeight: "30px", color: colors.text, margin: "0 0 16px" }}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Hr style={{ borderColor: colors.border, margin: "24px 0 12px" }} />
          <Text style={{ ...muted, fontSize: "12px", lineHeight: "18px", padding: "0 4px" }}>
            {reason} This message was sent by {productName}.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
