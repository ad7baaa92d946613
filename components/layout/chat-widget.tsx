'use client';

import { MessageCircle, Send, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { notify } from './toaster';
import { CHAT_MESSAGE_MAX, CHAT_REPLY_PROMISE, canSendChatMessage, queueChatMessage } from '@/lib/chat';
import { cn } from '@/lib/cn';

/** The floating chat-style widget on every page. */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const panelId = useId();
  const titleId = useId();
  const fieldId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (open) fieldRef.current?.focus();
  }, [open]);

  const closePanel = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const send = () => {
    if (!canSendChatMessage(message)) return;
    queueChatMessage(message, window.localStorage);
    console.info('[chat] message queued', message.trim());
    setMessage('');
    closePanel();
    void notify('success', 'Message received', `${CHAT_REPLY_PROMISE}.`);
  };

  return (
    <div
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) closePanel();
      }}
      className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6"
    >
      <div
        id={panelId}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        hidden={!open}
        className="w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-lg border border-line bg-paper-raised text-fg shadow-card-hover"
      >
        <div className="dark-surface flex items-start justify-between gap-4 bg-ink px-5 py-4 text-on-dark">
          <div>
            <h2 id={titleId} className="font-semibold">
              Talk to our team
            </h2>
            <p className="mt-0.5 flex items-center gap-2 text-sm text-on-dark-muted">
              <span aria-hidden className="size-2 rounded-full bg-emerald-400" />
              {CHAT_REPLY_PROMISE}
            </p>
          </div>
          <button
            type="button"
            aria-label="Close chat"
            onClick={closePanel}
            className="-mr-2 inline-flex size-9 items-center justify-center rounded-full hover:bg-white/10"
          >
            <X aria-hidden className="size-5" strokeWidth={1.75} />
          </button>
        </div>
        <form
          className="p-5"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <label htmlFor={fieldId} className="text-sm font-medium">
            Your message
          </label>
          <textarea
            ref={fieldRef}
            id={fieldId}
            value={message}
            maxLength={CHAT_MESSAGE_MAX}
            onChange={(event) => setMessage(event.target.value)}
            rows={4}
            placeholder="Tell us what you are building…"
            className="mt-2 block w-full resize-none rounded-md border border-line bg-paper px-3.5 py-3 text-[0.9375rem] leading-6 placeholder:text-fg-subtle focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-accent"
          />
          <button
            type="submit"
            disabled={!canSendChatMessage(message)}
            className="mt-3 inline-flex h-11 w-full items-center justify-center gap-2 rounded-full bg-accent text-sm font-medium text-white transition-colors hover:bg-accent-hover disabled:cursor-not-allowed disabled:bg-fg/10 disabled:text-fg-subtle"
          >
            <Send aria-hidden className="size-4" strokeWidth={2} />
            Send
          </button>
        </form>
      </div>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? closePanel() : setOpen(true))}
        className={cn(
          'inline-flex size-14 items-center justify-center gap-2 rounded-full bg-accent font-medium text-white sm:w-auto sm:pr-5 sm:pl-4 shadow-[0_12px_32px_-10px_rgb(67_83_255/0.8)] transition-colors hover:bg-accent-hover',
        )}
      >
        {open ? <X aria-hidden className="size-5" /> : <MessageCircle aria-hidden className="size-5" strokeWidth={2} />}
        <span className="sr-only sm:not-sr-only">{open ? 'Close chat' : 'Chat with us'}</span>
      </button>
    </div>
  );
}
