/**
 * The roster: every person the site names, written once and picked by id. A person is either
 * staff (team pages, blog bylines, press contacts, structured data) or a client contact
 * (testimonials), never both, and no name or surname is shared between the two (content/company/roster.test.ts).
 * People are drawn as illustrated portraits made from this roster (scripts/make-portraits.ts writes
 * public/portraits/{id}.svg; rerun it after adding or renaming a person): there are no photos, so a
 * person has no image field.
 */
export type MonogramTone = 'indigo' | 'violet' | 'teal' | 'sky' | 'amber' | 'rose' | 'emerald';

/** A member of staff: one title, used everywhere the person is named. */
export interface StaffMember {
  id: string;
  name: string;
  /** Title or role, e.g. 'Head of AI and Machine Learning': the same on every page. */
  title: string;
  /** Two or three sentences: what they do here and what they did before (people with a profile). */
  bio?: string;
  specialties?: string[];
  /** Achievements, shown for leaders. */
  achievements?: string[];
  /** A first-person quote for the /team showcase. */
  quote?: string;
  tone: MonogramTone;
}

/** A staff member with a profile on the company pages. */
export interface Person extends StaffMember {
  bio: string;
  specialties: string[];
}

export const staff = {
  'daniel-okafor': {
    id: 'daniel-okafor',
    name: 'Daniel Okafor',
    title: 'Co-founder and Chief Executive Officer',
    bio: 'Daniel started the studio after a decade leading product engineering for logistics and payments companies, convinced that clients deserved one accountable team instead of a chain of vendors. He still joins the first discovery workshop of every new engagement and owns the relationship with each client’s leadership.',
    specialties: ['Product strategy', 'Client partnerships', 'Delivery economics'],
    achievements: [
      'Grew the studio from a four-person team to a company of full-time engineers, designers and product leads',
      'Led the discovery workshops with a dealer group that priced from spreadsheets, which became the AutoAI platform we built for them',
      'Introduced fixed-scope discovery phases, now the start of almost every engagement',
      'Mentors founders in two Maryland accelerator programmes',
    ],
    tone: 'indigo',
  },
  'elena-marchetti': {
    id: 'elena-marchetti',
    name: 'Elena Marchetti',
    title: 'Co-founder and Chief Technology Officer',
    bio: 'Elena sets the engineering standards every project ships with: architecture reviews, automated testing, security by default and infrastructure as code. Before co-founding the studio she was a principal engineer on high-volume trading and risk systems.',
    specialties: ['System architecture', 'Security engineering', 'Cloud infrastructure'],
    achievements: [
      'Designed the reference architecture our web, mobile and blockchain projects start from',
      'Led the security programme behind the audited Bloxios staking contracts',
      'Built the studio’s engineering ladder and its peer-review culture',
      'Speaks regularly on pragmatic platform engineering for product teams',
    ],
    tone: 'violet',
  },
  'priya-raman': {
    id: 'priya-raman',
    name: 'Priya Raman',
    title: 'Head of AI and Machine Learning',
    bio: 'Priya leads the teams that put models into production: forecasting, document understanding, recommendation and retrieval-augmented assistants. She cares less about leaderboard scores than about a model the client’s team can monitor, retrain and trust.',
    specialties: ['Applied machine learning', 'LLM applications', 'MLOps', 'Data strategy'],
    quote: 'A model is only finished when the people who depend on it understand when to trust it and when not to.',
    tone: 'teal',
  },
  'marcus-lindqvist': {
    id: 'marcus-lindqvist',
    name: 'Marcus Lindqvist',
    title: 'Principal Blockchain Engineer',
    bio: 'Marcus has written and audited smart contracts since the early days of Ethereum. He leads our Web3 practice, from tokenomics reviews and protocol design to the monitoring that keeps contracts safe after launch.',
    specialties: ['Solidity and EVM', 'Smart contract security', 'DeFi protocols', 'Layer-2 networks'],
    tone: 'sky',
  },
  'sofia-alvarez': {
    id: 'sofia-alvarez',
    name: 'Sofia Alvarez',
    title: 'Design Director',
    bio: 'Sofia runs research and product design across the studio. Her teams test prototypes with real users before a line of production code is written, and hand engineers a design system rather than a stack of screens.',
    specialties: ['Product design', 'User research', 'Design systems', 'Accessibility'],
    quote: 'The best design review is watching five real users try the prototype. Everything else is opinion.',
    tone: 'rose',
  },
  'james-whitfield': {
    id: 'james-whitfield',
    name: 'James Whitfield',
    title: 'Head of Delivery',
    bio: 'James makes sure every team ships what it promised, when it promised it. He runs sprint reviews with clients, keeps budgets visible week by week and steps in early when scope and timelines start to drift.',
    specialties: ['Agile delivery', 'Release planning', 'Stakeholder management', 'Risk management'],
    quote: 'Clients should never be surprised by a budget or a date. If something changes, they hear it from us first, with options.',
    tone: 'amber',
  },
  'hana-kobayashi': {
    id: 'hana-kobayashi',
    name: 'Hana Kobayashi',
    title: 'Lead Mobile Engineer',
    bio: 'Hana leads native iOS and Android work and our React Native and Flutter teams. She has taken consumer and enterprise apps through App Store and Play Store review many times and knows where performance and accessibility are won or lost.',
    specialties: ['iOS and Swift', 'Android and Kotlin', 'React Native', 'Mobile performance'],
    tone: 'emerald',
  },
  'rachel-donovan': {
    id: 'rachel-donovan',
    name: 'Rachel Donovan',
    title: 'Head of Communications',
    tone: 'rose',
  },
  'tomas-reyes': {
    id: 'tomas-reyes',
    name: 'Tomas Reyes',
    title: 'Media Relations Manager',
    tone: 'sky',
  },
} as const satisfies Record<string, StaffMember>;

