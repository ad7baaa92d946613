'use client';

import { startTransition, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { buttonClasses } from '@/components/ui/button';
import type { MonogramTone } from '@/content/company/people';
import type { Portrait } from '@/content/company/portraits';
import type { CallType } from '@/content/scheduling';
import type { HostSummary } from '@/lib/forms/booking';

/** A host as the picker draws them: the API's summary, the roster's avatar tone and their photo if uploaded. */
export type PickerHost = HostSummary & { tone?: MonogramTone; photo?: Portrait };

export interface PickerProps {
  callTypes: readonly CallType[];
  /** Every host of every call type (from the roster, passed by the page so the picker's chunk carries no roster). */
  hosts: readonly PickerHost[];
  /** The pages a 'Book a call' link may come from (its `service` parameter: a service's or industry's slug): name and the hosts who lead that practice. */
  practices: Readonly<Record<string, { name: string; leads: readonly string[] }>>;
  agencyZone: string;
  /** The server's booking page: the picker before its scripts run, and the way out when times cannot load. */
  fallback: { label: string; href: string };
  fallbackEmail: string;
}

/**
 * The call picker on /contact#schedule: kind of call, day and time as native radio groups (arrow keys
 * move within each, as the WAI-ARIA radio group pattern asks), the visitor's own time zone (detected,
 * changeable), then name and email, booked in place (schedule-booking.tsx, its own chunk, loaded once
 * the page has hydrated and the box is on screen or passed, so no other page, no first paint and no
 * visitor who only reads the page's top pays for it). Until then it links to the server's booking page.
 */
export function SchedulePicker(props: PickerProps) {
  const [Live, setLive] = useState<ComponentType<PickerProps> | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let current = true;
    // In a transition: React draws the whole picker in slices that yield to the browser, not in one long task
    // while the page settles (Lighthouse's Total Blocking Time on /contact).
    const load = () => void import('./schedule-booking').then((module) => current && startTransition(() => setLive(() => module.Picker)));
    // Loaded once the box is on screen or up to a screen above it (at once on /contact#schedule; a jump past the
    // box, such as #schedule brought to the middle of the screen, still loads it). Not a screen ahead: on a phone
    // the box starts just below the first screen, and the live picker's render and its free times then ran while
    // the page settled (Lighthouse's Total Blocking Time on /contact, 4x CPU).
    const box = boxRef.current;
    if (!box || typeof IntersectionObserver !== 'function') {
      load();
      return () => void (current = false);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: '100% 0px 0px 0px' },
    );
    observer.observe(box);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, []);
  return Live ? <Live {...props} /> : <PickerFallback {...props} boxRef={boxRef} />;
}

/** The same box before the scripts: what each call is, and the page that books without scripts. */
function PickerFallback({ callTypes, fallback, boxRef }: PickerProps & { boxRef: RefObject<HTMLDivElement | null> }) {
  return (
    // Replaced by the picker once hydrated (data-client-state: the every-page test expects that swap).
    <div ref={boxRef} data-client-state="before-scripts" className="grid content-start gap-6">
      <ul className="grid gap-3 sm:grid-cols-2">
        {callTypes.map((type) => (
          <li key={type.id} className="rounded-md border border-line p-4">
            <p className="font-semibold text-fg">
              {type.name} <span className="font-normal text-fg-subtle">· {type.minutes} min · {type.price}</span>
            </p>
            <p className="mt-1 text-sm leading-6 text-fg-muted">
              {type.summary} {type.priceNote}
            </p>
          </li>
        ))}
      </ul>
      <p>
        <a href={fallback.href} className={buttonClasses('primary', 'lg')}>
          {fallback.label}
        </a>
      </p>
    </div>
  );
}

