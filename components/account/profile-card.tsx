"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { apiFetch } from "@/lib/ui/api-fetch";
import type { Account } from "@/lib/ui/api-types";
import { keys } from "@/lib/ui/queries";
import { SESSION_QUERY_KEY } from "@/lib/ui/use-session";

export function ProfileCard({ account }: { account: Account }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(account.name ?? "");
  const save = useMutation({
    mutationFn: () => apiFetch<Account>("/api/account", { method: "PATCH", body: { name: name.trim() || null } }),
    onSuccess: (updated) => {
      queryClient.setQueryData(keys.account, updated);
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      toast.success("Your name is saved.");
    },
  });
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }
  return (
    <Card title="Your name" description="Shown in the header and to support when you write to them.">
      <form onSubmit={onSubmit} className="flex flex-col gap-3">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={name}
          limit={100}
          onChange={(event) => setName(event.target.value)}
        />
        <ProblemAlert error={save.error} />
        <div>
          <Button type="submit" pending={save.isPending} disabled={name.trim() === (account.name ?? "")}>
            Save name
          </Button>
        </div>
      </form>
    </Card>
  );
}
