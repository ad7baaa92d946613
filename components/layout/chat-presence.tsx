import { chatPresenceDotClass, chatPresenceLines } from '@/lib/chat';

/**
 * The chat's presence line as the server draws it: the HTML knows no time, so it shows the hours (`hoursLabel`),
 * with a dimmed dot. In the browser components/layout/chat-enhance.ts decides whether the team is in (a green
 * dot) or when it is back, and again once a minute. Two lines whose box is reserved, so deciding shifts nothing.
 */
export function ChatPresence({ hoursLabel }: { hoursLabel: string }) {
  const lines = chatPresenceLines(null, hoursLabel);
  return (
    <p className="mt-0.5 grid min-h-10 grid-cols-[0.5rem_1fr] items-baseline gap-x-2 text-sm leading-5 text-on-dark-muted" data-presence={lines.tone}>
      <span aria-hidden className={chatPresenceDotClass(lines.tone)} />
      <span>{lines.status}</span>
      <span className="col-start-2">{lines.promise}</span>
    </p>
  );
}
