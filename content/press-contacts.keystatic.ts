import { collection, fields } from '@keystatic/core';
import { pageOrder } from './shared/keystatic-fields';
import { mailboxPattern, phonePattern } from './press-contacts';

/** Press contacts (content/press-contacts.ts): the editor's form; the person is picked from the roster by id. */
export default collection({
  label: 'Press contacts',
  path: 'content/press/contacts/*',
  slugField: 'person',
  format: { data: 'yaml' },
  previewUrl: '/about/press-and-media#media-contacts',
  columns: ['person', 'order'],
  schema: {
    person: fields.slug({
      name: {
        label: 'Person (roster id)',
        description: 'The member of staff journalists reach, by roster id (the name of their file under People, e.g. rachel-donovan); their name and title come from the roster. The check refuses an id with no file.',
        validation: { pattern: { regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, message: 'must be a roster id such as rachel-donovan' } },
      },
      slug: { label: 'File name', description: 'Usually the same as the roster id.' },
    }),
    mailbox: fields.text({
      label: 'Mailbox',
      description: 'The part of the press email address before the @, e.g. press (the domain is the site’s own).',
      validation: { isRequired: true, pattern: mailboxPattern },
    }),
    phone: fields.text({
      label: 'Phone',
      description: 'The direct line as shown, in international form, e.g. +1 (410) 555-0168; the number dialled from the page is derived from it.',
      validation: { isRequired: true, pattern: phonePattern },
    }),
    order: pageOrder('contact'),
  },
});
