"use client";

import { QueryState } from "@/components/ui/states";
import * as account from "@/lib/account/operations";
import { useOperation } from "@/client/use-operation";

import { AccessTokensCard } from "./access-tokens-card";
import { DeleteAccountCard } from "./delete-account-card";
import { EmailCard } from "./email-card";
import { PasswordCard } from "./password-card";
import { ProfileCard } from "./profile-card";
import { SessionsCard } from "./sessions-card";

/** The account page: every card calls an operation of `lib/account/operations`. */
export function AccountView() {
  const profile = useOperation(account.getAccount, {});
  return (
    <QueryState query={profile}>
      {(data) => (
        <div className="grid gap-6 lg:grid-cols-2">
          <ProfileCard account={data} />
          <EmailCard account={data} />
          <PasswordCard />
          <SessionsCard />
          <div className="lg:col-span-2">
            <AccessTokensCard isAdmin={data.role === "admin"} />
          </div>
          <div className="lg:col-span-2">
            <DeleteAccountCard account={data} />
          </div>
        </div>
      )}
    </QueryState>
  );
}
