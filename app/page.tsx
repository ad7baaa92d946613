import { HomeHero } from '@/components/home/home-hero';
import { SmoothScroll } from '@/components/home/smooth-scroll';
import { PageSections } from '@/components/sections/page-sections';
import { CtaBlock } from '@/components/ui/cta-block';
import { home } from '@/content/pages/home';
import { heroVideo } from '@/lib/hero-video';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...home.meta, path: '/' });

const video = heroVideo(process.env.NEXT_PUBLIC_SUPABASE_URL);

export default function HomePage() {
  return (
    <>
      <SmoothScroll />
      <HomeHero hero={home.hero} video={video} />
      <PageSections sections={home.sections} contactHref={home.closing.href} />
      <CtaBlock heading={home.closing.heading} body={home.closing.body} ctaLabel={home.closing.ctaLabel} href={home.closing.href} />
    </>
  );
}
