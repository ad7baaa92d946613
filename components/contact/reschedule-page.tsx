import type { ReactNode } from 'react';
import { PageJsonLd } from '@/components/page/json-ld';
import { PageHero } from '@/components/page/page-hero';
import { reschedulePage } from '@/content/scheduling';

/**
 * /contact/reschedule's body around its island (`call`: components/contact/reschedule-call.tsx). Astro hands the
 * island in as a named slot and writes its one-off island style before this component, in <main>, not in a <div>.
 */
export function ReschedulePage({ call }: { call: ReactNode }) {
  const page = reschedulePage;
  return (
    <>
      <PageHero label={page.label} title={page.heading} intro={page.intro} className="[&>div]:pt-28 [&>div]:pb-10 sm:[&>div]:pt-32 sm:[&>div]:pb-14 lg:[&>div]:pt-36 lg:[&>div]:pb-16" />
      <div className="bg-paper">
        {/* Tall enough from the first paint that the footer starts below the first screen: the booking arriving moves nothing in view. */}
        <div className="container-page min-h-[40rem] max-w-3xl py-8 sm:py-12">{call}</div>
      </div>
      <PageJsonLd path={page.path} />
    </>
  );
}
