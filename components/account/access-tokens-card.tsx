"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SelectField, TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { EmptyState, QueryState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import * as account from "@/lib/account/operations";
import * as teams from "@/lib/teams/operations";
import type { AccessToken, CreatedAccessToken } from "@/client/api-types";
import { call } from "@/client/call";
import { operationKey } from "@/client/operation-keys";
import { useOperation } from "@/client/use-operation";
import { useOperationForm } from "@/client/use-operation-form";

const SCOPE_LABELS: Record<AccessToken["scope"], string> = {
  read: "Read only",
  read_write: "Read and write",
  admin: "Administration",
};

/** The choices of `expiresInDays`, as the select's values ("never" is null). */
const EXPIRY_CHOICES = [
  { value: "7", label: "7 days" },
  { value: "30", label: "30 days" },
  { value: "90", label: "90 days" },
  { value: "365", label: "1 year" },
  { value: "never", label: "Never (not recommended)" },
];

/** Personal access tokens for scripts: create (the secret shown once), list with last use, revoke. */
export function AccessTokensCard({ isAdmin }: { isAdmin: boolean }) {
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const tokens = useOperation(account.listAccessTokens, {});
  const myTeams = useOperation(teams.listTeams, {});
  const form = useOperationForm(account.createAccessToken, {
    defaultValues: { name: "", scope: "read", expiresInDays: 30, currentPassword: "" },
    // The password goes only with a token that never expires.
    body: (values) => (values.expiresInDays === null ? values : { ...values, currentPassword: undefined }),
    resetTo: (_, values) => ({ ...values, name: "", currentPassword: "" }),
    onSuccess: (token) => {
      setCreated(token);
      void queryClient.invalidateQueries({ queryKey: operationKey(account.listAccessTokens) });
    },
  });
  // A token that never expires needs the password: a signed-in browser alone is not enough.
  const forever = form.values.expiresInDays === null;
  const revoke = useMutation({
    mutationFn: (id: string) => call(account.revokeAccessToken, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: operationKey(account.listAccessTokens) });
      toast.success("The token was revoked. Scripts using it are refused from now on.");
    },
  });
  return (
    <Card
      title="Access tokens"
      description="For scripts and other programs that use the API: they send a token instead of signing in. A token can do what you can, within its permission. We email you whenever one is created."
    >
      <div className="flex flex-col gap-5">
        {created && <NewToken token={created} onDone={() => setCreated(null)} />}
        <form
          onSubmit={(event) => {
            setCreated(null);
            form.onSubmit(event);
          }}
          className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
          noValidate
        >
          <TextField label="What is it for?" placeholder="e.g. Release script" limit={100} {...form.text("name")} name="tokenName" />
          <SelectField
            label="Permission"
            value={form.values.scope}
            onChange={(event) => form.set("scope", event.target.value as AccessToken["scope"])}
            errors={form.errors("scope")}
          >
            <option value="read">{SCOPE_LABELS.read}</option>
            <option value="read_write">{SCOPE_LABELS.read_write}</option>
            {isAdmin && <option value="admin">{SCOPE_LABELS.admin}</option>}
          </SelectField>
          <SelectField
            label="Expires after"
            value={forever ? "never" : String(form.values.expiresInDays)}
            onChange={(event) => {
              form.set("currentPassword", "");
              form.set("expiresInDays", event.target.value === "never" ? null : Number(event.target.value));
            }}
            errors={form.errors("expiresInDays")}
          >
            {EXPIRY_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </SelectField>
          {(myTeams.data?.items.length ?? 0) > 1 && (
            <div className="sm:col-span-4">
              <SelectField
                label="Teams"
                hint="A token limited to one team sees and changes only that team's apps, as your role there allows."
                value={form.values.teamId ?? ""}
                onChange={(event) => form.set("teamId", event.target.value || undefined)}
                errors={form.errors("teamId")}
              >
                <option value="">Every team you are in</option>
                {myTeams.data?.items.map((team) => (
                  <option key={team.id} value={team.id}>
                    Only {team.personal ? "your personal team" : team.name}
                  </option>
                ))}
              </SelectField>
            </div>
          )}
          {forever && (
            <div className="sm:col-span-4">
              <TextField
                label="Your current password"
                type="password"
                autoComplete="current-password"
                hint="A token that never expires works until you revoke it, so it needs your password."
                {...form.text("currentPassword")}
              />
            </div>
          )}
          <Button
            type="submit"
            className="sm:justify-self-start"
            pending={form.pending}
            disabled={!form.values.name.trim() || (forever && !form.values.currentPassword)}
          >
            Create token
          </Button>
        </form>
        <ProblemAlert error={form.problem} fields={form.fieldNames} />
        <QueryState query={tokens}>
          {({ items }) =>
            items.length === 0 ? (
              <EmptyState title="No tokens yet">Create one for each script, so you can revoke one without touching the others.</EmptyState>
            ) : (
              <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800" aria-label="Your access tokens">
                {items.map((token) => (
                  <li key={token.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                    <div className="min-w-0">
                      <p className="font-medium break-words">{token.name}</p>
                      <p className="text-zinc-600 dark:text-zinc-400">
                        {SCOPE_LABELS[token.scope]}
                        {token.team && ` · only ${token.team.name}`} · <code className="break-all">{token.hint}</code> · last used{" "}
                        <Time value={token.lastUsedAt} fallback="never" /> ·{" "}
                        {token.expiresAt ? (
                          <>
                            expires <Time value={token.expiresAt} relative={false} />
                          </>
                        ) : (
                          "never expires"
                        )}
                      </p>
                    </div>
                    <Button size="sm" variant="secondary" onClick={() => setRevoking(token)}>
                      Revoke
                    </Button>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
        <ProblemAlert error={revoke.error} />
      </div>
      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke “${revoking?.name ?? ""}”?`}
        confirmLabel="Revoke token"
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id);
          setRevoking(null);
        }}
      >
        Scripts that use this token stop working at once. This cannot be undone; you can create a new token.
      </ConfirmDialog>
    </Card>
  );
}

/** The secret, this once: the service keeps only its fingerprint. */
function NewToken({ token, onDone }: { token: CreatedAccessToken; onDone: () => void }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(token.token);
      toast.success("Copied.");
    } catch {
      toast.error("Copying is not allowed here; select the token and copy it yourself.");
    }
  }
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm dark:border-emerald-800 dark:bg-emerald-950"
    >
      <p className="font-medium">Copy your new token now: you will not be able to see it again.</p>
      <code data-testid="new-token" className="rounded bg-white px-2 py-1 break-all text-zinc-900 dark:bg-zinc-900 dark:text-zinc-100">
        {token.token}
      </code>
      <p className="text-zinc-700 dark:text-zinc-300">
        Send it as <code>Authorization: Bearer …</code> with each request.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={copy}>
          Copy token
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          I have copied it
        </Button>
      </div>
    </div>
  );
}
