import type { Metadata } from "next";

import { StatusPage } from "@/components/shell/status-page";
import { ButtonLink } from "@/components/ui/button";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <StatusPage
      code="404"
      title="This page does not exist"
      actions={
        <>
          <ButtonLink href="/apps">Go to your apps</ButtonLink>
          <ButtonLink href="/" variant="secondary">
            Home
          </ButtonLink>
        </>
      }
    >
      The address may be mistyped, or the page has moved. If a link here brought you, tell us through Support.
    </StatusPage>
  );
}
