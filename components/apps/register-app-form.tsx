"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { Checkbox, TextAreaField, TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { apiFetch } from "@/lib/ui/api-fetch";
import type { App } from "@/lib/ui/api-types";
import { keys } from "@/lib/ui/queries";
import { useFieldErrors } from "@/lib/ui/use-field-errors";

/** The built-in simulator's demo publisher (public on purpose; works only against the simulator). */
export interface DemoKey {
  keyId: string;
  issuerId: string;
  privateKey: string;
  vendorNumber: string;
  storeId: string;
}

const EMPTY = { keyId: "", issuerId: "", storeId: "", vendorNumber: "", privateKey: "", isIndividualKey: false };

export function RegisterAppForm({ demo, onDone }: { demo: DemoKey | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [registered, setRegistered] = useState<App | null>(null);

  const register = useMutation({
    mutationFn: () =>
      apiFetch<App>("/api/apps", {
        method: "POST",
        body: {
          keyId: form.keyId.trim(),
          issuerId: form.isIndividualKey ? undefined : form.issuerId.trim() || undefined,
          storeId: form.storeId.trim(),
          vendorNumber: form.vendorNumber.trim(),
          privateKey: form.privateKey,
          isIndividualKey: form.isIndividualKey,
        },
      }),
    onSuccess: (app) => {
      setRegistered(app);
      setForm(EMPTY);
      void queryClient.invalidateQueries({ queryKey: keys.apps });
      void queryClient.invalidateQueries({ queryKey: keys.portfolio });
    },
  });
  const fieldErrors = useFieldErrors(register.error);
  const errors = fieldErrors.errors;
  const set = (field: Exclude<keyof typeof EMPTY, "isIndividualKey">) => (event: { target: { value: string } }) => {
    fieldErrors.clear(field);
    setForm((current) => ({ ...current, [field]: event.target.value }));
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setRegistered(null);
    register.mutate();
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Register an app" noValidate>
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
              fieldErrors.clear("keyId", "issuerId", "storeId", "vendorNumber", "privateKey");
              setForm({ ...demo, isIndividualKey: false });
            }}
          >
            Use the demo account
          </Button>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Key ID"
          name="keyId"
          required
          value={form.keyId}
          onChange={set("keyId")}
          errors={errors("keyId")}
          hint="From App Store Connect → Users and Access → Integrations."
        />
        <TextField
          label="Issuer ID"
          name="issuerId"
          value={form.isIndividualKey ? "" : form.issuerId}
          disabled={form.isIndividualKey}
          onChange={set("issuerId")}
          errors={errors("issuerId")}
          hint={form.isIndividualKey ? "Individual keys have no issuer." : "Required for a team key."}
        />
        <TextField
          label="App Apple ID"
          name="storeId"
          inputMode="numeric"
          required
          value={form.storeId}
          onChange={set("storeId")}
          errors={errors("storeId")}
          hint="The app's numeric Apple ID."
        />
        <TextField
          label="Vendor number"
          name="vendorNumber"
          required
          value={form.vendorNumber}
          onChange={set("vendorNumber")}
          errors={errors("vendorNumber")}
          hint="For sales reports (Payments and Financial Reports)."
        />
      </div>
      <TextAreaField
        label="Private key (.p8)"
        name="privateKey"
        required
        rows={6}
        className="font-mono text-xs"
        placeholder="-----BEGIN PRIVATE KEY-----"
        value={form.privateKey}
        onChange={set("privateKey")}
        errors={errors("privateKey")}
        hint="Stored encrypted; it is never shown again."
      />
      <Checkbox
        label="Individual key"
        hint="An individual (user) key rather than a team key: no issuer ID, no sales reports."
        checked={form.isIndividualKey}
        onChange={(event) => {
          fieldErrors.clear("issuerId");
          setForm((current) => ({ ...current, isIndividualKey: event.target.checked }));
        }}
      />
      <ProblemAlert error={register.error} fields={["keyId", "issuerId", "storeId", "vendorNumber", "privateKey"]} />
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
        <Button type="submit" pending={register.isPending}>
          Register app
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Close
        </Button>
      </div>
    </form>
  );
}
