import type { Metadata } from 'next';
import { RescheduleCall } from '@/components/contact/reschedule-call';
import { PageJsonLd } from '@/components/page/json-ld';
import { PageHero } from '@/components/page/page-hero';
import { callTypes, defaultAvailability, reschedulePage } from '@/content/scheduling';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';
import { pickerHosts } from '@/lib/schedule/hosts';

// noindex, and no Referer leaves the page (its address carries the manage token in the fragment).
export const metadata: Metadata = { ...pageMetadata({ title: reschedulePage.title, description: reschedulePage.intro, path: reschedulePage.path, noindex: true }), referrer: 'no-referrer' };

/** /contact/reschedule#<token>: the mailed link's 'Reschedule' with the picker (components/contact/reschedule-call.tsx). */
export default function RescheduleRoute() {
  return (
    <>
      <PageHero label={reschedulePage.label} title={reschedulePage.heading} intro={reschedulePage.intro} className="[&>div]:pt-28 [&>div]:pb-10 sm:[&>div]:pt-32 sm:[&>div]:pb-14 lg:[&>div]:pt-36 lg:[&>div]:pb-16" />
      <div className="bg-paper">
        {/* Tall enough from the first paint that the footer starts below the first screen: the booking arriving moves nothing in view. */}
        <div className="container-page min-h-[40rem] max-w-3xl py-8 sm:py-12">
          <RescheduleCall callTypes={callTypes} hosts={pickerHosts()} agencyZone={defaultAvailability.timeZone} fallbackEmail={site.email} />
        </div>
      </div>
      <PageJsonLd path={reschedulePage.path} />
    </>
  );
}
