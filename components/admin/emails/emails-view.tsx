"use client";

import { PageHeader } from "@/components/ui/card";

import { EmailTemplatesCard } from "./email-templates-card";
import { Outbox } from "./outbox";
import { SendTestEmailForm } from "./send-test-email-form";

/** /admin/emails: the templates, a test send, and the outbox. */
export function EmailsView() {
  return (
    <>
      <PageHeader title="Emails" description="Templates, test sends and every email the service sent." />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0">
          <Outbox />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <SendTestEmailForm />
          <EmailTemplatesCard />
        </div>
      </div>
    </>
  );
}
