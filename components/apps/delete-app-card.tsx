"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import * as apps from "@/lib/apps/operations";
import * as portfolio from "@/lib/portfolio/operations";
import type { App } from "@/client/api-types";
import { call } from "@/client/call";
import { operationKey } from "@/client/operation-keys";
import { querySchema, useSchemaForm } from "@/client/use-operation-form";

/** Deleting an app (and everything synced for it) asks for its name, typed exactly. */
export function DeleteAppCard({ app }: { app: App }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const params = { appId: app.id };
  // The typed name goes in the query: DELETE takes no body.
  const form = useSchemaForm({
    schema: querySchema(apps.deleteApp),
    defaultValues: { confirmationName: "" },
    keepValues: true,
    send: (query) => call(apps.deleteApp, { params, query }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: operationKey(apps.getApp, { params }) });
      void queryClient.invalidateQueries({ queryKey: operationKey(apps.listApps) });
      void queryClient.invalidateQueries({ queryKey: operationKey(portfolio.getPortfolio) });
      toast.success(`${app.name} was deleted from this service.`);
      router.push("/apps");
    },
  });
  return (
    <Card
      title="Delete app"
      description="Removes the app, its key and everything synced for it from this service. Nothing changes in App Store Connect."
      className="border-red-200 dark:border-red-900"
    >
      <form onSubmit={form.onSubmit} className="flex flex-col gap-3" noValidate>
        <TextField
          label={
            <>
              Type <strong>{app.name}</strong> to confirm
            </>
          }
          autoComplete="off"
          {...form.text("confirmationName")}
        />
        <ProblemAlert error={form.problem} fields={form.fieldNames} />
        <div>
          <Button type="submit" variant="danger" disabled={form.values.confirmationName !== app.name} pending={form.pending}>
            Delete this app
          </Button>
        </div>
      </form>
    </Card>
  );
}
