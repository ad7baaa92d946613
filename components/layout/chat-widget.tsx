import { MessageCircle, Send, X } from 'lucide-react';
import { useId } from 'react';
import { ChatPresence } from './chat-presence';
import { CHAT_MESSAGE_MAX } from '@/lib/chat';

/**
 * The floating chat-style widget on every page, as the server draws it: its panel is a native popover that the
 * button opens, and the form posts as a plain HTML form, so a tap made before the scripts run (or without them)
 * is never lost. components/layout/chat-enhance.ts gives it its behaviour in the browser (a panel opened before
 * then stays open). `hoursLabel` is the team's business hours as words (lib/business-hours.ts
 * `businessHoursLabel`), which the layout reads on the server.
 *
 * The ids are React's (useId), the one hook here: they are unique on the page and the HTML keeps its ids.
 */
export function ChatWidget({ hoursLabel }: { hoursLabel: string }) {
  const emailId = useId();
  const panelId = useId();
  const titleId = useId();
  const fieldId = useId();

  return (
    // Its size and offset are cleared by the footer's bottom padding (site-footer.tsx): change both together.
    // Until the page's side margin can hold it (86rem, lib/chat.ts `CHAT_MARGIN_MIN_WIDTH`), on a phone, a tablet or a
    // laptop, the button sits in a bar of its own across the bottom of the screen (the first child, drawn under the
    // button): the page's text and controls pass under the bar's opaque band as under the header, never under a
    // bubble floating on them, and the footer's padding lets the end of every page scroll clear of it (issue 39).
    <div className="fixed right-3 bottom-2 z-40 flex flex-col items-end gap-3 transition-transform duration-200 sm:right-6 min-[86rem]:bottom-6">
      <div data-chat-bar aria-hidden="true" className="pointer-events-none absolute -right-3 -bottom-2 -z-10 h-16 w-screen border-t border-white/10 bg-ink sm:-right-6 min-[86rem]:hidden" />
      <div
        id={panelId}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        popover="auto"
        className="w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-lg border border-line bg-paper-raised text-fg shadow-card-hover [&[popover]]:fixed [&[popover]]:inset-auto [&[popover]]:right-4 [&[popover]]:bottom-21 [&[popover]]:m-0 [&[popover]]:p-0 sm:[&[popover]]:right-6 min-[86rem]:[&[popover]]:bottom-23"
      >
        <div className="dark-surface flex items-start justify-between gap-4 bg-ink px-5 py-4 text-on-dark">
          <div>
            <h2 id={titleId} className="font-semibold">
              Talk to our team
            </h2>
            <ChatPresence hoursLabel={hoursLabel} />
          </div>
          <button
            type="button"
            aria-label="Close chat"
            popoverTarget={panelId}
            popoverTargetAction="hide"
            className="-mr-2 inline-flex size-9 items-center justify-center rounded-full hover:bg-white/10"
          >
            <X aria-hidden className="size-5" strokeWidth={1.75} />
          </button>
        </div>
        <form method="post" action="/api/chat" className="p-5">
          <label htmlFor={fieldId} className="text-sm font-medium">
            Your message
          </label>
          <textarea
            id={fieldId}
            name="message"
            maxLength={CHAT_MESSAGE_MAX}
            required
            rows={4}
            placeholder="Tell us what you are building…"
            className="mt-2 block w-full resize-none rounded-md border border-line bg-paper px-3.5 py-3 text-[0.9375rem] leading-6 placeholder:text-fg-subtle transition-[border-color,box-shadow] duration-150 focus:border-accent focus:shadow-[0_0_0_4px_rgb(67_83_255/0.15)] focus-visible:outline-none"
          />
          <label htmlFor={emailId} className="mt-3 block text-sm font-medium">
            Your email <span className="font-normal text-fg-subtle">(optional, so we can reply)</span>
          </label>
          <input
            id={emailId}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            defaultValue=""
            maxLength={254}
            placeholder="you@company.com"
            className="mt-2 block h-11 w-full rounded-md border border-line bg-paper px-3.5 text-[0.9375rem] placeholder:text-fg-subtle transition-[border-color,box-shadow] duration-150 focus:border-accent focus:shadow-[0_0_0_4px_rgb(67_83_255/0.15)] focus-visible:outline-none"
          />
          {/* Enabled: the browser checks the form and posts it as HTML until the script takes over. */}
          <button
            type="submit"
            className="mt-3 inline-flex h-11 w-full items-center justify-center gap-2 rounded-full bg-accent text-sm font-medium text-white transition-colors hover:bg-accent-hover disabled:cursor-not-allowed disabled:bg-fg/10 disabled:text-fg-subtle aria-disabled:cursor-wait aria-disabled:bg-fg/10 aria-disabled:text-fg-subtle"
          >
            <Send aria-hidden className="size-4" strokeWidth={2} />
            Send
          </button>
        </form>
      </div>
      <button
        type="button"
        aria-controls={panelId}
        popoverTarget={panelId}
        // Where the page's side margin is wide enough (86rem: the 80rem container and its padding leave room), the button is a
        // round icon in that margin, its label for assistive tech only: a pill reached over the cards' right edge (issue 39).
        className="inline-flex h-12 items-center justify-center gap-2 rounded-full pr-5 pl-4 text-sm sm:text-base min-[86rem]:size-14 min-[86rem]:px-0 bg-accent font-medium text-white shadow-[0_12px_32px_-10px_rgb(67_83_255/0.8)] transition-colors hover:bg-accent-hover"
      >
        <MessageCircle aria-hidden className="size-5" strokeWidth={2} />
        <span className="min-[86rem]:sr-only">Chat with us</span>
      </button>
    </div>
  );
}
