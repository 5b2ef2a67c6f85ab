"use client";

import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import * as account from "@/lib/account/operations";
import type { Account } from "@/client/api-types";
import { operationKey } from "@/client/operation-keys";
import { SESSION_QUERY_KEY } from "@/client/use-session";
import { bodySchema, typedText, useOperationForm } from "@/client/use-operation-form";

// An emptied name removes it (null).
const schema = typedText(bodySchema(account.updateAccount), { emptyIsAbsent: ["name"] });

export function ProfileCard({ account: current }: { account: Account }) {
  const queryClient = useQueryClient();
  const form = useOperationForm(account.updateAccount, {
    schema,
    defaultValues: { name: current.name ?? "" },
    resetTo: (updated) => ({ name: updated.name ?? "" }),
    onSuccess: (updated) => {
      queryClient.setQueryData(operationKey(account.getAccount), updated);
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      toast.success("Your name is saved.");
    },
  });
  return (
    <Card title="Your name" description="Shown in the header and to support when you write to them.">
      <form onSubmit={form.onSubmit} className="flex flex-col gap-3" noValidate>
        <TextField label="Name" autoComplete="name" limit={100} {...form.text("name")} />
        <ProblemAlert error={form.problem} fields={form.fieldNames} />
        <div>
          <Button type="submit" pending={form.pending} disabled={(form.values.name ?? "").trim() === (current.name ?? "")}>
            Save name
          </Button>
        </div>
      </form>
    </Card>
  );
}
