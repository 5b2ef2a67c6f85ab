"use client";

import type { ReactNode } from "react";

import { Button } from "./button";
import { ModalDialog } from "./modal-dialog";

/**
 * Asks before something lossy or destructive, in a modal dialog: focus moves into it (to the
 * safe choice), stays there, Escape cancels, and focus returns where it was when it closes.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = "Cancel",
  destructive = true,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ModalDialog open={open} title={title} onClose={onCancel}>
      <div className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">{children}</div>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} autoFocus>
          {cancelLabel}
        </Button>
        <Button variant={destructive ? "danger" : "primary"} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
