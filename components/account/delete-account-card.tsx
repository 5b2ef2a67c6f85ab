"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import * as accountOperations from "@/lib/account/operations";
import type { Account } from "@/client/api-types";
import { signOut } from "@/client/auth-client";
import { call } from "@/client/call";
import { bodySchema, useSchemaForm } from "@/client/use-operation-form";

/** Deleting the account asks for its email address, typed exactly. */
export function DeleteAccountCard({ account }: { account: Account }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useSchemaForm({
    schema: bodySchema(accountOperations.deleteAccount),
    defaultValues: { confirmEmail: "" },
    keepValues: true,
    send: async (body) => {
      await call(accountOperations.deleteAccount, { body });
      // The session ended with the account; this clears the cookie too.
      await signOut().catch(() => undefined);
    },
    onSuccess: () => {
      // Nothing of the account may linger in this tab.
      queryClient.clear();
      router.replace("/");
    },
  });
  const matches = form.values.confirmEmail.trim().toLowerCase() === account.email;
  return (
    <Card
      title="Delete account"
      description="Removes your account, your apps with their keys and everything synced for them, and your access tokens, and cancels a paid plan at once. Nothing changes in App Store Connect. Your support tickets are kept for the support team."
      className="border-red-200 dark:border-red-900"
    >
      <form onSubmit={form.onSubmit} className="flex flex-col gap-3" noValidate>
        <TextField
          label={
            <>
              Type <strong className="break-all">{account.email}</strong> to confirm
            </>
          }
          autoComplete="off"
          {...form.text("confirmEmail")}
        />
        <ProblemAlert error={form.problem} fields={form.fieldNames} />
        <div>
          <Button type="submit" variant="danger" disabled={!matches} pending={form.pending}>
            Delete my account
          </Button>
        </div>
      </form>
    </Card>
  );
}
