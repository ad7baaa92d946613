import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { site } from '@/content/site';
import { brandColors } from '@/lib/brand';
import { composeMail, greetingFor } from './template';

const parse = (html: string) => new JSDOM(html).window.document;

describe('the mail template', () => {
  const hostile = '<script>alert(1)</script> & "quoted" \'x\'';
  const mail = composeMail({
    greeting: greetingFor('Priya Raman'),
    preview: 'Your call is booked',
    blocks: [
      { paragraph: 'Your discovery call is booked.' },
      { facts: [['Time', 'Thursday, December 3, 2026, 11:00 – 11:30 AM EST'], ['Company', hostile]] },
      { quote: `line one\n${hostile}`, label: 'Their message' },
      { actions: [{ label: 'Join the video call', url: 'https://meet.example.com/abc' }, { label: 'Reschedule or cancel', url: 'https://www.northstack.dev/calls/x?token=y' }, { label: 'Evil', url: 'javascript:alert(1)' }] },
      { note: 'The link works until the call changes.' },
    ],
    signature: true,
  });

  it("wears the site's monogram, not an empty square: the bars of lib/brand.ts in white on the accent, hidden from screen readers", () => {
    const mark = parse(mail.html).querySelector('span[aria-hidden="true"]') as HTMLElement;
    const style = (part: Element) => part.getAttribute('style') ?? '';
    expect(style(mark)).toContain(`background:${brandColors.accent}`);
    const white = [...mark.querySelectorAll('span')].filter((part) => style(part).includes('background:#ffffff'));
    const bars = white.filter((part) => !style(part).includes('border-radius:50%'));
    expect(bars.map((bar) => /width:([\d.]+px)/.exec(style(bar))?.[1])).toEqual(['9.4px', '14.4px', '14.4px']);
    expect(white.length - bars.length).toBe(1);
    expect(mark.nextSibling?.textContent).toBe(site.name);
  });

  it('draws the text part and the HTML part from the same blocks', () => {
    expect(mail.text).toBe(
      [
        'Hello Priya,',
        'Your discovery call is booked.',
        `Time: Thursday, December 3, 2026, 11:00 – 11:30 AM EST\nCompany: ${hostile}`,
        `Their message:\n    line one\n    ${hostile}`,
        'Join the video call: https://meet.example.com/abc\nReschedule or cancel: https://www.northstack.dev/calls/x?token=y',
        'The link works until the call changes.',
        `${site.name}\n${site.email} · ${site.phone.display}`,
      ].join('\n\n'),
    );
    const doc = parse(mail.html);
    const body = doc.body.textContent ?? '';
    for (const words of ['Hello Priya,', 'Your discovery call is booked.', 'Thursday, December 3, 2026', 'line one', 'The link works until the call changes.', site.email]) expect(body).toContain(words);
  });

  it('makes real buttons of web links only, and escapes every value', () => {
    const doc = parse(mail.html);
    const buttons = [...doc.querySelectorAll('a[href^="http"]')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(buttons).toEqual([
      ['Join the video call', 'https://meet.example.com/abc'],
      ['Reschedule or cancel', 'https://www.northstack.dev/calls/x?token=y'],
    ]);
    expect(mail.html).not.toContain('javascript:');
    expect(mail.text).not.toContain('javascript:');
    expect(mail.html).not.toContain('<script>');
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quoted&quot; &#39;x&#39;');
    // No remote image a mail client would block or that would track the reader.
    expect(doc.querySelectorAll('img')).toHaveLength(0);
  });

  it('greets by the first name only when it is a word of letters, never with what a stranger typed', () => {
    expect(greetingFor('José María')).toBe('Hello José,');
    expect(greetingFor("O'Neil")).toBe("Hello O'Neil,");
    expect(greetingFor('')).toBe('Hello,');
    expect(greetingFor(null)).toBe('Hello,');
    expect(greetingFor('Mary-Jane Watson')).toBe('Hello Mary-Jane,');
    // An initial is not a name to greet by.
    expect(greetingFor('J. R. Hartley')).toBe('Hello,');
    for (const name of ['www.win-prizes.example', 'Visit www.spam.example now', 'Visit http://x.example', 'Click:here', '<b>Bob</b>', '1234', 'Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa']) expect(greetingFor(name)).toBe('Hello,');
  });

  it('leaves the signature out of the team’s notices', () => {
    const notice = composeMail({ preview: 'A lead', blocks: [{ paragraph: 'A lead came in.' }] });
    expect(notice.text).toBe('A lead came in.');
    expect(notice.html).not.toContain(site.phone.display);
  });
});
