import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';

/**
 * The inbox's only script (bundled by esbuild, served from /api/inbox/assets/inbox.js, never part of the
 * public export): passkey sign-in on the sign-in page and passkey registration on the account page.
 * Everything else in the inbox is forms that work without it.
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

async function signIn(box: Element) {
  const options = await post('sign-in-options');
  if (!options.ok) return showError(box, 'Passkey sign-in is not available right now. Use the e-mail link.');
  try {
    const response = await startAuthentication({ optionsJSON: await options.json() });
    const answer = await post('sign-in', response);
    if (answer.ok) window.location.assign((await answer.json()).next);
    else showError(box, 'That passkey was not accepted. Use the e-mail link, then add a passkey again.');
  } catch {
    showError(box, 'No passkey was used. Try again, or use the e-mail link.');
  }
}

async function register(box: Element) {
  const options = await post('register-options');
  if (!options.ok) return showError(box, 'A passkey cannot be added right now. Reload the page and try again.');
  try {
    const response = await startRegistration({ optionsJSON: await options.json() });
    const answer = await post('register', response);
    if (answer.ok) window.location.assign((await answer.json()).next);
    else showError(box, 'The passkey was not saved. Try again.');
  } catch {
    showError(box, 'No passkey was created. Try again.');
  }
}

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
