"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ProblemAlert } from "@/components/ui/problem-alert";
import * as screenshots from "@/lib/screenshots/operations";
import { call } from "@/client/call";
import { localeName } from "@/client/store-labels";

import { refreshScreenshots } from "./refresh";
import { ScreenshotThumbnail, type Screenshot } from "./screenshot-thumbnail";
import { useSetOrder } from "./use-set-order";

interface Props {
  appId: string;
  versionId: string;
  locale: string;
  setId: string;
  displayTypeName: string;
  shots: Screenshot[];
  canChange: boolean;
}

/**
 * A set's screenshots in order. When it can change: dragged to a new place, or moved a place with
 * the keyboard (focus stays on the moved screenshot's button, and the move is announced), and
 * deleted after asking.
 */
export function ScreenshotList({ appId, versionId, locale, setId, displayTypeName, shots, canChange }: Props) {
  const queryClient = useQueryClient();
  const arrangement = useSetOrder({ appId, versionId, setId, ids: shots.map((shot) => shot.id) });
  const byId = new Map(shots.map((shot) => [shot.id, shot]));
  const ordered = arrangement.order.flatMap((id) => byId.get(id) ?? []);
  const [dragged, setDragged] = useState<string | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Screenshot | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const list = useRef<HTMLOListElement>(null);
  const focusAfterMove = useRef<{ id: string; direction: "earlier" | "later" } | null>(null);

  // The moved screenshot's list item moved in the page: its button gets the focus back (the other
  // one when it reached an end).
  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted || !list.current) return;
    focusAfterMove.current = null;
    const button = (direction: string) =>
      list.current?.querySelector<HTMLButtonElement>(`[data-move="${CSS.escape(`${wanted.id}:${direction}`)}"]`);
    const same = button(wanted.direction);
    (same && !same.disabled ? same : button(wanted.direction === "earlier" ? "later" : "earlier"))?.focus();
  });

  const remove = useMutation({
    mutationFn: (shot: Screenshot) => call(screenshots.deleteScreenshot, { params: { appId, versionId, screenshotId: shot.id } }),
    onSuccess: (_, shot) => {
      toast.success(`${shot.fileName} deleted.`);
      void refreshScreenshots(queryClient, { appId, versionId }, { readiness: true });
    },
  });

  function move(from: number, to: number, direction?: "earlier" | "later") {
    const shot = ordered[from];
    if (!shot || to < 0 || to >= ordered.length || from === to) return;
    if (direction) focusAfterMove.current = { id: shot.id, direction };
    arrangement.move(from, to);
    setAnnouncement(`${shot.fileName} moved to place ${to + 1} of ${ordered.length}.`);
  }

  return (
    <>
      {ordered.length > 0 && (
        // On a phone the set scrolls sideways instead of squeezing the images.
        <ol ref={list} aria-label={`${displayTypeName} screenshots in order`} className="relative flex snap-x gap-3 overflow-x-auto pb-2">
          {ordered.map((shot, index) => (
            <ScreenshotThumbnail
              key={shot.id}
              shot={shot}
              index={index}
              count={ordered.length}
              displayTypeName={displayTypeName}
              {...(canChange && {
                drag: {
                  dragged: dragged === shot.id,
                  target: target === shot.id,
                  onStart: () => setDragged(shot.id),
                  onEnter: () => setTarget(shot.id),
                  onDrop: () => {
                    const from = ordered.findIndex((candidate) => candidate.id === dragged);
                    if (from >= 0) move(from, index);
                    setDragged(null);
                    setTarget(null);
                  },
                  onEnd: () => {
                    setDragged(null);
                    setTarget(null);
                  },
                },
                onMove: (to: number) => move(index, to, to < index ? "earlier" : "later"),
                onDelete: () => setToDelete(shot),
              })}
            />
          ))}
        </ol>
      )}
      {canChange && (
        <p role="status" className="sr-only">
          {announcement}
        </p>
      )}
      {Boolean(arrangement.error) && (
        <div>
          <p className="text-sm text-red-700 dark:text-red-400">
            The new order was not saved: the set is back as App Store Connect has it.
          </p>
          <ProblemAlert error={arrangement.error} className="mt-1" />
        </div>
      )}
      <ProblemAlert error={remove.error} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this screenshot?"
        confirmLabel="Delete screenshot"
        cancelLabel="Keep it"
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete);
          setToDelete(null);
        }}
        onCancel={() => setToDelete(null)}
      >
        {toDelete?.fileName} is deleted from the {displayTypeName} screenshots in {localeName(locale)}, in App Store Connect too. This
        cannot be undone.
      </ConfirmDialog>
    </>
  );
}
