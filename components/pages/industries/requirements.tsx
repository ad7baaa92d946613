import { Heading } from '@/components/ui/band-heading';
import type { RequirementsSection } from '@/content/shared/section-blocks';
import { cn } from '@/lib/cn';

/**
 * An industry's requirements, set like a compliance register: one ruled row per rule or demand, what it asks beside
 * what we build for it, so a buyer reads their own checklist answered line by line (an industry page's own kind).
 */
export function Requirements({ section, dark }: { section: RequirementsSection; dark: boolean }) {
  const muted = dark ? 'text-on-dark-muted' : 'text-fg-muted';
  const label = cn('eyebrow', dark ? 'text-on-dark-subtle' : 'text-fg-subtle');
  return (
    <>
      <Heading section={section} dark={dark} />
      <ul className={cn('mt-14 border-b', dark ? 'border-white/15' : 'border-line')}>
        {section.items.map((item) => (
          <li key={item.name} className={cn('grid gap-4 border-t py-8 md:grid-cols-[minmax(0,0.8fr)_minmax(0,1fr)_minmax(0,1.2fr)] md:gap-10', dark ? 'border-white/15' : 'border-line')}>
            <h3 className={cn('text-h3 font-semibold', dark ? 'text-on-dark' : 'text-fg')}>{item.name}</h3>
            <div>
              <p className={label}>What it asks</p>
              <p className={cn('mt-2 leading-7', muted)}>{item.asks}</p>
            </div>
            <div className={cn('border-l-2 pl-5', dark ? 'border-accent-on-dark/60' : 'border-accent')}>
              <p className={label}>What we build</p>
              <p className={cn('mt-2 leading-7', dark ? 'text-on-dark' : 'text-fg')}>{item.answer}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
