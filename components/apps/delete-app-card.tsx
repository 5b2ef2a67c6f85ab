"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { apiFetch, seg } from "@/lib/ui/api-fetch";
import type { App } from "@/lib/ui/api-types";
import { keys } from "@/lib/ui/queries";

/** Deleting an app (and everything synced for it) asks for its name, typed exactly. */
export function DeleteAppCard({ app }: { app: App }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [confirmation, setConfirmation] = useState("");
  const remove = useMutation({
    mutationFn: () => apiFetch<void>(`/api/apps/${seg(app.id)}`, { method: "DELETE", query: { confirmationName: confirmation } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: keys.app(app.id) });
      void queryClient.invalidateQueries({ queryKey: keys.apps });
      router.push("/apps");
    },
  });
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    remove.mutate();
  }
  return (
    <Card
      title="Delete app"
      description="Removes the app, its key and everything synced for it from this service. Nothing changes in App Store Connect."
      className="border-red-200 dark:border-red-900"
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-3">
        <TextField
          label={
            <>
              Type <strong>{app.name}</strong> to confirm
            </>
          }
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          autoComplete="off"
        />
        <ProblemAlert error={remove.error} />
        <div>
          <Button type="submit" variant="danger" disabled={confirmation !== app.name} pending={remove.isPending}>
            Delete this app
          </Button>
        </div>
      </form>
    </Card>
  );
}
