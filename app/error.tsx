"use client";

import { StatusPage } from "@/components/shell/status-page";
import { Button, ButtonLink } from "@/components/ui/button";

/** A page that failed to render: say so plainly, offer a retry and a way back; the digest is for support. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <StatusPage
      code="Error"
      title="Something went wrong on this page"
      actions={
        <>
          <Button onClick={reset}>Try again</Button>
          <ButtonLink href="/apps" variant="secondary">
            Go to your apps
          </ButtonLink>
        </>
      }
    >
      <p>Nothing you entered was lost on our side. Try again; if it keeps happening, contact support.</p>
      {error.digest && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer">Details</summary>
          <p className="mt-1">
            Error reference: <span className="font-mono">{error.digest}</span>
          </p>
        </details>
      )}
    </StatusPage>
  );
}
