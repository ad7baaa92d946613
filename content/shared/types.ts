import type { CaseStudyId } from '../case-studies';
import type { PortfolioProjectId } from '../portfolio';
import type { ClientContactId } from '../company/people';

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
}

export interface NumberedPoint {
  title: string;
  description: string;
}

export interface IconItem {
  icon: IconName;
  title: string;
  description: string;
}

/** A project the site shows: a case study (/work/{id}) or a further project on the portfolio (#{id}). */
export type ProjectRef = { kind: 'case-study'; id: CaseStudyId } | { kind: 'portfolio'; id: PortfolioProjectId };

/** A client's words, and who said them: a client contact from the roster (content/company/people.ts), by id. */
export interface Testimonial {
  /** The project the quote speaks about; proof bands show the quote beside it, and the card links it. */
  project: ProjectRef;
  quote: string;
  person: ClientContactId;
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
