import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckList } from '@/components/ui/check-list';
import { Heading } from '@/components/ui/band-heading';
import type { CalloutSection } from '@/content/pages/company/sections';
import { cn } from '@/lib/cn';

/** The team page's invitation on the dark band: heading and a button, beside a short list. */
export function Callout({ section, dark }: { section: CalloutSection; dark: boolean }) {
  return (
    <div className="grid gap-12 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:items-center lg:gap-20">
      <div>
        <Heading section={section} dark={dark} />
        <div className="mt-10">
          <ButtonLink href={section.cta.href} size="lg" arrow>
            {section.cta.label}
          </ButtonLink>
        </div>
      </div>
      <Card dark={dark}>
        <p className={cn('eyebrow', dark ? 'text-on-dark-subtle' : 'text-fg-subtle')}>{section.aside.label}</p>
        <CheckList items={section.aside.items} dark={dark} className="mt-5 border-t-0 pt-0" />
      </Card>
    </div>
  );
}
