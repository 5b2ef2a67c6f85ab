"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Badge } from "@/components/ui/status-badge";
import { Time } from "@/components/ui/time";
import * as reviews from "@/lib/reviews/operations";
import type { Review } from "@/client/api-types";
import { operationPath } from "@/client/call";
import { holdDelete, isHeld } from "@/client/deferred-request";
import { problemMessage, asProblem } from "@/client/problem-text";
import { territoryName } from "@/client/store-labels";
import { useInlineForm } from "@/client/use-inline-form";
import { useApp, useTeamPermissions } from "@/client/queries";

import { refreshAfterResponse, ReviewResponseForm } from "./review-response-form";
import { Stars } from "./stars";

/** Seconds a deleted response can be brought back before the deletion reaches App Store Connect. */
const UNDO_MS = 6000;

export function ReviewItem({ appId, review }: { appId: string; review: Review }) {
  const queryClient = useQueryClient();
  // A role that publishes replies answers; one that proposes them proposes; the others only read.
  const { may } = useTeamPermissions(useApp(appId).data?.teamId);
  const publishes = may("replies.publish");
  const proposes = !publishes && may("replies.propose");
  const {
    open: editorOpen,
    show: showEditor,
    close: closeEditor,
    attachTrigger: attachEditorTrigger,
    panelProps: editorPanelProps,
  } = useInlineForm<HTMLButtonElement, HTMLDivElement>();
  const path = operationPath(reviews.deleteReviewResponse, { appId, reviewId: review.id });
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(() => isHeld(path));

  function deleteResponse() {
    setConfirming(false);
    setDeleting(true);
    const refresh = () => {
      refreshAfterResponse(queryClient, appId);
    };
    const target = {
      operation: reviews.deleteReviewResponse,
      input: { params: { appId, reviewId: review.id } },
      ifMatch: review.responseEtag,
    };
    const held = holdDelete(path, target, UNDO_MS, {
      onSent: refresh,
      onFailed: (error) => {
        setDeleting(false);
        toast.error(`The response could not be deleted: ${problemMessage(asProblem(error))}`);
        refresh();
      },
    });
    toast("Response deleted", {
      description: "It leaves the App Store in a few seconds.",
      duration: UNDO_MS,
      action: {
        label: "Undo",
        onClick: () => {
          if (held.cancel()) {
            setDeleting(false);
            toast.success("The response is back, unchanged.");
          }
        },
      },
    });
  }

  const response = deleting ? null : review.response;
  return (
    <li className="px-4 py-4" data-testid="review">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Stars rating={review.rating} />
        {review.title && <span className="font-medium break-words">{review.title}</span>}
      </div>
      {review.body && <p className="mt-1 text-sm break-words whitespace-pre-line text-zinc-700 dark:text-zinc-300">{review.body}</p>}
      <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
        {review.reviewerNickname ?? "Anonymous"} · {territoryName(review.territory)} · <Time value={review.createdAt} />
      </p>
      {response && !editorOpen && (
        <div
          className="mt-3 rounded-md border-l-4 border-zinc-300 bg-zinc-50 p-3 text-sm dark:border-zinc-700 dark:bg-zinc-800/50"
          data-testid="review-response"
        >
          <div className="mb-1 flex items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
            Your response{" "}
            <Badge tone={response.state === "PUBLISHED" ? "success" : "warning"}>
              {response.state === "PUBLISHED" ? "Published" : "Waiting for Apple to publish"}
            </Badge>
          </div>
          <p className="break-words whitespace-pre-line">{response.body}</p>
        </div>
      )}
      {editorOpen ? (
        <div {...editorPanelProps}>
          <ReviewResponseForm appId={appId} review={review} onDone={closeEditor} proposes={proposes} />
        </div>
      ) : (
        <div className="mt-2 flex gap-2">
          {(publishes || proposes) && (
            <Button ref={attachEditorTrigger} variant="secondary" size="sm" onClick={showEditor} disabled={deleting}>
              {proposes ? "Propose a response" : response ? "Edit response" : "Respond"}
            </Button>
          )}
          {response && publishes && (
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
              Delete response
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete your response?"
        confirmLabel="Delete response"
        cancelLabel="Keep it"
        onConfirm={deleteResponse}
        onCancel={() => setConfirming(false)}
      >
        Your reply to {review.reviewerNickname ?? "this reviewer"} disappears from the App Store. You can undo for a few seconds.
      </ConfirmDialog>
    </li>
  );
}
