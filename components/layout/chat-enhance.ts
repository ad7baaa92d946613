import { noBrowserValidation } from '@/components/ui/browser-validation';
import { notify } from '@/components/ui/toaster';
import { afterPaint } from '@/lib/after-paint';
import { businessHoursLabel } from '@/content/business-hours';
import type { Presence } from '@/lib/business-hours';
import { canSendChatMessage, chatPresenceDotClass, chatPresenceLines, chatTuckedAfterScroll } from '@/lib/chat';
import { flushChatOutbox, sendChatMessage } from '@/lib/forms/chat-send';
import { isPopoverOpen, supportsPopover } from './popover';

/**
 * The chat widget's behaviour in the browser, without React (issue 37): the HTML that ./chat-widget.tsx draws on
 * the server (a native popover opened by its button, a form that posts) gets its behaviour from lib/chat.ts and
 * lib/forms/chat-send.ts. A panel opened before this ran stays open, with what was typed; the button shows
 * whether it is open and steps aside below 86rem while the visitor scrolls down; Escape and the close buttons
 * close it and return focus to the button; the form checks itself (`noValidate`), sends through the outbox and
 * the submission client (loaded on first use), shows it is busy, says what went wrong or raises the toast (its
 * layer loads then); the presence line follows the business hours (loaded after this has run); earlier visits'
 * messages go out when the browser is idle.
 */

/** lucide's LoaderCircle, drawn while sending (held equal to lucide's own by chat-enhance.test.tsx). */
export const LOADER_CIRCLE_PATH = 'M21 12a9 9 0 1 1-6.219-8.56';

/** The classes the frame takes while its button is tucked away. */
const TUCKED_CLASSES = ['translate-y-[calc(100%+1rem)]', 'focus-within:translate-y-0'];

interface ChatParts {
  frame: HTMLElement;
  panel: HTMLElement;
  form: HTMLFormElement;
  field: HTMLTextAreaElement;
  email: HTMLInputElement;
  submit: HTMLButtonElement;
  close: HTMLButtonElement;
  toggle: HTMLButtonElement;
  toggleLabel: HTMLElement;
  presence: HTMLElement | null;
}

/** The server-drawn widget's parts, found by its form (action /api/chat); null when the page has none. */
function chatParts(root: ParentNode): ChatParts | null {
  const form = root.querySelector<HTMLFormElement>('form[action="/api/chat"]');
  const panel = form?.closest<HTMLElement>('[role="dialog"]');
  const frame = panel?.parentElement;
  if (!form || !panel || !frame) return null;
  const toggle = [...frame.children].find((child): child is HTMLButtonElement => child instanceof HTMLButtonElement && child.getAttribute('aria-controls') === panel.id);
  const field = form.querySelector<HTMLTextAreaElement>('textarea[name="message"]');
  const email = form.querySelector<HTMLInputElement>('input[name="email"]');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const close = panel.querySelector<HTMLButtonElement>('button[type="button"]');
  const toggleLabel = toggle?.querySelector<HTMLElement>('span');
  if (!toggle || !field || !email || !submit || !close || !toggleLabel) return null;
  return { frame, panel, form, field, email, submit, close, toggle, toggleLabel, presence: panel.querySelector<HTMLElement>('[data-presence]') };
}

/** A copy of an icon with its stroke and classes set (the icons the HTML lacks are drawn from those it has). */
function iconFrom(source: SVGElement, { className, strokeWidth, paths }: { className: string; strokeWidth: string; paths?: string[] }): SVGElement {
  const icon = source.cloneNode(true) as SVGElement;
  icon.setAttribute('class', className);
  icon.setAttribute('stroke-width', strokeWidth);
  if (paths) {
    icon.replaceChildren(
      ...paths.map((d) => {
        const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
        path.setAttribute('d', d);
        return path;
      }),
    );
  }
  return icon;
}

/**
 * Enhances the page's server-drawn chat widget; returns a function that stops it (its listeners and timer), or
 * null when the page has no widget. `hoursLabel` is what the layout gives ChatWidget on the server.
 */
