'use client';

import { LoaderCircle, MessageCircle, Send, X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { noBrowserValidation } from '@/components/ui/browser-validation';
import { notify } from '@/components/ui/toaster';
import { ChatPresence } from './chat-presence';
import { useHydrated } from './use-hydrated';
import { CHAT_MESSAGE_MAX, canSendChatMessage, chatTuckedAfterScroll } from '@/lib/chat';
import { flushChatOutbox, sendChatMessage } from '@/lib/forms/chat-send';
import { cn } from '@/lib/cn';

/**
 * The floating chat-style widget on every page. Before the scripts run (and without JavaScript) its panel
 * is a native popover that the button opens, and the form posts as a plain HTML form, so a tap made before
 * hydration is never lost; a panel opened then stays open once hydrated. `hoursLabel` is the team's business
 * hours as words (lib/business-hours.ts `businessHoursLabel`), which the layout reads on the server.
 */
export function ChatWidget({ hoursLabel }: { hoursLabel: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // On a phone the button steps aside while the visitor scrolls down (it would sit on the text they
  // read) and comes back as soon as they scroll up or stop at the end of the page.
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const tuck = chatTuckedAfterScroll({ last, y, viewportHeight: window.innerHeight, viewportWidth: window.innerWidth, scrollHeight: document.documentElement.scrollHeight });
      if (tuck === null) return;
      setTucked(tuck);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const emailId = useId();
  const panelId = useId();
  const titleId = useId();
  const fieldId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // Runs once, on the hydration pass, while the panel is still a popover: keep it open, and keep what was typed.
  useLayoutEffect(() => {
    if (hydrated) return;
    let openedEarly = false;
    try {
      openedEarly = panelRef.current?.matches(':popover-open') ?? false;
    } catch {
      // A browser without popovers never opened it.
    }
    if (openedEarly) setOpen(true);
    const typed = fieldRef.current?.value;
    if (typed) setMessage(typed);
  }, [hydrated]);

  useEffect(() => {
    if (open) fieldRef.current?.focus();
  }, [open]);

  // Older visits' unsent messages go out shortly after load, when the browser is idle. Even the look
  // into localStorage waits: the first access opens the store, which costs milliseconds of hydration.
  useEffect(() => {
    const start = () => void flushChatOutbox(window.localStorage);
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5000 });
    else setTimeout(start, 2000);
  }, []);

  const closePanel = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const send = async () => {
    if (!canSendChatMessage(message) || sending) return;
    setProblem(null);
    setSending(true);
    try {
      const outcome = await sendChatMessage({ message, email, page: window.location.pathname }, hoursLabel, window.localStorage);
      if (outcome.sent) {
        setMessage('');
        closePanel();
        void notify('success', outcome.title, outcome.description);
      } else {
        setProblem(outcome.problem);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <div
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) closePanel();
      }}
      // Its size and offset are cleared by the footer's bottom padding (site-footer.tsx): change both together.
      className={cn(
        'fixed right-3 bottom-3 z-40 flex flex-col items-end gap-3 transition-transform duration-200 sm:right-6 sm:bottom-6',
        tucked && !open && 'translate-y-[calc(100%+1rem)] focus-within:translate-y-0',
      )}
    >
      <div
        ref={panelRef}
        id={panelId}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        hidden={hydrated ? !open : undefined}
        popover={hydrated ? undefined : 'auto'}
        className="w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-lg border border-line bg-paper-raised text-fg shadow-card-hover [&[popover]]:fixed [&[popover]]:inset-auto [&[popover]]:right-4 [&[popover]]:bottom-21 [&[popover]]:m-0 [&[popover]]:p-0 sm:[&[popover]]:right-6 sm:[&[popover]]:bottom-23"
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
            popoverTarget={hydrated ? undefined : panelId}
            popoverTargetAction={hydrated ? undefined : 'hide'}
            onClick={closePanel}
            className="-mr-2 inline-flex size-9 items-center justify-center rounded-full hover:bg-white/10"
          >
            <X aria-hidden className="size-5" strokeWidth={1.75} />
          </button>
        </div>
        <form
          method="post"
          action="/api/chat"
          className="p-5"
          aria-busy={sending || undefined}
          ref={noBrowserValidation}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <label htmlFor={fieldId} className="text-sm font-medium">
            Your message
          </label>
          <textarea
            ref={fieldRef}
            id={fieldId}
            name="message"
            value={message}
            maxLength={CHAT_MESSAGE_MAX}
            required
            onChange={(event) => setMessage(event.target.value)}
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
            value={email}
            maxLength={254}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="you@company.com"
            className="mt-2 block h-11 w-full rounded-md border border-line bg-paper px-3.5 text-[0.9375rem] placeholder:text-fg-subtle transition-[border-color,box-shadow] duration-150 focus:border-accent focus:shadow-[0_0_0_4px_rgb(67_83_255/0.15)] focus-visible:outline-none"
          />
          {problem && (
            <p role="alert" className="mt-3 text-sm leading-6 text-red-700">
              {problem}
            </p>
          )}
          {/* While sending it is only marked busy: a disabled button would drop the keyboard focus to the page. */}
          <button
            type="submit"
            // Before the scripts the browser checks the form and posts it as HTML.
            disabled={hydrated && !canSendChatMessage(message)}
            aria-disabled={sending || undefined}
            className="mt-3 inline-flex h-11 w-full items-center justify-center gap-2 rounded-full bg-accent text-sm font-medium text-white transition-colors hover:bg-accent-hover disabled:cursor-not-allowed disabled:bg-fg/10 disabled:text-fg-subtle aria-disabled:cursor-wait aria-disabled:bg-fg/10 aria-disabled:text-fg-subtle"
          >
            {sending ? <LoaderCircle aria-hidden className="size-4 animate-spin" strokeWidth={2} /> : <Send aria-hidden className="size-4" strokeWidth={2} />}
            {sending ? 'Sending…' : 'Send'}
          </button>
        </form>
      </div>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={hydrated ? open : undefined}
        aria-controls={panelId}
        popoverTarget={hydrated ? undefined : panelId}
        onClick={() => (open ? closePanel() : setOpen(true))}
        className={cn(
          'inline-flex size-12 items-center justify-center gap-2 rounded-full sm:size-14 bg-accent font-medium text-white sm:w-auto sm:pr-5 sm:pl-4 shadow-[0_12px_32px_-10px_rgb(67_83_255/0.8)] transition-colors hover:bg-accent-hover',
        )}
      >
        {open ? <X aria-hidden className="size-5" /> : <MessageCircle aria-hidden className="size-5" strokeWidth={2} />}
        <span className="sr-only sm:not-sr-only">{open ? 'Close chat' : 'Chat with us'}</span>
      </button>
    </div>
  );
}
