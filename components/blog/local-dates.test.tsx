// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalDate } from './local-date';
import { localiseDates } from './local-dates';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** A page as Astro draws it: LocalDate's prerendered English date, beside a date that is no LocalDate. */
const draw = () => {
  document.body.innerHTML = `<p>Last updated ${renderToString(<LocalDate iso="2026-11-10" className="font-medium" />)}</p><p><time datetime="2026-11-10">November 10, 2026</time></p>`;
};

describe('localiseDates', () => {
  it('shows LocalDate’s dates in the visitor’s locale, as a hydrated LocalDate does', () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'de-DE' });
    draw();
    localiseDates();
    const [local, other] = document.querySelectorAll('time');
    expect(local).toHaveTextContent(new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 10)));
    expect(other).toHaveTextContent('November 10, 2026');
  });

  it('leaves them for American English, which writes them as prerendered', () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'en-US' });
    draw();
    localiseDates();
    expect(document.querySelector('time')).toHaveTextContent('November 10, 2026');
  });
});
