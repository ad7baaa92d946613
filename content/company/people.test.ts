import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { config } from '@keystatic/core';
import { createReader } from '@keystatic/core/reader';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { allCollections } from '../registry/collections';
import { setContentRoot } from '../shared/collection';
import { contentCopyWith, type FileEdit } from '../shared/collection-fixtures';
import { jobsCollection } from '../careers/jobs';
import internshipsEditor from '../careers/internships.keystatic';
import jobsEditor from '../careers/jobs.keystatic';
import clientContactsEditor from './client-contacts.keystatic';
import { allStaff, clientContactsCollection, leaders, staffCollection, staffMember } from './people';
import peopleEditor from './people.keystatic';

const repositoryContent = path.join(process.cwd(), 'content');
const scratch = mkdtempSync(path.join(tmpdir(), 'people-collection-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
afterEach(() => setContentRoot(repositoryContent));

/** A copy of the roster and the openings with files edited (null: deleted); the copy becomes the content root. */
function copyWith(edits: Record<string, FileEdit>): void {
  contentCopyWith(scratch, ['company/people', 'company/client-contacts', 'careers'], edits);
}

describe('the people collections', () => {
  it('load every file, in the roster order, and are checked by content:check', () => {
    expect(staffCollection.problems()).toEqual([]);
    expect(clientContactsCollection.problems()).toEqual([]);
    expect(allStaff().map((person) => person.id).slice(0, 3)).toEqual(['daniel-okafor', 'elena-marchetti', 'priya-raman']);
    expect(allCollections()).toEqual(expect.arrayContaining([staffCollection, clientContactsCollection]));
  });

  it('show an edited title on reload', () => {
    copyWith({ 'company/people/daniel-okafor.yaml': (data) => void (data.title = 'Chief Executive Officer') });
    expect(staffMember('daniel-okafor').title).toBe('Chief Executive Officer');
    expect(leaders()[0]?.title).toBe('Chief Executive Officer');
  });

  it('refuse a malformed file with its file, field and reason, and unknown fields', () => {
    copyWith({
      'company/people/hana-kobayashi.yaml': (data) => {
        data.tone = 'orange';
        data.photo = '/images/hana.jpg';
      },
    });
    const message = staffCollection.problems().map((error) => error.message).join('\n');
    expect(message).toMatch(/company\/people\/hana-kobayashi\.yaml: tone: must be one of indigo, /);
    expect(message).toMatch(/company\/people\/hana-kobayashi\.yaml: \(file\): .*photo/);
  });

  it('refuse a file not named after its person (portraits and links find people by it)', () => {
    copyWith({ 'company/people/tomas-reyes.yaml': (data) => void (data.name = 'Tomás Reyes Ortiz') });
    expect(staffCollection.problems()[0]?.message).toMatch(/company\/people\/tomas-reyes\.yaml: name: the file of Tomás Reyes Ortiz must be named tomas-reyes-ortiz\.yaml/);
  });

  it('resolve every reference: removing a team member, or a leader’s bio, names what needs them', () => {
    copyWith({ 'company/people/marcus-lindqvist.yaml': null, 'company/people/elena-marchetti.yaml': (data) => void delete data.bio });
    const message = staffCollection.problems().map((error) => error.message).join('\n');
    expect(message).toMatch(/company\/people\/marcus-lindqvist\.yaml: \(file\): the members of \/about\/our-team .* names "marcus-lindqvist", who has no file/);
    expect(message).toMatch(/company\/people\/elena-marchetti\.yaml: bio: the leaders of \/about\/leadership .* shows this person's profile/);
  });

  it('refuse a hiring manager who left the roster, in the opening’s file', () => {
    copyWith({ 'company/people/sofia-alvarez.yaml': null });
    expect(jobsCollection.problems().map((error) => error.message).join('\n')).toMatch(/careers\/jobs\/ux-ui-designer\.yaml: hiringManager: must be the id of a member of staff.*"sofia-alvarez" is not/);
  });

  it('refuse a client contact who is also on the staff', () => {
    copyWith({ 'company/client-contacts/dana-kessler.yaml': (data) => void (data.name = 'Priya Raman') });
    expect(clientContactsCollection.problems()[0]?.message).toMatch(/company\/client-contacts\/dana-kessler\.yaml: name: Priya Raman is on the staff: a person is staff or a client contact, never both/);
  });
});

/** What the editor writes for an empty optional field ('' or no items) is what the loader reads as absent. */
function withoutEmpty(entry: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== '' && !(Array.isArray(value) && value.length === 0) && value !== null));
}

describe('the editor (Keystatic) and the loader agree', () => {
  const reader = createReader(
    process.cwd(),
    config({ storage: { kind: 'local' }, collections: { people: peopleEditor, clientContacts: clientContactsEditor, jobs: jobsEditor, internships: internshipsEditor } }),
  );

  it('read every person to the same values', async () => {
    const read = await reader.collections.people.all();
    expect(read.map((entry) => entry.slug).sort()).toEqual(staffCollection.all().map((entry) => entry.slug));
    for (const { slug, entry } of read) expect({ ...withoutEmpty(entry), slug }, slug).toEqual(staffCollection.get(slug));
  });

  it('read every client contact to the same values', async () => {
    const read = await reader.collections.clientContacts.all();
    expect(read.map((entry) => entry.slug).sort()).toEqual(clientContactsCollection.all().map((entry) => entry.slug));
    for (const { slug, entry } of read) expect({ ...entry, slug }, slug).toEqual(clientContactsCollection.get(slug));
  });
});
