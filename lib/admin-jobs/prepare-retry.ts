import "server-only";

import { prepareTickRetry } from "@/lib/agent/tick";
import type { Tx } from "@/lib/db/client";
import { requeueFailedEmail } from "@/lib/email/deliver-email";
import {
  agentActionDecided,
  agentTickRequested,
  appSyncRequested,
  emailSendRequested,
  screenshotUploadRequested,
} from "@/lib/events/catalogue";
import { reopenFailedScreenshotUpload } from "@/lib/screenshots/finish-screenshot-upload";
import { reopenFailedSyncTask } from "@/lib/sync/task-lifecycle";

/**
 * A failed run leaves its domain record ended (a sync task, an email or a screenshot upload
 * `failed`, an agent in `error` until later), and a re-run of the same event would find nothing to do. Before a retry,
 * the record the event is about is opened again, in the retry's transaction. Events with no
 * such record (a push, a scheduled run) need nothing.
 */
export async function prepareRetry(tx: Tx, event: { name: string; data: Record<string, unknown> }): Promise<void> {
  switch (event.name) {
    case appSyncRequested.name:
      return reopenFailedSyncTask(tx, String(event.data.taskId));
    case emailSendRequested.name:
      return requeueFailedEmail(tx, String(event.data.emailId));
    case screenshotUploadRequested.name:
      return reopenFailedScreenshotUpload(tx, String(event.data.uploadId));
    case agentTickRequested.name:
    case agentActionDecided.name:
      return prepareTickRetry(tx, String(event.data.agentId));
  }
}
