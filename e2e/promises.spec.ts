import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { htmlFileFor } from '../build/page-weight';
import { discoveryCall } from '../content/company/promises';
import { livePages } from '../content/site-map/routes';

const out = path.resolve('out');

/** A page's text as a reader sees it: no scripts, no tags. */
function textOf(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\s+/g, ' ');
}

/** "… replies within 24 hours", "We schedule a discovery call Within 24 hours": what a span is promised for, and the span. */
const PROMISE = /([^.;]{0,90})\bwithin ((?:one|two|\d+)(?: business| working)? (?:hours?|days?))/gi;
/** Promises to someone other than a client writing to us: applicants, the chat, the proposal after the call. */
const NOT_AN_ENQUIRY = /applica|profile|resume|lead of the team|recruit|usually reply|proposal|estimate|follow up|onboard|deliverable|delete/i;
const ENQUIRY = /repl(?:y|ies)|respond|in touch|discovery call|we schedule/i;

test('every page promises a written enquiry one span, the discovery call’s, and nothing else', () => {
  const promised = new Map<string, string[]>();
  for (const page of livePages) {
    for (const [, before = '', span = ''] of textOf(readFileSync(htmlFileFor(out, page.path), 'utf8')).matchAll(PROMISE)) {
      if (NOT_AN_ENQUIRY.test(before) || !ENQUIRY.test(before)) continue;
      promised.set(span.toLowerCase(), [...(promised.get(span.toLowerCase()) ?? []), `${page.path}: …${before.trim().slice(-60)} within ${span}`]);
    }
  }
  expect([...promised.keys()], [...promised.values()].flat().join('\n')).toEqual([discoveryCall.scheduledWithin]);
  // The closing calls to action of the home, growth-path, portfolio and company pages and the contact page's steps are among them.
  expect(promised.get(discoveryCall.scheduledWithin)!.length).toBeGreaterThanOrEqual(15);
});
