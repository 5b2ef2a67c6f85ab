"use client";

import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * An inline form opened by a button: focus moves to its first field when it opens, Escape closes
 * it, and focus goes back to the button that opened it when it closes (however it closes).
 */
export function useInlineForm<Trigger extends HTMLElement = HTMLButtonElement, Panel extends HTMLElement = HTMLElement>() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<Trigger>(null);
  const panel = useRef<Panel>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    else if (wasOpen.current) trigger.current?.focus();
    wasOpen.current = open;
  }, [open]);

  // Callback refs rather than the ref objects: what this returns is read while rendering, and
  // React's rules keep ref objects out of render.
  const attachTrigger = useCallback((element: Trigger | null) => {
    trigger.current = element;
  }, []);
  const panelRef = useCallback((element: Panel | null) => {
    panel.current = element;
  }, []);

  return {
    open,
    show: () => setOpen(true),
    close: () => setOpen(false),
    attachTrigger,
    panelProps: {
      ref: panelRef,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== "Escape") return;
        event.stopPropagation();
        setOpen(false);
      },
    },
  };
}
