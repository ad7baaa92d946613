/**
 * Booking a call (/contact#schedule): the kinds of call a visitor can book and the agency's default
 * availability. The server reads these defaults through server/schedule/config.ts, which applies the
 * environment overrides; the contact page names the call types from here.
 */

/** The booking page the server renders: it works before and without scripts (the picker links to it). */
export const SCHEDULE_PAGE = '/api/schedule';
/** The page of the export that reschedules with the picker (the manage token follows in the fragment). */
export const RESCHEDULE_PAGE = '/contact/reschedule';

/** /contact/reschedule (noindex): the mailed manage page's 'Reschedule' opens it with the token in the fragment. */
export const reschedulePage = {
  path: RESCHEDULE_PAGE,
  title: 'Your booked call',
  label: 'Your booked call',
  heading: 'Reschedule or cancel your call',
  intro: 'Pick a new time with the same calendar you booked with, or cancel. The updated invite reaches your inbox at once.',
} as const;

import type { StaffId } from './company/people';
import type { IndustrySlug } from './industries/catalog';
import type { ServiceGroupTitle } from './services/catalog';
import { businessHours, type Weekday } from './business-hours';
import { callPriceLabel, callPrices } from './company/prices';

export { businessHours, type BusinessHours } from './business-hours';

export type CallTypeId = 'discovery' | 'technical-review';

/** A person who takes calls: a staff member of the roster, with the line the picker shows under their name. */
export interface CallHost {
  id: StaffId;
  /** One line, first person or plain: what this host brings to the call. */
  intro: string;
  /**
   * The practices whose calls this host takes first: a call booked from one of these service groups' pages, or
   * from one of these industries' pages, goes to this host when they are free (server/schedule/hosts.ts practiceHosts).
   */
  leads: { services: readonly ServiceGroupTitle[]; industries: readonly IndustrySlug[] };
}

/** Who may take calls, in the order the picker lists them. Names, titles and portraits come from the roster. */
export const callHosts: readonly CallHost[] = [
  {
    id: 'elena-marchetti',
    intro: 'Co-founder and CTO: architecture, security and how we would build it.',
    leads: { services: ['Development', 'Engineering'], industries: ['fintech'] },
  },
  {
    id: 'james-whitfield',
    intro: 'Runs delivery: scope, team shape, timeline and budget you can plan on.',
    leads: { services: ['Mobile Applications', 'XR', 'Design'], industries: ['retail', 'real-estate'] },
  },
  {
    id: 'priya-raman',
    intro: 'Leads AI and machine learning: data, models and what is worth automating.',
    leads: { services: ['Artificial Intelligence'], industries: ['healthcare', 'automotive'] },
  },
  {
    id: 'marcus-lindqvist',
    intro: 'Leads the Web3 practice: protocol design, smart contracts and audits.',
    leads: { services: ['Web3', 'Blockchain'], industries: [] },
  },
];

/** The visitor lets the round robin choose among the hosts free at the time. */
export const ANY_HOST = 'any';

export interface CallType {
  id: CallTypeId;
  name: string;
  /** Length of the call, and so of its slot. */
  minutes: number;
  /** One line for the picker: what the visitor gets from this call. */
  summary: string;
  /** Who may take this kind of call (ids of callHosts), in the picker's order. */
  hosts: readonly StaffId[];
  /** What the call costs, beside its length ('free'), and the line the picker says it in (content/company/prices.ts). */
  price: string;
  priceNote: string;
}

export const callTypes: readonly CallType[] = [
  {
    id: 'discovery',
    name: 'Discovery call',
    minutes: 30,
    summary: 'Your goals, users, constraints and timeline, with one of the leads who would run your project. No slides, no sales desk.',
    hosts: ['james-whitfield', 'elena-marchetti', 'priya-raman', 'marcus-lindqvist'],
    price: callPriceLabel('discovery'),
    priceNote: callPrices.discovery.note,
  },
  {
    id: 'technical-review',
    name: 'Technical review',
    minutes: 45,
    summary: 'An architect walks through your codebase, stack or infrastructure question and tells you what we would do.',
    hosts: ['elena-marchetti', 'priya-raman', 'marcus-lindqvist'],
    price: callPriceLabel('technical-review'),
    priceNote: callPrices['technical-review'].note,
  },
];

export const defaultCallType: CallTypeId = 'discovery';

export type { Weekday };

/** A window of bookable time on a weekday, in the agency's wall-clock time ("HH:MM", 24 h). */
export interface HoursWindow {
  start: string;
  end: string;
}

export interface Availability {
  /** IANA zone the weekly hours and blocked dates are read in. */
  timeZone: string;
  weeklyHours: Partial<Record<Weekday, readonly HoursWindow[]>>;
  /** Slots start every this many minutes from the start of each window. */
  slotIntervalMinutes: number;
  /** Free time kept after every call before the next may start. */
  bufferMinutes: number;
  /** No slot starts sooner than this after the visitor looks. */
  minimumNoticeHours: number;
  /** No slot starts later than this many days after today (the agency's today). */
  horizonDays: number;
  /** Whole days without calls (holidays, team off-sites), "YYYY-MM-DD" in the agency's zone. */
  blockedDates: readonly string[];
  /** At most this many calls on one day (the agency's day). */
  maxCallsPerDay: number;
  /** Dates that differ from the week (the inbox's overrides): their own hours, or none (closed), with a label. */
  dateOverrides?: Readonly<Record<string, DateOverride>>;
}

/** One date's own hours (empty: closed that day) and why, e.g. "Christmas Day" or "Half day"; `host` when it is one host's. */
export interface DateOverride {
  hours: readonly HoursWindow[];
  label?: string;
  host?: string;
}


/** Calls fill the business hours, with lunch kept free. */
const officeHours: readonly HoursWindow[] = [
  { start: businessHours.opens, end: '12:00' },
  { start: '13:00', end: businessHours.closes },
];

/** The call picker's availability: the business hours' zone, days and holidays. */
export const defaultAvailability: Availability = {
  timeZone: businessHours.timeZone,
  weeklyHours: Object.fromEntries(businessHours.days.map((day) => [day, officeHours])),
  slotIntervalMinutes: 30,
  bufferMinutes: 15,
  minimumNoticeHours: 12,
  horizonDays: 21,
  blockedDates: businessHours.holidays,
  maxCallsPerDay: 6,
};
