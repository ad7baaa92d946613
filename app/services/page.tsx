import Link from 'next/link';
import { ArrowUpRight } from 'lucide-react';
import { PageHero } from '@/components/page/page-hero';
import { ButtonLink } from '@/components/ui/button';
import { CtaBlock } from '@/components/ui/cta-block';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { serviceCatalog, serviceGroups } from '@/content/services/catalog';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Services',
  description:
    'Software, web, SaaS, mobile, XR, AI, Web3, blockchain, design and DevOps services from one senior team: every service we offer, grouped by discipline.',
  path: '/services',
});

export default function ServicesOverview() {
  return (
    <>
      <PageHero
        label="Services"
        title="Every discipline a product needs, under one roof"
        intro={`${serviceCatalog.length} services across ${serviceGroups.length} disciplines, delivered by one accountable team: strategy, design, engineering and operations that already know how to work together.`}
      >
        <ButtonLink href="/contact?topic=quote" size="lg" arrow>
          Request a quote
        </ButtonLink>
      </PageHero>
      {serviceGroups.map((group, index) => {
        const services = serviceCatalog.filter((service) => service.group === group.title);
        const id = group.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
        return (
          <Section key={group.title} id={id} tone={index % 2 === 0 ? 'light' : 'white'} labelledBy={`${id}-title`} className="!py-16 sm:!py-20">
            <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2.2fr)] lg:gap-16">
              <div className="flex items-start gap-4 lg:flex-col">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-md bg-accent-soft text-accent">
                  <Icon name={group.icon} className="size-6" />
                </span>
                <div>
                  <h2 id={`${id}-title`} className="text-h2 font-semibold">
                    {group.title}
                  </h2>
                  <p className="mt-2 text-sm text-fg-subtle">
                    {services.length} {services.length === 1 ? 'service' : 'services'}
                  </p>
                </div>
              </div>
              <ul className="grid gap-4 sm:grid-cols-2">
                {services.map((service) => (
                  <li key={service.slug}>
                    <Link
                      href={`/services/${service.slug}`}
                      className="group flex h-full flex-col rounded-lg border border-line bg-paper-raised p-6 shadow-card transition-[box-shadow,transform,border-color] duration-200 hover:-translate-y-0.5 hover:border-fg/15 hover:shadow-card-hover"
                    >
                      <span className="flex items-start justify-between gap-4 text-h3 font-semibold">
                        {service.name}
                        <ArrowUpRight aria-hidden className="size-5 shrink-0 text-fg-subtle transition-colors group-hover:text-accent" />
                      </span>
                      <span className="mt-2 leading-7 text-fg-muted">{service.summary}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </Section>
        );
      })}
      <CtaBlock
        heading="Not sure which service fits?"
        body="Most products need three or four of these at once. Describe the outcome you want and we will put together the right team and a realistic plan."
        ctaLabel="Talk to an engineer"
        href="/contact"
      />
    </>
  );
}
