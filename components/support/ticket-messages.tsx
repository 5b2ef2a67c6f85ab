import { Time } from "@/components/ui/time";
import type { TicketMessage } from "@/client/api-types";

/** A ticket's thread, oldest first; support's messages stand out. `author` names each message's writer. */
export function TicketMessages<M extends TicketMessage>({ messages, author }: { messages: M[]; author: (message: M) => string }) {
  return (
    <ol className="flex flex-col gap-3" aria-label="Messages">
      {messages.map((item) => (
        <li
          key={item.messageId}
          data-testid="ticket-message"
          className={`rounded-lg border p-4 ${item.fromAdmin ? "border-blue-200 bg-blue-50 dark:border-blue-900 dark:bg-blue-950" : "border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"}`}
        >
          <div className="mb-1 flex items-center justify-between gap-2 text-xs text-zinc-600 dark:text-zinc-400">
            <span className="font-medium">{author(item)}</span>
            <Time value={item.createdAt} />
          </div>
          <p className="text-sm whitespace-pre-line">{item.body}</p>
        </li>
      ))}
    </ol>
  );
}
