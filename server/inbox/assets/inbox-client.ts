import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { guardUnsaved } from './unsaved-guard';

/**
 * The inbox's only script (bundled by esbuild, served from /api/inbox/assets/inbox.js, never part of the
 * public export): passkey sign-in on the sign-in page, passkey registration on the account page, and a
 * warning before a lead's unsaved edits are left. Everything else in the inbox is forms that work without it.
 */
const base = '/api/inbox/passkeys';

async function post(path: string, body?: unknown): Promise<Response> {
  return fetch(`${base}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}), credentials: 'same-origin' });
}

function showError(box: Element, text: string) {
  const error = box.querySelector<HTMLElement>('[data-passkey-error]');
  if (!error) return;
  error.textContent = text;
  error.hidden = false;
}

/**
 * One WebAuthn ceremony: ask the server for options, let the browser create or use a passkey, post the
 * answer; on success go where the server says, else say what to do instead.
 */
function ceremony<Options, Answer>(
  steps: { options: string; answer: string; run: (optionsJSON: Options) => Promise<Answer> },
  messages: { unavailable: string; refused: string; cancelled: string },
) {
  return async (box: Element) => {
    const options = await post(steps.options);
    if (!options.ok) return showError(box, messages.unavailable);
    try {
      const answer = await post(steps.answer, await steps.run(await options.json()));
      if (answer.ok) window.location.assign((await answer.json()).next);
      else showError(box, messages.refused);
    } catch {
      showError(box, messages.cancelled);
    }
  };
}

const signIn = ceremony(
  { options: 'sign-in-options', answer: 'sign-in', run: (optionsJSON: Parameters<typeof startAuthentication>[0]['optionsJSON']) => startAuthentication({ optionsJSON }) },
  {
    unavailable: 'Passkey sign-in is not available right now. Use the email link.',
    refused: 'That passkey was not accepted. Use the email link, then add a passkey again.',
    cancelled: 'No passkey was used. Try again, or use the email link.',
  },
);

const register = ceremony(
  { options: 'register-options', answer: 'register', run: (optionsJSON: Parameters<typeof startRegistration>[0]['optionsJSON']) => startRegistration({ optionsJSON }) },
  {
    unavailable: 'A passkey cannot be added right now. Reload the page and try again.',
    refused: 'The passkey was not saved. Try again.',
    cancelled: 'No passkey was created. Try again.',
  },
);

if (browserSupportsWebAuthn()) {
  for (const [selector, action] of [
    ['[data-passkey-sign-in]', signIn],
    ['[data-passkey-register]', register],
  ] as const) {
    const box = document.querySelector<HTMLElement>(selector);
    if (!box) continue;
    box.hidden = false;
    box.querySelector('button')?.addEventListener('click', () => void action(box));
  }
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-unsaved-guard]')) guardUnsaved(form);