export function enhanceChat(root: ParentNode = document, { hoursLabel = businessHoursLabel() }: { hoursLabel?: string } = {}): (() => void) | null {
  const parts = chatParts(root);
  if (!parts) return null;
  const { frame, panel, form, field, email, submit, close, toggle, toggleLabel, presence } = parts;
  const stops: (() => void)[] = [];
  const listen = <Type extends keyof HTMLElementEventMap>(target: HTMLElement, type: Type, listener: (event: HTMLElementEventMap[Type]) => void) => {
    target.addEventListener(type, listener);
    stops.push(() => target.removeEventListener(type, listener));
  };

  // The icons each state shows: the button's chat bubble and, open, the close X (drawn like the panel's, at the
  // button's stroke); Send's paper plane and, while sending, the spinning loader.
  const toggleIcons = { closed: toggle.querySelector('svg'), open: null as SVGElement | null };
  const closeIcon = close.querySelector('svg');
  if (closeIcon) toggleIcons.open = iconFrom(closeIcon, { className: closeIcon.getAttribute('class') ?? '', strokeWidth: '2' });
  const sendIcons = { idle: submit.querySelector('svg'), busy: null as SVGElement | null };
  if (sendIcons.idle) sendIcons.busy = iconFrom(sendIcons.idle, { className: 'lucide lucide-loader-circle lucide-loader-2 size-4 animate-spin', strokeWidth: '2', paths: [LOADER_CIRCLE_PATH] });
  const alert = document.createElement('p');
  alert.setAttribute('role', 'alert');
  alert.className = 'mt-3 text-sm leading-6 text-red-700';

  const state = { open: false, sending: false, tucked: false, problem: null as string | null };
  const popoverOpen = () => isPopoverOpen(panel);
  // A panel the visitor opened before this ran stays open (what they typed is still in the field).
  state.open = popoverOpen();
  // The button opens and closes the panel as the native popover it is in the HTML: the tap's frame shows the panel
  // without waiting for a script (the label, the icon and the focus follow). 'manual': a tap elsewhere on the page
  // leaves it open, as before; Escape and the close buttons close it. Without popovers, the panel is shown in place.
  const native = supportsPopover(panel);
  if (native) {
    panel.setAttribute('popover', 'manual');
    // Changing the kind closed an open panel: open it again, in the same task.
    if (state.open) panel.showPopover();
  }

  const swapIcon = (holder: Element, show: SVGElement | null, hide: SVGElement | null) => {
    if (!show || !hide || show.parentNode === holder) return;
    if (hide.parentNode === holder) holder.replaceChild(show, hide);
  };

  /** Draws the state: the panel open or hidden, the button's label and icon, the form's busy state and its alert. */
  const render = () => {
    if (!native) {
      // Shown in place: `hidden` shows and hides it, the button's click (below) toggles it.
      panel.removeAttribute('popover');
      panel.hidden = !state.open;
      close.removeAttribute('popovertarget');
      close.removeAttribute('popovertargetaction');
      toggle.removeAttribute('popovertarget');
    }
    toggle.setAttribute('aria-expanded', String(state.open));
    toggleLabel.textContent = state.open ? 'Close chat' : 'Chat with us';
    if (state.open) swapIcon(toggle, toggleIcons.open, toggleIcons.closed);
    else swapIcon(toggle, toggleIcons.closed, toggleIcons.open);
    for (const name of TUCKED_CLASSES) frame.classList.toggle(name, state.tucked && !state.open);

    if (state.sending) form.setAttribute('aria-busy', 'true');
    else form.removeAttribute('aria-busy');
    // While sending it is only marked busy: a disabled button would drop the keyboard focus to the page.
    submit.disabled = !canSendChatMessage(field.value);
    if (state.sending) submit.setAttribute('aria-disabled', 'true');
    else submit.removeAttribute('aria-disabled');
    if (state.sending) swapIcon(submit, sendIcons.busy, sendIcons.idle);
    else swapIcon(submit, sendIcons.idle, sendIcons.busy);
    const label = [...submit.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
    if (label) label.textContent = state.sending ? 'Sending…' : 'Send';

    if (state.problem) {
      alert.textContent = state.problem;
      if (!alert.isConnected) submit.before(alert);
    } else {
      alert.remove();
    }
  };

  const setOpen = (open: boolean) => {
    if (native) {
      // The panel's toggle event (below) draws the state.
      if (open && !popoverOpen()) panel.showPopover();
      else if (!open && popoverOpen()) panel.hidePopover();
      return;
    }
    const opening = open && !state.open;
    state.open = open;
    render();
    if (opening) field.focus();
  };
  const closePanel = () => {
    setOpen(false);
    toggle.focus();
  };

  const send = async () => {
    if (!canSendChatMessage(field.value) || state.sending) return;
    state.problem = null;
    state.sending = true;
    render();
    try {
      const outcome = await sendChatMessage({ message: field.value, email: email.value, page: window.location.pathname }, hoursLabel, window.localStorage);
      if (outcome.sent) {
        field.value = '';
        closePanel();
        void notify('success', outcome.title, outcome.description);
      } else {
        state.problem = outcome.problem;
      }
    } finally {
      state.sending = false;
      render();
    }
  };

  // The form's own messages take over from the browser's at once (no schema to load).
  noBrowserValidation(form);
  if (native) {
    // The buttons' own popover actions open and close it; this draws the state they leave, and moves the focus
    // after the frame that shows the panel has been painted.
    listen(panel, 'toggle', (event) => {
      const open = (event as ToggleEvent).newState === 'open';
      if (open === state.open) return;
      state.open = open;
      render();
      if (open) stops.push(afterPaint(() => state.open && field.focus()));
    });
    listen(close, 'click', () => toggle.focus());
  } else {
    listen(toggle, 'click', () => (state.open ? closePanel() : setOpen(true)));
    listen(close, 'click', closePanel);
  }
  listen(frame, 'keydown', (event) => {
    if (event.key === 'Escape' && state.open) closePanel();
  });
  listen(field, 'input', render);
  listen(form, 'submit', (event) => {
    event.preventDefault();
    void send();
  });

  // In its bar (below 86rem) the button steps aside while the visitor scrolls down, and comes back on the way up or at the end.
  let last = window.scrollY;
  const onScroll = () => {
    const y = window.scrollY;
    const tuck = chatTuckedAfterScroll({ last, y, viewportHeight: window.innerHeight, viewportWidth: window.innerWidth, scrollHeight: document.documentElement.scrollHeight });
    if (tuck === null) return;
    last = y;
    if (tuck === state.tucked) return;
    state.tucked = tuck;
    render();
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  stops.push(() => window.removeEventListener('scroll', onScroll));

  // The presence: decided now that scripts run, with the hours' module loaded then, and again once a minute.
  let timer: number | undefined;
  let live = true;
  stops.push(() => {
    live = false;
    window.clearInterval(timer);
  });
  if (presence) {
    void import('@/lib/business-hours').then(({ presenceAt }) => {
      if (!live) return;
      let shown: Presence | null = null;
      const update = () => {
        const now = presenceAt(new Date());
        if (JSON.stringify(now) === JSON.stringify(shown)) return;
        shown = now;
        const lines = chatPresenceLines(now, hoursLabel);
        const [dot, status, promise] = presence.children;
        presence.dataset.presence = lines.tone;
        dot?.setAttribute('class', chatPresenceDotClass(lines.tone));
        if (status) status.textContent = lines.status;
        if (promise) promise.textContent = lines.promise;
      };
      update();
      timer = window.setInterval(update, 60_000);
    });
  }

  // Older visits' unsent messages go out shortly after load, when the browser is idle.
  const flush = () => void flushChatOutbox(window.localStorage);
  if (typeof window.requestIdleCallback === 'function') {
    const idle = window.requestIdleCallback(flush, { timeout: 5000 });
    stops.push(() => window.cancelIdleCallback(idle));
  } else {
    const later = setTimeout(flush, 2000);
    stops.push(() => clearTimeout(later));
  }

  render();
  if (state.open) field.focus();
  return () => stops.forEach((stop) => stop());
}
