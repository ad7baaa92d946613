import { ContactForm } from '@/components/contact/contact-form';
import { SchedulePicker } from '@/components/contact/schedule-picker';
import { SectionPage } from '@/components/sections/section-page';
import { contactPage } from '@/content/contact';
import { callTypes, defaultAvailability } from '@/content/scheduling';
import { pickerHosts } from '@/lib/schedule/hosts';
import { pickerPractices } from '@/lib/schedule/practice-hosts';
import { sectionPageMetadata } from '@/lib/metadata';

export const metadata = sectionPageMetadata(contactPage);

/** The hosts the picker offers (roster name, title, intro, avatar tone) and the service and industry pages a link may book from. */
const hosts = pickerHosts();
const practices = pickerPractices();

const contact = contactPage.sections.find((section) => section.kind === 'contact');
const schedule = contactPage.sections.find((section) => section.kind === 'schedule');

/** /contact: the call picker first, then the enquiry form beside the direct contact details and what happens after sending. */
export default function ContactRoute() {
  if (!contact || !schedule) throw new Error('/contact needs its contact and schedule sections');
  const { form, email } = contact;
  return (
    <SectionPage
      page={contactPage}
      leaves={{
        form: <ContactForm heading={form.heading} intro={form.intro} fallbackEmail={email} />,
        scheduler: <SchedulePicker callTypes={callTypes} hosts={hosts} practices={practices} agencyZone={defaultAvailability.timeZone} fallback={schedule.fallback} fallbackEmail={email} />,
      }}
    />
  );
}
