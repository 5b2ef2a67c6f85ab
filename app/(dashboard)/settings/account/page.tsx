import type { Metadata } from "next";

import { AccountView } from "@/components/account/account-view";
import { PageHeader } from "@/components/ui/card";

export const metadata: Metadata = { title: "Account" };

export default function AccountPage() {
  return (
    <>
      <PageHeader title="Account" description="Your name, email address, password, devices and access tokens." />
      <AccountView />
    </>
  );
}
