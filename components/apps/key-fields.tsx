"use client";

import { Checkbox, TextAreaField, TextField } from "@/components/ui/field";

interface TextBinding {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  errors: string[];
}

interface CheckboxBinding {
  name: string;
  checked: boolean;
  onChange: (event: { target: { checked: boolean } }) => void;
}

/**
 * An App Store Connect key as a form asks for it (registering an app, replacing a team's key):
 * its id, its issuer (none for an individual key), the .p8 file's text, and whether it is an
 * individual key. Ticking "Individual key" empties the issuer: the schema refuses one for it.
 */
export function KeyFields({
  keyId,
  issuerId,
  privateKey,
  individual,
  labels = { keyId: "Key ID", privateKey: "Private key (.p8)" },
}: {
  keyId: TextBinding;
  issuerId: TextBinding;
  privateKey: TextBinding;
  individual: CheckboxBinding;
  labels?: { keyId: string; privateKey: string };
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={labels.keyId} required {...keyId} hint="From App Store Connect → Users and Access → Integrations." />
        <TextField
          label="Issuer ID"
          {...issuerId}
          disabled={individual.checked}
          hint={individual.checked ? "Individual keys have no issuer." : "Required for a team key."}
        />
      </div>
      <TextAreaField
        label={labels.privateKey}
        required
        rows={6}
        className="font-mono text-xs"
        placeholder="-----BEGIN PRIVATE KEY-----"
        {...privateKey}
        hint="Stored encrypted for the team; it is never shown again."
      />
      <Checkbox
        label="Individual key"
        hint="An individual (user) key rather than a team key: no issuer ID, no sales reports."
        {...individual}
        onChange={(event) => {
          issuerId.onChange({ target: { value: "" } });
          individual.onChange(event);
        }}
      />
    </>
  );
}
