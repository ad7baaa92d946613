import { spawnSync } from 'node:child_process';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { callTypes } from '@/content/scheduling';
import { feedIcs, inviteIcs, type CalendarBooking } from './ics';

/**
 * The invite, the team's copy and the feed read by two independent parsers (ical.js, and Python's
 * icalendar): a hostile name stays one attendee's CN, with no ROLE, PARTSTAT, RSVP or address of its own.
 * Python's half runs wherever python3-icalendar is installed, and must in CI (.ci/run installs it).
 */
// Debian's python3 first: a pyenv or venv python3 earlier on PATH does not see Debian's dist-packages.
const pythonCandidates = [process.env.ICS_PYTHON, '/usr/bin/python3', 'python3'].filter((p): p is string => Boolean(p));
const python = pythonCandidates.find((bin) => spawnSync(bin, ['-c', 'import icalendar'], { encoding: 'utf8' }).status === 0);
const hasPython = python !== undefined;
if (!hasPython && process.env.CI) throw new Error('python3-icalendar is required in CI (apt-get install -y python3-icalendar)');

const hostile = [
  'Mallory"; ROLE=CHAIR; PARTSTAT=ACCEPTED; RSVP=TRUE:mailto:boss@evil.example',
  'Eve\r\nATTENDEE;ROLE=CHAIR:mailto:eve@evil.example',
  'Trudy":mailto:trudy@evil.example\nX-INJECTED:1',
  'O, Brien; Ltd: "the \\ best"',
];

function booking(name: string): CalendarBooking {
  return {
    id: '6f1c1f63-9c89-4c71-8f43-6a2f8c4f9a10',
    callType: 'discovery',
    startsAt: new Date('2027-03-02T14:00:00Z'),
    endsAt: new Date('2027-03-02T14:30:00Z'),
    name,
    email: 'ada@example.com',
    company: 'Semi; colon, "quoted"',
    topic: 'Line one\nLine two; with, commas\\',
    sequence: 0,
    status: 'confirmed',
    createdAt: new Date('2027-03-01T12:00:00Z'),
    host: 'elena-marchetti',
    guests: ['bob@example.com'],
    meetingUrl: 'https://meet.jit.si/Northstack-abc',
  };
}

interface Person {
  address: string;
  params: Record<string, string>;
}

function withIcalJs(text: string): { attendees: Person[]; organizer: Person; location: string; url: string; description: string } {
  const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
  const person = (property: ICAL.Property): Person => ({
    address: String(property.getFirstValue()).toLowerCase(),
    params: Object.fromEntries(Object.entries(property.toJSON()[1] as Record<string, string>).map(([key, value]) => [key.toUpperCase(), String(value)])),
  });
  return {
    attendees: event.getAllProperties('attendee').map(person),
    organizer: person(event.getFirstProperty('organizer')!),
    location: String(event.getFirstPropertyValue('location')),
    url: String(event.getFirstPropertyValue('url')),
    description: String(event.getFirstPropertyValue('description')),
  };
}

const PYTHON = `
import json, sys
from icalendar import Calendar
cal = Calendar.from_ical(sys.stdin.read())
out = []
for event in cal.walk('VEVENT'):
    def person(p):
        return {'address': str(p).lower(), 'params': {k.upper(): str(v) for k, v in p.params.items()}}
    attendees = event.get('ATTENDEE')
    attendees = attendees if isinstance(attendees, list) else [attendees]
    out.append({'attendees': [person(a) for a in attendees], 'organizer': person(event.get('ORGANIZER')), 'location': str(event.get('LOCATION')), 'url': str(event.get('URL')), 'description': str(event.get('DESCRIPTION'))})
print(json.dumps(out))
`;

function withPython(text: string): ReturnType<typeof withIcalJs>[] {
  const run = spawnSync(python ?? 'python3', ['-c', PYTHON], { input: text, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as ReturnType<typeof withIcalJs>[];
}

function expectSafe(parsed: ReturnType<typeof withIcalJs>, name: string) {
  expect(parsed.attendees.map((attendee) => attendee.address)).toEqual(['mailto:ada@example.com', 'mailto:bob@example.com']);
  const [visitor] = parsed.attendees;
  // The name's words are kept (quotes and line breaks aside), and set no parameter.
  expect(visitor!.params).toEqual({ CN: expect.any(String), RSVP: 'FALSE', PARTSTAT: 'ACCEPTED', ROLE: 'REQ-PARTICIPANT' });
  expect(visitor!.params.CN).toBe(name.replace(/["\r\n]/g, ' ').replace(/\s+/g, ' ').trim());
  expect(parsed.organizer.params.CN).toMatch(/^Elena Marchetti \(Northstack/);
  expect(parsed.location).toBe('https://meet.jit.si/Northstack-abc');
  expect(parsed.url).toBe('https://meet.jit.si/Northstack-abc');
}

describe('iCalendar escaping (RFC 5545) with hostile names', () => {
  for (const name of hostile) {
    it(`keeps ${JSON.stringify(name.slice(0, 24))} inside its CN, for ical.js${hasPython ? ' and Python icalendar' : ''}`, () => {
      const invite = inviteIcs(booking(name), callTypes[0]);
      expect(invite).not.toMatch(/\\"/);
      expect(invite.split('\r\n').filter((line) => /^(ATTENDEE|X-INJECTED)/.test(line))).toHaveLength(2);
      expectSafe(withIcalJs(invite), name);
      const feed = feedIcs([booking(name)], () => callTypes[0]);
      expectSafe(withIcalJs(feed), name);
      // TEXT values round-trip: ; , \\ and line breaks escaped, not cut.
      expect(withIcalJs(feed).description).toContain('Company: Semi; colon, "quoted"');
      expect(withIcalJs(feed).description).toContain('Line one\nLine two; with, commas\\');
      if (hasPython) {
        for (const text of [invite, feed]) {
          const [event] = withPython(text);
          expectSafe(event!, name);
        }
        expect(withPython(feed)[0]!.description).toContain('Line two; with, commas\\');
      }
    });
  }
});
