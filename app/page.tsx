import { PageHero } from '@/components/page/page-hero';
import { ButtonLink } from '@/components/ui/button';

export default function HomePage() {
  return (
    <PageHero label="Northstack" title="We build software that moves businesses forward" intro="Custom software, web, SaaS, mobile, XR, Web3 and AI.">
      <ButtonLink href="/contact" size="lg" arrow>Tell us about your project</ButtonLink>
    </PageHero>
  );
}
