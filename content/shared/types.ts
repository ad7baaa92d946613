/**
 * Content shapes shared by every kind of page. Content modules hold text, figures and
 * internal paths only: no JSX, no class names. Icons are named here and drawn by the UI layer.
 */

/** The icons content may name. The UI maps each to one lucide icon (components/ui/icon.tsx). */
export const iconNames = [
  'activity', 'award', 'badge-check', 'bar-chart', 'bot', 'boxes', 'brain', 'briefcase',
  'building', 'calendar', 'car', 'chart-line', 'check-circle', 'clock', 'cloud', 'code',
  'coins', 'compass', 'cpu', 'database', 'dollar', 'eye', 'file-text', 'fingerprint',
  'gauge', 'gem', 'git-branch', 'globe', 'graduation', 'hand-coins', 'handshake', 'headset',
  'heart-pulse', 'home', 'image', 'layers', 'layout', 'lightbulb', 'line-chart', 'link',
  'lock', 'megaphone', 'message', 'monitor', 'mouse-pointer', 'network', 'package', 'palette',
  'pen-tool', 'puzzle', 'refresh', 'rocket', 'scale', 'search', 'server', 'settings',
  'shield', 'shield-check', 'shopping-cart', 'smartphone', 'sparkles', 'target', 'terminal',
  'trending-up', 'truck', 'users', 'view', 'wallet', 'wand', 'workflow', 'wrench', 'zap',
  'glasses', 'box', 'key', 'store', 'landmark', 'stethoscope', 'map', 'tablet', 'apple',
  'play', 'scan', 'headphones', 'mic', 'type', 'film',
] as const;
export type IconName = (typeof iconNames)[number];

/** An internal path such as '/services/devops' (validated against the route registry in tests). */
export type InternalPath = `/${string}`;

export interface Stat {
  value: string; // shown exactly as written, e.g. '99.9%', '$40M+', '24/7'
  label: string;
  /** What a reader needs beside the figure to weigh it: a best case's median, a satisfaction figure's survey and sample. */
  note?: StatNote;
}

/**
 * The line under a statistic's label; `projects` is the work it names, each linked (`links`) where the band is drawn,
 * with the project's own result beside it where the figure states one.
 */
export interface StatNote {
  text: string;
  projects?: readonly ProjectResultRef[];
  links?: readonly { label: string; href: InternalPath; result?: string }[];
}

export interface NumberedPoint {
  title: string;
  description: string;
}

export interface IconItem {
  icon: IconName;
  title: string;
  description: string;
  /** A page the description points to (a case study's card saying its audit report is published links the report). */
  link?: { label: string; href: InternalPath };
}

/**
 * The kinds of project the site shows, each with the type of its ids: a case study (/work/{id}, added by
 * content/case-study-types.ts) and a further project on the portfolio (#{id}, added by content/portfolio.ts).
 * Each list adds its kind beside its ids by module augmentation, so this model names no domain and still
 * refuses an id no list has.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation, beside each list of projects
export interface ProjectKinds {}

/** A project the site shows, by kind and id. */
export type ProjectRef = { [Kind in keyof ProjectKinds]: { kind: Kind; id: ProjectKinds[Kind] } }[keyof ProjectKinds];

/** A project a figure was measured on, with its own result for what the figure measures where the figure states it ('92%'). */
export type ProjectResultRef = ProjectRef & { result?: string };

/** Who may be quoted, by id: the roster's client contacts (added by content/company/people.ts, by augmentation). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation, beside the roster
export interface QuotedPeople {}

/** A client's words, and who said them: a client contact from the roster (content/company/people.ts), by id. */
export interface Testimonial {
  /** The project the quote speaks about; proof bands show the quote beside it, and the card links it. */
  project: ProjectRef;
  quote: string;
  person: QuotedPeople[keyof QuotedPeople];
}

export interface Faq {
  question: string;
  answer: string;
}

export interface ToolCategory {
  category: string;
  tools: string[];
}

export interface PageMeta {
  /** Used in <title> as "{title} | Northstack"; keep under ~60 characters. */
  title: string;
  /** Meta description, 120-160 characters. */
  description: string;
}

/** An image file in public/ with its intrinsic size, e.g. a case study's artwork. */
export interface Artwork {
  /** The file's path, e.g. '/work/art/autoai-forecast-dashboard.svg'. */
  src: `/${string}`;
  width: number;
  height: number;
  /** What the image shows, for assistive technology. */
  alt: string;
}
