"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import * as apps from "@/lib/apps/operations";
import * as portfolio from "@/lib/portfolio/operations";
import * as teamKeys from "@/lib/team-keys/operations";
import * as teams from "@/lib/teams/operations";
import { roleAllows } from "@/lib/teams/roles";
import type { App } from "@/client/api-types";
import { useCurrentTeam } from "@/client/current-team";
import { operationKey } from "@/client/operation-keys";
import { useOperation } from "@/client/use-operation";
import { bodySchema, typedText, useOperationForm } from "@/client/use-operation-form";

import { KeyFields } from "./key-fields";

/** The built-in simulator's demo publisher (public on purpose; works only against the simulator). */
export interface DemoKey {
  keyId: string;
  issuerId: string;
  privateKey: string;
  vendorNumber: string;
  storeId: string;
}

// Ids are pasted: surrounding white space is not part of them. An empty field is none (a stored
// key is chosen instead of the key's fields, or the other way round).
const schema = typedText(bodySchema(apps.registerApp), {
  trim: ["keyId", "issuerId", "storeId", "vendorNumber"],
  emptyIsAbsent: ["issuerId", "keyId", "privateKey", "credentialId"],
});

const KEY_FIELDS = ["keyId", "issuerId", "privateKey"] as const;

const EMPTY = { credentialId: "", keyId: "", issuerId: "", storeId: "", vendorNumber: "", privateKey: "", isIndividualKey: false };

export function RegisterAppForm({ demo, onDone }: { demo: DemoKey | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [registered, setRegistered] = useState<App | null>(null);
  const form = useOperationForm(apps.registerApp, {
    schema,
    defaultValues: EMPTY,
    onSuccess: (app) => {
      setRegistered(app);
      void queryClient.invalidateQueries({ queryKey: operationKey(apps.listApps) });
      void queryClient.invalidateQueries({ queryKey: operationKey(portfolio.getPortfolio) });
    },
  });
  // The teams the app can go to: those where the role registers apps (the personal team first).
  const myTeams = useOperation(teams.listTeams, {});
  const targets = (myTeams.data?.items ?? []).filter((team) => roleAllows(team.role, "apps.manage"));
  // The team chosen in the header's switcher, when the role there registers apps.
  const currentTeam = useCurrentTeam();
  const team = targets.find((target) => target.id === (form.values.teamId ?? currentTeam)) ?? targets[0];
  // The keys the team stores already: one of them, or a new key.
  const storedKeys = useOperation(
    teamKeys.listTeamKeys,
    { params: { teamId: team?.id ?? "" } },
    { enabled: Boolean(team && roleAllows(team.role, "keys.manage")) },
  );
  const stored = storedKeys.data?.items ?? [];
  const usesStoredKey = Boolean(form.values.credentialId);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setRegistered(null);
        // The team shown: the one chosen here, else the header's, else the personal team.
        form.submit(team ? { teamId: team.id } : {});
      }}
      className="flex flex-col gap-4"
      aria-label="Register an app"
      noValidate
    >
      {demo && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-blue-50 p-3 text-sm text-blue-900 dark:bg-blue-950 dark:text-blue-200">
          <p>
            Trying the service? This server runs the built-in App Store Connect simulator. The demo account is a demo publisher of your own:
            what you change there, nobody else sees.
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              for (const field of ["keyId", "issuerId", "storeId", "vendorNumber", "privateKey"] as const) form.set(field, demo[field]);
              form.set("isIndividualKey", false);
              form.set("credentialId", "");
            }}
          >
            Use the demo account
          </Button>
        </div>
      )}
      {targets.length > 1 && (
        <SelectField
          label="Team"
          hint="Its members see the app and work on it as their role allows."
          value={team?.id}
          onChange={(event) => {
            form.set("teamId", event.target.value);
            // Another team's keys are not this one's.
            form.set("credentialId", "");
          }}
          errors={form.errors("teamId")}
        >
          {targets.map((team) => (
            <option key={team.id} value={team.id}>
              {team.personal ? "Personal (just you)" : team.name}
            </option>
          ))}
        </SelectField>
      )}
      {stored.length > 0 && (
        <SelectField
          label="App Store Connect key"
          hint="A key the team stores is used as it is; a new one joins the team's keys."
          value={form.values.credentialId ?? ""}
          onChange={(event) => {
            form.set("credentialId", event.target.value);
            if (event.target.value) for (const field of KEY_FIELDS) form.set(field, "");
          }}
          errors={form.errors("credentialId")}
        >
          {stored.map((key) => (
            <option key={key.id} value={key.id}>
              {`${key.keyId} (${key.isIndividualKey ? "individual key" : "team key"}, ${key.apps.length === 1 ? "1 app" : `${key.apps.length} apps`})`}
            </option>
          ))}
          <option value="">A new key</option>
        </SelectField>
      )}
      {!usesStoredKey && (
        <KeyFields
          keyId={form.text("keyId")}
          issuerId={form.text("issuerId")}
          privateKey={form.text("privateKey")}
          individual={form.checkbox("isIndividualKey")}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="App Apple ID" inputMode="numeric" required {...form.text("storeId")} hint="The app's numeric Apple ID." />
        <TextField
          label="Vendor number"
          required
          {...form.text("vendorNumber")}
          hint="For sales reports (Payments and Financial Reports)."
        />
      </div>
      <ProblemAlert error={form.problem} fields={form.fieldNames} />
      {registered && (
        <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
          Registered{" "}
          <Link href={`/apps/${registered.id}`} className="font-medium underline">
            {registered.name}
          </Link>
          ; its first sync is running.
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" pending={form.pending}>
          Register app
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Close
        </Button>
      </div>
    </form>
  );
}
