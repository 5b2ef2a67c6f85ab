"use client";

import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { KeyFields } from "@/components/apps/key-fields";
import { ProblemAlert } from "@/components/ui/problem-alert";
import * as apps from "@/lib/apps/operations";
import * as teamKeys from "@/lib/team-keys/operations";
import type { TeamKey } from "@/client/api-types";
import { operationKey } from "@/client/operation-keys";
import { bodySchema, typedText, useOperationForm } from "@/client/use-operation-form";

// Ids are pasted: surrounding white space is not part of them. An empty issuer id is none.
const schema = typedText(bodySchema(teamKeys.replaceTeamKey), { trim: ["keyId", "issuerId"], emptyIsAbsent: ["issuerId"] });

/** Rotation: a new key for every app that uses this one, checked against App Store Connect first. */
export function ReplaceTeamKeyForm({ teamId, teamKey, onDone }: { teamId: string; teamKey: TeamKey; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useOperationForm(teamKeys.replaceTeamKey, {
    params: { teamId, credentialId: teamKey.id },
    schema,
    defaultValues: { keyId: "", issuerId: "", privateKey: "", isIndividualKey: false },
    onSuccess: (replaced) => {
      toast.success(
        `Key replaced: ${replaced.apps.length === 1 ? "its app uses" : `its ${replaced.apps.length} apps use`} the new one and sync with it now.`,
      );
      void queryClient.invalidateQueries({ queryKey: operationKey(teamKeys.listTeamKeys, { params: { teamId } }) });
      void queryClient.invalidateQueries({ queryKey: operationKey(apps.listApps) });
      onDone();
    },
  });
  return (
    <form onSubmit={form.onSubmit} className="mt-3 flex flex-col gap-3" aria-label={`Replace key ${teamKey.keyId}`} noValidate>
      <p className="text-sm text-amber-800 dark:text-amber-200">
        Every app that uses this key switches to the new one at once, and the old key is forgotten. The new key must see all of them in App
        Store Connect.
      </p>
      <KeyFields
        keyId={form.text("keyId")}
        issuerId={form.text("issuerId")}
        privateKey={form.text("privateKey")}
        individual={form.checkbox("isIndividualKey")}
        labels={{ keyId: "New key ID", privateKey: "New private key (.p8)" }}
      />
      <ProblemAlert error={form.problem} fields={form.fieldNames} />
      <div className="flex gap-2">
        <Button type="submit" pending={form.pending}>
          Replace key
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
