import { Button, Link, Section, Text } from "@react-email/components";

import { colors, link, muted } from "./styles";

interface ActionButtonProps {
  href: string;
  label: string;
}

/**
 * The one call to action of an email, with the address written out below for clients that
 * strip button styling or readers who would rather copy it. The written-out address is
 * skipped in the plain-text version, where the button already prints it.
 */
export function ActionButton({ href, label }: ActionButtonProps) {
  return (
    <Section style={{ margin: "8px 0 16px" }}>
      <Button
        href={href}
        style={{
          backgroundColor: colors.accent,
          color: "#ffffff",
          borderRadius: "6px",
          fontSize: "16px",
          fontWeight: 600,
          padding: "12px 20px",
          textDecoration: "none",
        }}
      >
        {label}
      </Button>
      <Text data-skip-in-text="true" style={{ ...muted, margin: "16px 0 0", wordBreak: "break-all" }}>
        Or open this link:{" "}
        <Link href={href} style={link}>
          {href}
        </Link>
      </Text>
    </Section>
  );
}
