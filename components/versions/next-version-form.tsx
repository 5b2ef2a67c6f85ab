"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { highestVersionNumber } from "@/lib/store/version-number";
import { operationKey } from "@/client/operation-keys";
import { useOperationForm } from "@/client/use-operation-form";
import * as versions from "@/lib/versions/operations";

/** The number a next version usually gets: the highest one's minor part raised ("1.4.2" → "1.5.0", "3" → "4"); "1.0" for a first. */
export function suggestedNextVersion(numbers: readonly string[]): string {
  const highest = highestVersionNumber(numbers);
  if (!highest) return "1.0";
  const parts = highest.split(".").map(Number);
  const raised = parts.length === 1 ? 0 : 1;
  return parts.map((part, index) => (index === raised ? part + 1 : index > raised ? 0 : part)).join(".");
}

/**
 * "Make the next version", for members who ship (`versions.manage`) when no version is on its
 * way: App Store Connect makes it with the previous texts, and the page opens it.
 */
export function NextVersionForm({ appId, versionNumbers }: { appId: string; versionNumbers: string[] }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const form = useOperationForm(versions.createVersion, {
    params: { appId },
    defaultValues: { versionString: suggestedNextVersion(versionNumbers), platform: "IOS" },
    onSuccess: (made) => {
      toast.success(`Version ${made.versionString} is made, with the previous version's texts to start from.`);
      void queryClient.invalidateQueries({ queryKey: operationKey(versions.listVersions, { params: { appId } }) });
      router.push(`/apps/${appId}/versions/${made.id}`);
    },
  });
  return (
    <Card
      title="Next version"
      description="Made in App Store Connect, being prepared, with this version's texts copied in; write its What's New next."
    >
      <form onSubmit={form.onSubmit} className="flex flex-wrap items-end gap-3" aria-label="Make the next version" noValidate>
        <div className="w-40">
          <TextField
            label="Version number"
            inputMode="decimal"
            autoComplete="off"
            required
            {...form.text("versionString")}
            errors={form.errors("versionString")}
          />
        </div>
        <Button type="submit" pending={form.pending}>
          Make version
        </Button>
        <ProblemAlert error={form.problem} fields={form.fieldNames} className="basis-full" />
      </form>
    </Card>
  );
}
