import { ContactForm } from '@/components/contact/contact-form';
import { SchedulePicker } from '@/components/contact/schedule-picker';
import { SectionPage } from '@/components/sections/section-page';
import { contactPage } from '@/content/contact';
import { callTypes, defaultAvailability } from '@/content/scheduling';
import { sectionPageMetadata } from '@/lib/metadata';

export const metadata = sectionPageMetadata(contactPage);

const contact = contactPage.sections.find((section) => section.kind === 'contact');
const schedule = contactPage.sections.find((section) => section.kind === 'schedule');

/** /contact: the enquiry form beside the direct contact details and what happens after sending, then the call picker. */
export default function ContactRoute() {
  if (!contact || !schedule) throw new Error('/contact needs its contact and schedule sections');
  const { form, nextSteps, email } = contact;
  return (
    <SectionPage
      page={contactPage}
      leaves={{
        form: <ContactForm heading={form.heading} intro={form.intro} steps={nextSteps.steps} fallbackEmail={email} />,
        scheduler: <SchedulePicker callTypes={callTypes} agencyZone={defaultAvailability.timeZone} fallback={schedule.fallback} fallbackEmail={email} />,
      }}
    />
  );
}
