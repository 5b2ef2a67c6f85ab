"use client";

import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";

import { useFieldErrors } from "./use-field-errors";

/**
 * A form of text fields sent to the API in one request: its values, `set(field)` for each input's
 * onChange (which also clears that field's error), `onSubmit`, the mutation and the field errors.
 * After a success the form is emptied, so a password typed into it does not linger.
 */
export function useApiForm<Form extends Record<string, string>, Result>(
  empty: Form,
  send: (form: Form) => Promise<Result>,
  onSuccess: (result: Result) => void,
) {
  const [form, setForm] = useState(empty);
  const mutation = useMutation({
    mutationFn: () => send(form),
    onSuccess: (result) => {
      setForm(empty);
      onSuccess(result);
    },
  });
  const fields = useFieldErrors(mutation.error);
  const set = (field: keyof Form & string) => (event: { target: { value: string } }) => {
    fields.clear(field);
    setForm((current) => ({ ...current, [field]: event.target.value }));
  };
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    mutation.mutate();
  }
  return { form, set, onSubmit, mutation, fields };
}
