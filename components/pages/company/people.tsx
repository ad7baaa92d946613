import { Monogram } from '@/components/company/monogram';
import { PersonName } from '@/components/company/person-name';
import { ClientQuote } from '@/components/company/client-quote';
import type { Person } from '@/content/company/people';
import { cn } from '@/lib/cn';
import { BadgeList } from '@/components/ui/badge';
import { CardLink } from '@/components/ui/button';
import { QuoteCard } from '@/components/ui/quote-card';
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

/** The leaders: a wide profile each, with bio, specialties and achievements. */
function LeaderProfiles({ leaders }: { leaders: readonly Person[] }) {
  return (
    <ul className="mt-14 grid gap-5 lg:grid-cols-2">
      {leaders.map((leader) => (
        <li key={leader.id} className="flex">
          <Card className="flex w-full flex-col">
            <div className="flex items-center gap-5">
              <Monogram person={leader} size="lg" described />
              <div>
                <PersonName name={leader.name} title={leader.title} />
              </div>
            </div>
            <p className="mt-6 leading-7 text-fg-muted">{leader.bio}</p>
            <div className="mt-6">
              <BadgeList items={leader.specialties} label={`${leader.name}’s specialties`} />
            </div>
            {leader.achievements && (
              <>
                <h4 className="mt-8 eyebrow text-fg-subtle">Achievements</h4>
                <CheckList items={leader.achievements} className="mt-4 border-t-0 pt-0" />
              </>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}

type GridSection = Extract<PeopleSection, { layout: 'grid' }>;

/**
 * Team members: monogram, name, title, bio and specialties (3 → 2 → 1 columns), then an invitation to join or the
 * client's words about their work. Two cards fill two columns, so a study's two leads leave no empty third.
 */
function MemberGrid({ members, join, client }: { members: readonly Person[]; join?: GridSection['join']; client?: GridSection['client'] }) {
  const cards = members.length + (join ? 1 : 0) + (client ? 1 : 0);
  return (
    <ul className={cn('mt-14 grid gap-5 md:grid-cols-2', cards === 2 ? 'lg:grid-cols-2' : 'lg:grid-cols-3')}>
      {members.map((member) => (
        <li key={member.id} className="flex">
          <Card className="flex w-full flex-col">
            <Monogram person={member} described />
            <PersonName name={member.name} title={member.title} className="mt-6" />
            <p className="mt-4 leading-7 text-fg-muted">{member.bio}</p>
            <div className="mt-auto pt-6">
              <h4 className="sr-only">Specialties</h4>
              <BadgeList items={member.specialties} label={`${member.name}’s specialties`} />
            </div>
          </Card>
        </li>
      ))}
      {join && (
        <li className="flex">
          <div className="flex w-full flex-col rounded-lg border border-dashed border-accent/40 bg-accent-soft/60 p-6 sm:p-8">
            <span aria-hidden className="inline-flex size-16 items-center justify-center rounded-xl border border-dashed border-accent/50 text-2xl font-semibold text-accent">
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
      {client && <ClientWords client={client} />}
    </ul>
  );
}

/** The client's words in the grid of the people who did the work, labelled as theirs. */
function ClientWords({ client }: { client: NonNullable<GridSection['client']> }) {
  return (
    <li className="flex">
      <ClientQuote person={client.person} quote={client.quote} label={client.label} />
    </li>
  );
}

/** People in their own words: quote, monogram, name and role. */
function PersonQuotes({ people, dark = false }: { people: readonly (Person & { quote: string })[]; dark?: boolean }) {
  return (
    <ul className="mt-14 grid gap-5 lg:grid-cols-3">
      {people.map((person) => (
        <li key={person.id} className="flex">
          <QuoteCard quote={person.quote} name={person.name} role={person.title} dark={dark} avatar={<Monogram person={person} size="sm" />} />
        </li>
      ))}
    </ul>
  );
}
