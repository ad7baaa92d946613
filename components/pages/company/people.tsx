import { Monogram } from '@/components/company/monogram';
import { PersonName } from '@/components/company/person-name';
import { Quote } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { clientContact, type Person } from '@/content/company/people';
import { cn } from '@/lib/cn';
import { BadgeList } from '@/components/ui/badge';
import { CardLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckList } from '@/components/ui/check-list';
import type { PeopleSection } from '@/content/company/types';
import { Heading } from '@/components/ui/band-heading';

/** People of the company: wide profiles, a grid of cards with an invitation to join, or their quotes. */
export function People({ section, dark }: { section: PeopleSection; dark: boolean }) {
  return (
    <>
      <Heading section={section} dark={dark} />
      {section.layout === 'profiles' ? (
        <LeaderProfiles leaders={section.people} />
      ) : section.layout === 'grid' ? (
        <MemberGrid members={section.people} join={section.join} client={section.client} />
      ) : (
        <PersonQuotes people={section.people} dark={dark} />
      )}
    </>
  );
}

/**
 * The leaders: a profile each, set as two columns of an editorial page (name, title, bio, specialties and
 * achievements under a rule). Their portraits stand large in the leadership page's opening (company-hero.tsx).
 */
function LeaderProfiles({ leaders }: { leaders: readonly Person[] }) {
  return (
    <ul className="mt-14 grid gap-14 lg:grid-cols-2 lg:gap-16">
      {leaders.map((leader) => (
        <li key={leader.id} className="border-t-2 border-fg pt-8">
          <h3 className="text-h2 font-semibold text-fg">{leader.name}</h3>
          <p className="mt-2 text-sm font-medium text-accent">{leader.title}</p>
          <p className="mt-6 text-lead text-fg-muted text-pretty">{leader.bio}</p>
          <div className="mt-6">
            <BadgeList items={leader.specialties} label={`${leader.name}’s specialties`} />
          </div>
          {leader.achievements && (
            <>
              <h4 className="mt-10 eyebrow text-fg-subtle">Achievements</h4>
              <CheckList items={leader.achievements} className="mt-4" />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

type GridSection = Extract<PeopleSection, { layout: 'grid' }>;

/**
 * Team members as a grid of portraits (3 → 2 → 1 columns): each card opens with the person's portrait large, then
 * name, title, bio and specialties; then an invitation to join. Two people fill two columns, so a study's two leads
 * leave no empty third. A client's words follow the people who did the work, set large as the verdict on it.
 */
function MemberGrid({ members, join, client }: { members: readonly Person[]; join?: GridSection['join']; client?: GridSection['client'] }) {
  const cards = members.length + (join ? 1 : 0);
  return (
    <>
      <ul className={cn('mt-14 grid gap-5 md:grid-cols-2', cards === 2 ? 'lg:grid-cols-2' : 'lg:grid-cols-3')}>
        {members.map((member) => (
          <li key={member.id} className="flex">
            <Card className={cn('flex w-full flex-col', cards === 2 && 'sm:flex-row sm:gap-8')}>
              <Monogram person={member} described className={cn('!size-28 !rounded-2xl sm:!size-32', cards === 2 && 'sm:!size-40')} />
              <div className="flex flex-1 flex-col">
                <PersonName name={member.name} title={member.title} className={cn('mt-6', cards === 2 && 'sm:mt-0')} />
                <p className="mt-4 leading-7 text-fg-muted">{member.bio}</p>
                <div className="mt-auto pt-6">
                  <h4 className="sr-only">Specialties</h4>
                  <BadgeList items={member.specialties} label={`${member.name}’s specialties`} />
                </div>
              </div>
            </Card>
          </li>
        ))}
        {join && (
          <li className="flex">
            <div className="flex w-full flex-col rounded-lg border border-dashed border-accent/40 bg-accent-soft/60 p-6 sm:p-8">
              <span aria-hidden className="inline-flex size-28 items-center justify-center rounded-2xl border border-dashed border-accent/50 text-4xl font-semibold text-accent sm:size-32">
                +
              </span>
              <h3 className="mt-6 text-h3 font-semibold text-fg">{join.heading}</h3>
              <p className="mt-4 leading-7 text-fg-muted">{join.body}</p>
              <CardLink href={join.link.href} className="mt-auto pt-6 text-sm text-accent hover:text-accent-hover">
                {join.link.label}
              </CardLink>
            </div>
          </li>
        )}
      </ul>
      {client && <ClientVerdict client={client} />}
    </>
  );
}

/** The client's words after the people who did the work: the quote set large, with who said it as its caption. */
function ClientVerdict({ client }: { client: NonNullable<GridSection['client']> }) {
  const contact = clientContact(client.person);
  return (
    // The caption is the figure's own child (HTML): the label takes the first column, the words and their speaker the second.
    <figure className="mt-16 grid gap-x-16 gap-y-8 border-t border-fg/15 pt-12 sm:mt-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,3fr)] lg:pt-16">
      <p className="eyebrow flex items-center gap-3 self-start text-accent">
        <Quote aria-hidden className="size-7 shrink-0" strokeWidth={1.5} />
        {client.label}
      </p>
      <blockquote className="font-display text-[clamp(1.5rem,1.1rem+1.6vw,2.5rem)] leading-[1.25] font-medium tracking-[-0.015em] text-fg text-pretty lg:col-start-2">
        <p>{client.quote}</p>
      </blockquote>
      <figcaption className="flex items-center gap-5 lg:col-start-2">
        <Avatar name={contact.name} photo={contact.photo} className="size-16 rounded-2xl" />
        <span>
          <span className="block font-semibold text-fg">{contact.name}</span>
          <span className="block text-sm text-fg-muted">{`${contact.title}, ${contact.company}`}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * People in their own words, set as an editorial page rather than a row of cards: the first voice as a pull quote
 * in the display face beside a large portrait, the others two across under a rule, each with a smaller portrait
 * beside their name and role. The portraits are decorative: the caption names each speaker.
 */
function PersonQuotes({ people, dark = false }: { people: readonly (Person & { quote: string })[]; dark?: boolean }) {
  const [lead, ...others] = people;
  if (!lead) return null;
  const ink = dark ? 'text-on-dark' : 'text-fg';
  const muted = dark ? 'text-on-dark-muted' : 'text-fg-muted';
  const accent = dark ? 'text-accent-on-dark' : 'text-accent';
  return (
    <ul className="mt-14 grid gap-x-16 gap-y-14 lg:mt-16 lg:grid-cols-2 lg:gap-y-20">
      <li className="lg:col-span-2">
        {/* The caption is the figure's last child (HTML): the portrait takes the first column, the words and their speaker the second. */}
        <figure className="grid items-center gap-x-16 gap-y-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,5fr)]">
          <div aria-hidden className="w-32 sm:w-44 lg:row-span-2 lg:w-full">
            <Avatar name={lead.name} photo={lead.photo} tone={lead.tone} className="aspect-square h-auto w-full rounded-3xl" />
          </div>
          <blockquote className={cn('font-display text-[clamp(1.625rem,1.1rem+2vw,3rem)] leading-[1.2] font-medium tracking-[-0.02em] text-balance', ink)}>
            <Quote aria-hidden className={cn('mb-5 size-9', accent)} strokeWidth={1.5} />
            <p>{lead.quote}</p>
          </blockquote>
          <figcaption className={cn('self-start border-l-2 pl-4', dark ? 'border-accent-on-dark/60' : 'border-accent/60')}>
            <span className={cn('block font-semibold', ink)}>{lead.name}</span>
            <span className={cn('block text-sm', muted)}>{lead.title}</span>
          </figcaption>
        </figure>
      </li>
      {others.map((person) => (
        <li key={person.id} className={cn('border-t pt-10', dark ? 'border-white/15' : 'border-fg/15')}>
          <figure className="flex h-full flex-col">
            <blockquote className={cn('font-display text-[clamp(1.375rem,1.15rem+0.8vw,1.875rem)] leading-[1.3] font-medium tracking-[-0.015em] text-pretty', ink)}>
              <p>{person.quote}</p>
            </blockquote>
            <figcaption className="mt-auto flex items-center gap-5 pt-8">
              <Monogram person={person} size="lg" />
              <span>
                <span className={cn('block font-semibold', ink)}>{person.name}</span>
                <span className={cn('block text-sm', muted)}>{person.title}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
