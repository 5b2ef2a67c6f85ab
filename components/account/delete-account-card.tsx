"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { apiFetch } from "@/lib/ui/api-fetch";
import type { Account } from "@/lib/ui/api-types";
import { signOut } from "@/lib/ui/auth-client";

/** Deleting the account asks for its email address, typed exactly. */
export function DeleteAccountCard({ account }: { account: Account }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [confirmation, setConfirmation] = useState("");
  const remove = useMutation({
    mutationFn: async () => {
      await apiFetch<void>("/api/account", { method: "DELETE", body: { confirmEmail: confirmation } });
      // The session ended with the account; this clears the cookie too.
      await signOut().catch(() => undefined);
    },
    onSuccess: () => {
      // Nothing of the account may linger in this tab.
      queryClient.clear();
      router.replace("/");
    },
  });
  const matches = confirmation.trim().toLowerCase() === account.email;
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    remove.mutate();
  }
  return (
    <Card
      title="Delete account"
      description="Removes your account, your apps with their keys and everything synced for them, and your access tokens, and cancels a paid plan at once. Nothing changes in App Store Connect. Your support tickets are kept for the support team."
      className="border-red-200 dark:border-red-900"
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-3">
        <TextField
          label={
            <>
              Type <strong className="break-all">{account.email}</strong> to confirm
            </>
          }
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          autoComplete="off"
        />
        <ProblemAlert error={remove.error} />
        <div>
          <Button type="submit" variant="danger" disabled={!matches} pending={remove.isPending}>
            Delete my account
          </Button>
        </div>
      </form>
    </Card>
  );
}
