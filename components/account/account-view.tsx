"use client";

import { useQuery } from "@tanstack/react-query";

import { QueryState } from "@/components/ui/states";
import { apiFetch } from "@/lib/ui/api-fetch";
import type { Account } from "@/lib/ui/api-types";
import { keys } from "@/lib/ui/queries";

import { AccessTokensCard } from "./access-tokens-card";
import { DeleteAccountCard } from "./delete-account-card";
import { EmailCard } from "./email-card";
import { PasswordCard } from "./password-card";
import { ProfileCard } from "./profile-card";
import { SessionsCard } from "./sessions-card";

/** The account page: every card is a client of `/api/account/...`. */
export function AccountView() {
  const account = useQuery({
    queryKey: keys.account,
    queryFn: ({ signal }) => apiFetch<Account>("/api/account", { signal }),
  });
  return (
    <QueryState query={account}>
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
