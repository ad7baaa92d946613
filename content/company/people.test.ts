import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { allCollections } from '../registry/collections';
import { setContentRoot } from '../shared/collection';
import { contentCopyWith, publicCopyWith, type FileEdit } from '../shared/collection-fixtures';
import { jobsCollection } from '../careers/jobs';
import { allStaff, clientContact, clientContactsCollection, leaders, staffCollection, staffMember } from './people';

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
        data.avatar = 'hana.svg';
      },
    });
    const message = staffCollection.problems().map((error) => error.message).join('\n');
    expect(message).toMatch(/company\/people\/hana-kobayashi\.yaml: tone: must be one of indigo, /);
    expect(message).toMatch(/company\/people\/hana-kobayashi\.yaml: photo: must be an uploaded photo, \/portrait-photos\/<id>\/photo\.jpg/);
    expect(message).toMatch(/company\/people\/hana-kobayashi\.yaml: \(file\): .*avatar/);
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

/** A photo as the editor uploads it: a small generated picture, taller than wide. */
const photoBytes = () => sharp({ create: { width: 300, height: 400, channels: 3, background: { r: 90, g: 70, b: 60 } } }).jpeg().toBuffer();
const photoPath = '/portrait-photos/priya-raman/photo.jpg';

describe('a member of staff with an uploaded photo', () => {
  it('is drawn with the photo at its own size, and without one as the illustrated portrait', async () => {
    const fixture = mkdtempSync(path.join(scratch, 'photo-'));
    contentCopyWith(fixture, ['company/people'], { 'company/people/priya-raman.yaml': (data) => void (data.photo = photoPath) });
    publicCopyWith(fixture, { [photoPath.slice(1)]: await photoBytes() });
    expect(staffCollection.problems()).toEqual([]);
    expect(staffMember('priya-raman').photo).toEqual({ src: photoPath, width: 300, height: 400 });
    expect(staffMember('daniel-okafor').photo).toBeUndefined();
  });

  it('fails content:check with its file and field when the photo, or (without one) the illustrated portrait, is missing', () => {
    const fixture = mkdtempSync(path.join(scratch, 'missing-'));
    contentCopyWith(fixture, ['company/people'], { 'company/people/priya-raman.yaml': (data) => void (data.photo = photoPath) });
    publicCopyWith(fixture, { 'portraits/daniel-okafor.svg': new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"></svg>') });
    const message = staffCollection.problems().map((error) => error.message).join('\n');
    expect(message).toMatch(/company\/people\/priya-raman\.yaml: photo: no such file in public\/: \/portrait-photos\/priya-raman\/photo\.jpg/);
    // The portraits folder of this copy holds only Daniel's drawing.
    expect(message).toMatch(/company\/people\/elena-marchetti\.yaml: photo: no such file in public\/: \/portraits\/elena-marchetti\.svg \(no photo is uploaded, and the illustrated portrait is missing: npx tsx scripts\/make-portraits\.ts\)/);
    expect(message).not.toMatch(/daniel-okafor\.yaml/);
  });
});

describe('a client contact with an uploaded photo (the same field, folder and checks as staff)', () => {
  const contactPhoto = '/portrait-photos/noor-haddad/photo.jpg';

  it('is drawn with the photo at its own size, and without one as the illustrated portrait', async () => {
    const fixture = mkdtempSync(path.join(scratch, 'client-photo-'));
    contentCopyWith(fixture, ['company/people', 'company/client-contacts'], { 'company/client-contacts/noor-haddad.yaml': (data) => void (data.photo = contactPhoto) });
    publicCopyWith(fixture, { [contactPhoto.slice(1)]: await photoBytes() });
    expect(clientContactsCollection.problems()).toEqual([]);
    expect(clientContact('noor-haddad').photo).toEqual({ src: contactPhoto, width: 300, height: 400 });
    expect(clientContact('dana-kessler').photo).toBeUndefined();
  });

  it('refuses an address outside the upload folder with its file and field', () => {
    copyWith({ 'company/client-contacts/dana-kessler.yaml': (data) => void (data.photo = '/images/dana.jpg') });
    expect(clientContactsCollection.problems().map((error) => error.message).join('\n')).toMatch(
      /company\/client-contacts\/dana-kessler\.yaml: photo: must be an uploaded photo, \/portrait-photos\/<id>\/photo\.jpg/,
    );
  });

  it('fails content:check with its file and field when the photo, or (without one) the illustrated portrait, is missing', () => {
    const fixture = mkdtempSync(path.join(scratch, 'client-missing-'));
    contentCopyWith(fixture, ['company/people', 'company/client-contacts'], { 'company/client-contacts/noor-haddad.yaml': (data) => void (data.photo = contactPhoto) });
    // The portraits folder of this copy holds the drawings of the staff and of Dana alone.
    const drawing = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"></svg>');
    const drawn = [...allStaff().map((member) => member.id), 'dana-kessler'];
    publicCopyWith(fixture, Object.fromEntries(drawn.map((id) => [`portraits/${id}.svg`, drawing])));
    const message = clientContactsCollection.problems().map((error) => error.message).join('\n');
    expect(message).toMatch(/company\/client-contacts\/noor-haddad\.yaml: photo: no such file in public\/: \/portrait-photos\/noor-haddad\/photo\.jpg/);
    expect(message).toMatch(/company\/client-contacts\/jonas-weber\.yaml: photo: no such file in public\/: \/portraits\/jonas-weber\.svg \(no photo is uploaded, and the illustrated portrait is missing/);
    expect(message).not.toMatch(/dana-kessler\.yaml/);
  });
});
