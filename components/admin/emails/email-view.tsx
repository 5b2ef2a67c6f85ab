"use client";

import Link from "next/link";

import { Card, Details } from "@/components/ui/card";
import { QueryState } from "@/components/ui/states";
import { EmailStatusBadge } from "@/components/ui/status-badge";
import { Time } from "@/components/ui/time";
import * as email from "@/lib/email/operations";
import { useOperation } from "@/client/use-operation";

/**
 * /admin/emails/{emailId}: one email as sent. The HTML is shown in a fully sandboxed frame
 * (`sandbox=""`: no scripts, no same-origin access, no forms, no navigation), so whatever an
 * email contains cannot act on this page.
 */
export function EmailView({ emailId }: { emailId: string }) {
  const sent = useOperation(
    email.getEmail,
    { params: { emailId } },
    {
      refetchInterval: (query) => (query.state.data?.status === "queued" ? 2000 : false),
    },
  );
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm text-zinc-600 dark:text-zinc-400">
        <Link href="/admin/emails" className="hover:underline">
          Emails
        </Link>{" "}
        /
      </nav>
      <QueryState query={sent} loadingLabel="Loading the email…">
        {(data) => (
          <div className="flex flex-col gap-6">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-semibold tracking-tight">{data.subject}</h1>
              <EmailStatusBadge status={data.status} />
            </div>
            <Card>
              <Details
                items={[
                  ["To", data.to],
                  ["Template", <code key="t">{data.template}</code>],
                  ["Transport", data.transport ?? "Not attempted yet"],
                  [
                    "Provider id",
                    data.providerId ? (
                      <code key="p" className="text-xs">
                        {data.providerId}
                      </code>
                    ) : (
                      "—"
                    ),
                  ],
                  ["Attempts", data.attempts],
                  ["Queued", <Time key="c" value={data.createdAt} relative={false} />],
                  ["Sent", <Time key="s" value={data.sentAt} relative={false} />],
                  ["Last error", data.error ?? "—"],
                ]}
              />
            </Card>
            {data.html || data.text ? (
              <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
                <Card title="HTML">
                  <iframe
                    title="Email HTML"
                    sandbox=""
                    srcDoc={data.html}
                    className="h-[36rem] w-full rounded-md border border-zinc-200 bg-white dark:border-zinc-800"
                  />
                </Card>
                <Card title="Text">
                  <pre className="max-h-[36rem] overflow-auto text-xs whitespace-pre-wrap wrap-anywhere" data-testid="email-text">
                    {data.text}
                  </pre>
                </Card>
              </div>
            ) : (
              <p className="text-sm text-zinc-600 dark:text-zinc-400">Not rendered yet: the email waits for its first delivery attempt.</p>
            )}
          </div>
        )}
      </QueryState>
    </>
  );
}
