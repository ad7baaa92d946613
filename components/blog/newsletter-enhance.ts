import { validationOnFirstFocus } from '@/components/ui/browser-validation';
import { notify } from '@/components/ui/toaster';
import { blogPage } from '@/content/blog/page';
import { NEWSLETTER_CLASSES as classes, NEWSLETTER_KEPT, loadNewsletterSchema, sendNewsletter, type NewsletterCopy, type NewsletterState } from './newsletter-send';

/**
 * The newsletter form's behaviour in the browser, without React (issue 37): the form that ./newsletter-form.tsx
 * draws on the server (it posts without scripts, the browser checks the address) gets its behaviour from
 * ./newsletter-send.ts: the schema loads on the first focus and then the form's own
 * messages answer, it sends through the submission client, shows it is busy, says what went wrong (focus on the
 * field) or that nothing was sent (the address kept), and on success the confirmation takes the form's place and
 * the focus; toasts load their layer with the first one. Returns a function that stops it, or null without the form.
 */

/** lucide's icons, drawn without React (held equal to lucide's own by newsletter-enhance.test.tsx). */
const ICONS = {
  'circle-check': { classes: 'lucide lucide-circle-check lucide-check-circle-2', children: '<circle cx="12" cy="12" r="10"></circle><path d="m16 9-5.5 5.5L8 12"></path>' },
  'circle-alert': {
    classes: 'lucide lucide-circle-exclamation-point lucide-alert-circle lucide-circle-alert',
    children: '<circle cx="12" cy="12" r="10"></circle><line x1="12" x2="12" y1="8" y2="12"></line><line x1="12" x2="12.01" y1="16" y2="16"></line>',
  },
  'loader-circle': { classes: 'lucide lucide-loader-circle lucide-loader-2', children: '<path d="M21 12a9 9 0 1 1-6.219-8.56"></path>' },
} as const;

function icon(name: keyof typeof ICONS, className: string, strokeWidth: number): SVGElement {
  const holder = document.createElement('div');
  holder.innerHTML = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round" class="${ICONS[name].classes} ${className}" aria-hidden="true">${ICONS[name].children}</svg>`;
  return holder.firstElementChild as SVGElement;
}

function element<Tag extends keyof HTMLElementTagNameMap>(tag: Tag, className: string | null, ...children: (Node | string)[]): HTMLElementTagNameMap[Tag] {
  const node = document.createElement(tag);
  if (className !== null) node.className = className;
  node.append(...children);
  return node;
}

export function enhanceNewsletter(root: ParentNode = document, copy: NewsletterCopy = blogPage.newsletter): (() => void) | null {
  const form = root.querySelector<HTMLFormElement>('form[action="/api/newsletter"]');
  const input = form?.querySelector<HTMLInputElement>('input[name="email"]');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  const privacy = form?.querySelector<HTMLElement>(':scope > p');
  const alert = form?.querySelector<HTMLElement>(':scope > [role="alert"]');
  if (!form || !input || !button || !privacy || !alert) return null;
  // The ids the server gave the form's parts (React's useId): `{ids}-email`, `{ids}-privacy`, `{ids}-error`.
  const ids = input.id.replace(/-email$/, '');
  const error = element('p', classes.error);
  error.id = `${ids}-error`;
  const stops: (() => void)[] = [];
  const listen = <Type extends keyof HTMLElementEventMap>(target: HTMLElement, type: Type, listener: (event: HTMLElementEventMap[Type]) => void) => {
    target.addEventListener(type, listener);
    stops.push(() => target.removeEventListener(type, listener));
  };

  let state: NewsletterState = { kind: 'idle' };
  const submission = { current: null as string | null };

  /** Draws the state: busy, invalid (the error line describes the field), failed (the alert), or the confirmation. */
  const render = () => {
    if (state.kind === 'subscribed') {
      const confirmation = element(
        'div',
        classes.confirmation,
        icon('circle-check', classes.confirmationIcon, 1.75),
        element('div', null, element('p', 'font-semibold', copy.successTitle), element('p', classes.confirmationBody, copy.successBody.replace('{email}', state.email))),
      );
      confirmation.setAttribute('role', 'status');
      confirmation.tabIndex = -1;
      form.replaceWith(confirmation);
      // The confirmation replaces the form that had the focus: it takes the focus over, so it is read out.
      confirmation.focus();
      return;
    }
    const sending = state.kind === 'sending';
    const invalid = state.kind === 'invalid';
    if (sending) form.setAttribute('aria-busy', 'true');
    else form.removeAttribute('aria-busy');
    if (invalid) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    input.setAttribute('aria-describedby', invalid ? error.id : privacy.id);
    // Busy, not disabled, while sending: a disabled button would drop the keyboard focus to the page.
    if (sending) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
    button.replaceChildren(...(sending ? [icon('loader-circle', classes.spinner, 2), copy.sending] : [copy.submit]));
    if (state.kind === 'invalid') {
      error.replaceChildren(icon('circle-alert', classes.errorIcon, 2), state.message);
      privacy.replaceWith(error);
    } else {
      error.replaceWith(privacy);
    }
    const failed = state.kind === 'failed';
    alert.className = failed ? 'mt-4' : '';
    alert.replaceChildren(
      ...(state.kind === 'failed'
        ? [element('div', classes.failure, icon('circle-alert', classes.failureIcon, 1.75), element('div', null, element('p', 'font-semibold', copy.failureTitle), element('p', classes.failureBody, `${state.message} ${NEWSLETTER_KEPT}`)))]
        : []),
    );
  };
  const show = (next: NewsletterState) => {
    state = next;
    render();
  };

  // Before the scripts (and until its schema is loaded) the browser checks the address; then the form's own messages.
  validationOnFirstFocus(loadNewsletterSchema)(form);
  listen(form, 'focusin', () => {
    loadNewsletterSchema().catch(() => {});
  });
  listen(input, 'input', () => {
    if (state.kind === 'invalid') show({ kind: 'idle' });
  });
  listen(form, 'submit', (event) => {
    event.preventDefault();
    if (state.kind === 'sending') return;
    void sendNewsletter(new FormData(form), { copy, submission, notify, sending: () => show({ kind: 'sending' }) }).then((next) => {
      show(next);
      if (next.kind === 'invalid') input.focus();
    });
  });
  return () => stops.forEach((stop) => stop());
}
