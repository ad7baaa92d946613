'use client';

import { useSyncExternalStore } from 'react';
import { presenceAt, type Presence } from '@/lib/business-hours';
import { chatPresenceLines } from '@/lib/chat';
import { cn } from '@/lib/cn';

/** Re-read once a minute, so a panel left open follows the opening and closing time. */
const subscribe = (onChange: () => void) => {
  const timer = window.setInterval(onChange, 60_000);
  return () => window.clearInterval(timer);
};
/** A string, so React sees the same snapshot until the presence itself changes. */
const clientSnapshot = () => JSON.stringify(presenceAt(new Date()));
/** The prerendered HTML knows no time: neutral, decided in the browser right after hydration. */
const serverSnapshot = () => '';

/**
 * The chat's presence: a green dot only while the team is in (content/business-hours.ts), otherwise when it
 * is back. Two lines whose box is reserved, so deciding after hydration shifts nothing.
 */
export function ChatPresence() {
  const snapshot = useSyncExternalStore(subscribe, clientSnapshot, serverSnapshot);
  const lines = chatPresenceLines(snapshot ? (JSON.parse(snapshot) as Presence) : null);
  return (
    <p className="mt-0.5 grid min-h-10 grid-cols-[0.5rem_1fr] items-baseline gap-x-2 text-sm leading-5 text-on-dark-muted" data-presence={lines.tone}>
      <span
        aria-hidden
        className={cn('size-2 translate-y-[-0.0625rem] rounded-full', lines.tone === 'open' ? 'bg-emerald-400' : lines.tone === 'away' ? 'bg-amber-400' : 'bg-on-dark-muted/50')}
      />
      <span>{lines.status}</span>
      <span className="col-start-2">{lines.promise}</span>
    </p>
  );
}