export type StaffId = keyof typeof staff;
export const staffIds = Object.keys(staff) as [StaffId, ...StaffId[]];

/** The company pages' name for the staff roster. */
export const people = staff;
export type PersonId = StaffId;

/** The profiles (bio and specialties) of these members of staff, in order; a member without one is an error. */
export function pick(ids: readonly StaffId[]): Person[] {
  return ids.map((id) => {
    const member: StaffMember = staff[id];
    if (member.bio === undefined || member.specialties === undefined) throw new Error(`${id} has no profile (bio and specialties)`);
    return member as Person;
  });
}

/** The two leaders on /about/leadership. */
export const leaders: Person[] = pick(['daniel-okafor', 'elena-marchetti']);

/** The five members on /about/our-team. */
export const teamMembers: Person[] = pick(['priya-raman', 'marcus-lindqvist', 'sofia-alvarez', 'james-whitfield', 'hana-kobayashi']);

/** The three people with a quote on the /team showcase. */
export const showcasePeople: (Person & { quote: string })[] = (['priya-raman', 'sofia-alvarez', 'james-whitfield'] as const).map(
  (id) => staff[id],
);

/** A person at a client company, quoted in a testimonial. */
export interface ClientContact {
  id: string;
  name: string;
  title: string;
  /** The client company, as its name is written everywhere on the site (the home client strip included). */
  company: string;
}

export const clientContacts = {
  'dana-kessler': { id: 'dana-kessler', name: 'Dana Kessler', title: 'VP of Customer Operations', company: 'Harborline Logistics' },
  'tunde-oyelaran': { id: 'tunde-oyelaran', name: 'Tunde Oyelaran', title: 'CTO', company: 'Lendora' },
  'rebecca-thornton': { id: 'rebecca-thornton', name: 'Rebecca Thornton', title: 'Chief Operating Officer', company: 'Brightside Behavioural Health' },
  'claire-beaumont': { id: 'claire-beaumont', name: 'Claire Beaumont', title: 'Head of Digital', company: 'FreshCart Markets' },
  'samuel-adeyemi': { id: 'samuel-adeyemi', name: 'Samuel Adeyemi', title: 'Co-founder and CEO', company: 'Pulsewise Health' },
  'ingrid-halvorsen': { id: 'ingrid-halvorsen', name: 'Ingrid Halvorsen', title: 'Director of Operations', company: 'Swiftmile Delivery' },
  'noor-haddad': { id: 'noor-haddad', name: 'Noor Haddad', title: 'Co-founder and CTO', company: 'Bloxios Labs' },
} as const satisfies Record<string, ClientContact>;

export type ClientContactId = keyof typeof clientContacts;

/** A testimonial quotes a client contact, by id (content/shared/types.ts). */
declare module '../shared/types' {
  interface QuotedPeople {
    clientContact: ClientContactId;
  }
}
