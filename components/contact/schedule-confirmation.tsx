'use client';

import { CalendarPlus, Video } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { SuccessPanel } from '@/components/forms/form-parts';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import type { CallType } from '@/content/scheduling';
import { site } from '@/content/site';
import { cn } from '@/lib/cn';
import type { HostSummary } from '@/lib/forms/booking';
import { googleCalendarUrl, outlookCalendarUrl } from '@/lib/schedule/calendar-links';
import { intervalLabel, type HourCycle } from '@/lib/schedule/format';
import type { PickerHost } from './schedule-picker';

/**
 * A booked (or moved) call, as the forms' success panel (components/forms/form-parts.tsx) draws what
 * it received: when (the visitor's zone and the office's), with whom, where (the video link), add to
 * calendar, what happens next, then the actions. Used by the picker on /contact and by /contact/reschedule.
 */

export interface BookedCall {
  callType: Pick<CallType, 'name'>;
  start: string;
  end: string;
  /** The zone the visitor reads the times in. */
  zone: string;
  host?: PickerHost | HostSummary;
  meetingUrl?: string;
  /** Same-origin path of the invite (.ics). */
  ics?: string;
}

interface Reading {
  agencyZone: string;
  locale: string;
  cycle: HourCycle;
}

/** When, with whom and where: the facts of a booked call. */
export function CallFacts({ call, agencyZone, locale, cycle }: { call: BookedCall } & Reading) {
  const { host } = call;
  return (
    <dl className="grid gap-3 rounded-lg border border-line p-5 text-fg sm:grid-cols-[max-content_1fr] sm:gap-x-6">
      <dt className="font-medium text-fg-subtle">When</dt>
      <dd>{intervalLabel(call, call.zone, locale, cycle)}</dd>
      {call.zone !== agencyZone && (
        <>
          <dt className="font-medium text-fg-subtle">Our office</dt>
          <dd>{intervalLabel(call, agencyZone, locale, cycle)}</dd>
        </>
      )}
      <dt className="font-medium text-fg-subtle">With</dt>
      <dd>
        {host ? (
          <span className="flex items-start gap-3">
            <Avatar name={host.name} photo={'photo' in host ? host.photo : undefined} tone={'tone' in host ? host.tone : undefined} className="size-10 rounded-full text-sm" />
            <span>
              <strong>{host.name}</strong>
              <span className="block text-sm text-fg-muted">{host.title}</span>
            </span>
          </span>
        ) : (
          'A senior engineer of the team (named in the invite)'
        )}
      </dd>
      <dt className="font-medium text-fg-subtle">Where</dt>
      <dd className="min-w-0">
        {call.meetingUrl ? (
          <a href={call.meetingUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1.5 font-medium break-all text-accent underline underline-offset-4">
            <Video aria-hidden strokeWidth={1.75} className="size-4 shrink-0" /> {call.meetingUrl.replace(/^https:\/\//, '')}
          </a>
        ) : (
          'Video call: the link is in the invite'
        )}
      </dd>
    </dl>
  );
}

function AddToCalendar({ call, ics }: { call: BookedCall; ics: string }) {
  const where = call.meetingUrl ? `Video call: ${call.meetingUrl}` : 'The video link follows by email.';
  const event = { title: `${call.callType.name} with ${site.name}`, start: call.start, end: call.end, details: `${call.callType.name} booked on the ${site.name} website. ${where}` };
  const linkClasses = cn(buttonClasses('secondary', 'md'), 'justify-center');
  return (
    <div className="mt-6">
      <p className="flex items-center gap-2 text-sm font-medium text-fg">
        <CalendarPlus aria-hidden strokeWidth={1.75} className="size-4 text-fg-subtle" /> Add to calendar
      </p>
      <div className="mt-3 grid gap-2 sm:grid-cols-3">
        <a href={ics} download="invite.ics" className={linkClasses}>
          Invite (.ics)
        </a>
        <a href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer" className={linkClasses}>
          Google Calendar
        </a>
        <a href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer" className={linkClasses}>
          Outlook
        </a>
      </div>
    </div>
  );
}

/** What happens after booking or moving a call: the invite, the host's preparation, the proposal. */
export function callSteps(call: BookedCall, invite: ReactNode) {
  const host = call.host ? call.host.name.split(' ')[0] : 'Your host';
  return [
    { title: 'The invite is in your inbox', description: invite },
    { title: `${host} prepares`, description: 'They read what you wrote before the call, so the time goes to your questions.' },
    { title: 'A written proposal', description: 'After the call, if we are a fit: approach, team, roadmap and estimate.' },
  ];
}

export function CallConfirmation({
  call,
  heading,
  lead,
  steps,
  headingRef,
  children,
  ...reading
}: { call: BookedCall; heading: string; lead: ReactNode; steps: ReturnType<typeof callSteps>; headingRef: RefObject<HTMLHeadingElement | null>; children: ReactNode } & Reading) {
  return (
    <div data-booked="">
      <SuccessPanel
        headingRef={headingRef}
        heading={heading}
        lead={lead}
        details={
          <div className="mt-8">
            <CallFacts call={call} {...reading} />
            {call.ics && <AddToCalendar call={call} ics={call.ics} />}
          </div>
        }
        steps={steps}
      >
        <div className="flex w-full flex-wrap items-center gap-x-6 gap-y-3 border-t border-line pt-5 text-sm">{children}</div>
      </SuccessPanel>
    </div>
  );
}
