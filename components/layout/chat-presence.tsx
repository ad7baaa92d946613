'use client';

import { useEffect, useState } from 'react';
import type { Presence } from '@/lib/business-hours';
import { chatPresenceDotClass, chatPresenceLines } from '@/lib/chat';

/**
 * The chat's presence: a green dot only while the team is in (content/business-hours.ts), otherwise when it
 * is back. The prerendered HTML knows no time, so it shows the hours (`hoursLabel`); the browser decides right
 * after hydration, with the hours' module loaded then (not among the page's first scripts), and again once a
 * minute, so a panel left open follows the opening and closing time. Two lines whose box is reserved, so
 * deciding shifts nothing.
 */
export function ChatPresence({ hoursLabel }: { hoursLabel: string }) {
  const [presence, setPresence] = useState<Presence | null>(null);
  useEffect(() => {
    let timer: number | undefined;
    let mounted = true;
    void import('@/lib/business-hours').then(({ presenceAt }) => {
      if (!mounted) return;
      // A string compare, so an unchanged presence renders nothing again.
      const update = () => setPresence((shown) => {
        const now = presenceAt(new Date());
        return JSON.stringify(now) === JSON.stringify(shown) ? shown : now;
      });
      update();
      timer = window.setInterval(update, 60_000);
    });
    return () => {
      mounted = false;
      window.clearInterval(timer);
    };
  }, []);
  const lines = chatPresenceLines(presence, hoursLabel);
  return (
    <p className="mt-0.5 grid min-h-10 grid-cols-[0.5rem_1fr] items-baseline gap-x-2 text-sm leading-5 text-on-dark-muted" data-presence={lines.tone}>
      <span aria-hidden className={chatPresenceDotClass(lines.tone)} />
      <span>{lines.status}</span>
      <span className="col-start-2">{lines.promise}</span>
    </p>
  );
}
