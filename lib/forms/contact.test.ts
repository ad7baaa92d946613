import { describe, expect, it } from 'vitest';
import { growthPaths } from '@/content/services/growth-paths';
import { serviceCatalog } from '@/content/services/catalog';
import { bookingSchema } from './booking';
import { budgetRanges, timelines } from './qualification';
import {
  CONTACT_LIMITS,
  contactFields,
  contactSchemaFor,
  contactTopics,
  fieldErrors,
  growthPathOptions,
  isContactTopic,
  QUOTE_TOPIC,
  type ContactField,
  type ContactInput,
} from './contact';
import { isServiceValue, serviceLabel, serviceValues } from './service-options';

/** The schema as the server applies it, with the services of content/services/entries. */
const contactSchema = contactSchemaFor(serviceValues());

const valid: ContactInput = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: '',
  service: '',
  topic: 'general',
  message: 'We would like to talk about a new product.',
  website: '',
};

/** The first message for one field, or undefined when that field is valid. */
function errorFor(field: ContactField, value: unknown): string | undefined {
  const result = contactSchema.safeParse({ ...valid, [field]: value });
  return result.success ? undefined : fieldErrors(result.error)[field];
}

describe('contact schema', () => {
  it('accepts a complete enquiry and trims every string', () => {
    const result = contactSchema.parse({ ...valid, name: '  Ada  ', email: ' ada@example.com\n', company: ' Engines ', message: '  Hello there, friends.  ' });
    expect(result).toMatchObject({ name: 'Ada', email: 'ada@example.com', company: 'Engines', message: 'Hello there, friends.' });
  });

  it('needs only name, email and message; the topic defaults to a general enquiry', () => {
    const result = contactSchema.parse({ name: 'Ada', email: 'ada@example.com', message: 'Hello there, friends.' });
    expect(result.topic).toBe('general');
    expect(result.company).toBeUndefined();
    expect(result.service).toBeUndefined();
  });

  it('name: required, 2 to 100 characters after trimming', () => {
    expect(errorFor('name', '')).toBe('Please enter your name.');
    expect(errorFor('name', '   ')).toBe('Please enter your name.');
    expect(errorFor('name', undefined)).toBe('Please enter your name.');
    expect(errorFor('name', ' A ')).toBe('Your name needs at least 2 characters.');
    expect(errorFor('name', 'Al')).toBeUndefined();
    expect(errorFor('name', 'x'.repeat(CONTACT_LIMITS.nameMax))).toBeUndefined();
    expect(errorFor('name', 'x'.repeat(CONTACT_LIMITS.nameMax + 1))).toBe('Please keep your name under 100 characters.');
    expect(errorFor('name', 42)).toBe('Please enter your name.');
  });

  it('email: required, a valid address, at most 254 characters', () => {
    expect(errorFor('email', '')).toBe('Please enter your email address.');
    for (const bad of ['ada', 'ada@', '@example.com', 'ada@example', 'ada example@x.com']) {
      expect(errorFor('email', bad), bad).toBe('Please enter a valid email address, like name@company.com.');
    }
    expect(errorFor('email', '  ada.lovelace+site@mail.example.co.uk ')).toBeUndefined();
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(62)}.com`;
    expect(long.length).toBeGreaterThan(CONTACT_LIMITS.emailMax);
    expect(errorFor('email', long)).toBe('An email address has at most 254 characters.');
  });

  it('company: optional, at most 120 characters', () => {
    expect(errorFor('company', undefined)).toBeUndefined();
    expect(errorFor('company', '')).toBeUndefined();
    expect(errorFor('company', 'x'.repeat(120))).toBeUndefined();
    expect(errorFor('company', 'x'.repeat(121))).toBe('Please keep the company name under 120 characters.');
  });

  it('service: optional, one of the known values', () => {
    expect(errorFor('service', undefined)).toBeUndefined();
    expect(errorFor('service', '')).toBeUndefined();
    for (const value of ['devops', 'web-development', 'launch', 'scale', 'transform', 'other']) expect(errorFor('service', value), value).toBeUndefined();
    expect(errorFor('service', 'knitting')).toBe('Please choose a service from the list.');
    expect(errorFor('service', 'DevOps')).toBe('Please choose a service from the list.');
  });

  it('topic: general, call or quote', () => {
    for (const topic of ['general', 'call', 'quote']) expect(errorFor('topic', topic)).toBeUndefined();
    expect(errorFor('topic', 'chat')).toBe('Please choose what you need.');
  });

  it('budget and timeline: optional, one of the call picker\'s own values', () => {
    for (const field of ['budget', 'timeline'] as const) {
      expect(errorFor(field, undefined), field).toBeUndefined();
      expect(errorFor(field, ''), field).toBeUndefined();
    }
    for (const range of budgetRanges) expect(errorFor('budget', range.value), range.value).toBeUndefined();
    for (const entry of timelines) expect(errorFor('timeline', entry.value), entry.value).toBeUndefined();
    expect(contactSchema.parse({ ...valid, topic: 'quote', budget: '75k-150k', timeline: 'asap' })).toMatchObject({ budget: '75k-150k', timeline: 'asap' });
    for (const bad of ['1000000', 'Under $25,000', '25K-75K', ' asap', '<script>', 42, ['asap'], null]) {
      expect(errorFor('budget', bad), String(bad)).toBe('Please choose a budget range from the list.');
      expect(errorFor('timeline', bad), String(bad)).toBe('Please choose a timeline from the list.');
    }
  });

  it('budget and timeline: the contact form and the call picker accept and refuse the same values', () => {
    const booking = { start: '2026-12-03T15:00:00Z', name: 'Ada', email: 'ada@example.com' };
    for (const [field, value] of [['budget', 'under-25k'], ['budget', '1m'], ['timeline', '3-6-months'], ['timeline', 'yesterday']] as const) {
      expect(contactSchema.safeParse({ ...valid, [field]: value }).success, `${field}=${value}`).toBe(bookingSchema.safeParse({ ...booking, [field]: value }).success);
    }
  });

  it('message: required, 10 to 5000 characters after trimming', () => {
    expect(errorFor('message', '')).toBe('Please tell us about your project.');
    expect(errorFor('message', '  short   ')).toBe('Please write at least 10 characters so we can help.');
    expect(errorFor('message', `  ${'x'.repeat(10)}  `)).toBeUndefined();
    expect(errorFor('message', 'x'.repeat(5000))).toBeUndefined();
    expect(errorFor('message', 'x'.repeat(5001))).toMatch(/under 5000 characters/);
  });

  it('website (the honeypot): must stay empty', () => {
    expect(errorFor('website', undefined)).toBeUndefined();
    expect(errorFor('website', '')).toBeUndefined();
    expect(errorFor('website', 'https://spam.example')).toBe('Leave this field empty.');
  });

  it('lists the form fields in the order of the form, one per schema key', () => {
    expect([...contactFields].sort()).toEqual(Object.keys(contactSchema.shape).sort());
  });

  it('reports one message per field, in a flat object', () => {
    const result = contactSchema.safeParse({});
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(fieldErrors(result.error))).toEqual(['name', 'email', 'message']);
  });
});

describe('contact options', () => {
  it('offer every catalogue service, the three growth paths and "something else"', () => {
    for (const service of serviceCatalog()) expect(isServiceValue(service.slug), service.slug).toBe(true);
    expect(growthPathOptions.map((option) => option.value)).toEqual(growthPaths().map((path) => path.slug));
    expect(serviceValues()).toHaveLength(serviceCatalog().length + growthPaths().length + 1);
    expect(new Set(serviceValues()).size).toBe(serviceValues().length);
    expect(serviceLabel('other')).toBe('Something else');
    expect(serviceLabel('devops')).toBe('DevOps');
    expect(isServiceValue('knitting')).toBe(false);
  });

  it('know the three topics the query can preselect; the quote path asks budget and timeline', () => {
    expect(contactTopics.map((topic) => topic.value)).toEqual(['general', 'call', 'quote']);
    expect(QUOTE_TOPIC).toBe('quote');
    expect(contactFields.slice(contactFields.indexOf('topic'), contactFields.indexOf('message'))).toEqual(['topic', 'budget', 'timeline']);
    expect(isContactTopic('call')).toBe(true);
    expect(isContactTopic('nope')).toBe(false);
  });
});
