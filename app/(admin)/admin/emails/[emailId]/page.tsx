import type { Metadata } from "next";

import { EmailView } from "@/components/admin/emails/email-view";

export const metadata: Metadata = { title: "Email" };

export default async function AdminEmailPage({ params }: { params: Promise<{ emailId: string }> }) {
  const { emailId } = await params;
  return <EmailView emailId={emailId} />;
}
