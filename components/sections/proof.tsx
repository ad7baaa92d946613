import { ClientQuote } from '@/components/company/client-quote';
import { ResultNote } from '@/components/case-studies/result-note';
import type { ProofSection } from '@/content/shared/sections';
import type { Stat } from '@/content/shared/types';
import { ArrowLink, ButtonLink, CardLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { HeadingWithAction } from '@/components/ui/band-heading';

/**
 * The proof band of a service, growth-path or industry page: up to three case studies or projects
 * (content/services/proof.ts), each with its measured result and a link to it, then a client's words about
 * one of them, linked to the project they speak about.
 */
export function Proof({ section, dark }: { section: ProofSection; dark: boolean }) {
  const { testimonial } = section;
  const single = section.items.length === 1;
  return (
    <>
      <HeadingWithAction section={section} dark={dark}>
        <ButtonLink href={section.link.href} variant={dark ? 'outline-dark' : 'secondary'} arrow>
          {section.link.label}
        </ButtonLink>
      </HeadingWithAction>
      <ul className={cn('mt-14 grid gap-5', single ? '' : 'md:grid-cols-2', section.items.length >= 3 && 'lg:grid-cols-3')}>
        {section.items.map((item) => (
          <li key={item.id} className="flex">
            <Card dark={dark} className={cn('flex w-full flex-col', single && 'lg:grid lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)] lg:gap-14')}>
              <div>
                <p className={cn('eyebrow', dark ? 'text-accent-on-dark' : 'text-accent')}>
                  {item.kindLabel} · {item.industry}
                </p>
                <h3 className={cn('mt-4 text-h3 font-semibold', dark ? 'text-on-dark' : 'text-fg')}>{item.title}</h3>
                <p className={cn('mt-1 text-sm', dark ? 'text-on-dark-subtle' : 'text-fg-subtle')}>{item.client}</p>
                <p className={cn('mt-4 leading-7', dark ? 'text-on-dark-muted' : 'text-fg-muted')}>{item.summary}</p>
              </div>
              <div className={cn('mt-auto flex flex-col', single && 'lg:mt-0 lg:justify-end lg:border-l lg:pl-14', single && (dark ? 'lg:border-white/10' : 'lg:border-line'))}>
                <ResultFigure result={item.result} dark={dark} className="pt-6" rowClassName={cn(single && 'lg:border-t-0 lg:pt-0')} valueClassName="text-3xl" />
                <CardLink
                  href={item.href}
                  className={cn('pt-6 text-sm', dark ? 'text-white hover:text-accent-on-dark' : 'text-accent hover:text-accent-hover')}
                >
                  {item.linkLabel}
                  <span className="sr-only">: {item.title}</span>
                </CardLink>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      {/* Beside the quote, the project it is about; where the band shows that one project alone, the card above is it. */}
      {testimonial && single && (
        <div className="mt-5">
          <ClientQuote person={testimonial.person} quote={testimonial.quote} dark={dark} />
        </div>
      )}
      {testimonial && !single && (
        <div className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-stretch">
          <ClientQuote person={testimonial.person} quote={testimonial.quote} dark={dark} />
          {/* A background of its own, like the cards beside it: contrast checkers then read it as drawn. */}
          <div className={cn('flex flex-col justify-center rounded-lg border border-dashed p-6 sm:p-8', dark ? 'border-white/15 bg-ink' : 'border-line bg-paper-raised')}>
            <p className={cn('eyebrow', dark ? 'text-on-dark-subtle' : 'text-fg-subtle')}>{testimonial.about.eyebrow}</p>
            <ArrowLink href={testimonial.about.href} className={cn('mt-3 text-lg', dark ? 'text-white' : 'text-fg hover:text-accent')}>
              {testimonial.about.label}
            </ArrowLink>
            <p className={cn('mt-1 text-sm', dark ? 'text-on-dark-subtle' : 'text-fg-subtle')}>{testimonial.about.client}</p>
            <ResultFigure result={testimonial.about.result} dark={dark} className="mt-6" valueClassName="text-2xl" />
          </div>
        </div>
      )}
    </>
  );
}

/** A work result as the band shows it: the value over its label, under a hairline, with its median note where it has one. */
function ResultFigure({ result, dark, className, rowClassName, valueClassName }: { result: Stat; dark: boolean; className: string; rowClassName?: string; valueClassName: string }) {
  return (
    <dl className={className}>
      <div className={cn('flex flex-col-reverse border-t pt-5', rowClassName, dark ? 'border-white/10' : 'border-line')}>
        <dt className={cn('mt-1 text-sm leading-6', dark ? 'text-on-dark-muted' : 'text-fg-muted')}>{result.label}</dt>
        <dd className={cn('font-semibold tracking-tight tabular-nums', valueClassName, dark ? 'text-on-dark' : 'text-fg')}>{result.value}</dd>
        {result.note && <ResultNote note={result.note} dark={dark} />}
      </div>
    </dl>
  );
}
