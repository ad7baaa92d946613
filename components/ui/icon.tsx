import {
  Activity, Apple, Award, BadgeCheck, Bot, Box, Boxes, Brain, Briefcase, Building2, Calendar, Car,
  ChartBar, ChartLine, CircleCheck, Clock, Cloud, Code, Coins, Compass, Cpu, Database, DollarSign,
  Eye, FileText, Film, Fingerprint, Gauge, Gem, GitBranch, Glasses, Globe, GraduationCap, HandCoins,
  Handshake, Headphones, Headset, HeartPulse, House, Image, Key, Landmark, Layers, LayoutDashboard,
  Lightbulb, Link, Lock, Map, Megaphone, MessageSquare, Mic, Monitor, MousePointerClick, Network,
  Package, Palette, PenTool, Play, Puzzle, RefreshCw, Rocket, Scale, ScanLine, Search, Server,
  Settings, Shield, ShieldCheck, ShoppingCart, Smartphone, Sparkles, Stethoscope, Store, Tablet,
  Target, Terminal, TrendingUp, Truck, Type, Users, View, Wallet, Wand, Workflow, Wrench, Zap,
  type LucideIcon,
} from 'lucide-react';
import type { CSSProperties } from 'react';
import type { IconName } from '@/content/shared/types';

const icons: Record<IconName, LucideIcon> = {
  activity: Activity, award: Award, 'badge-check': BadgeCheck, 'bar-chart': ChartBar, bot: Bot,
  boxes: Boxes, brain: Brain, briefcase: Briefcase, building: Building2, calendar: Calendar, car: Car,
  'chart-line': ChartLine, 'check-circle': CircleCheck, clock: Clock, cloud: Cloud, code: Code,
  coins: Coins, compass: Compass, cpu: Cpu, database: Database, dollar: DollarSign, eye: Eye,
  'file-text': FileText, fingerprint: Fingerprint, gauge: Gauge, gem: Gem, 'git-branch': GitBranch,
  globe: Globe, graduation: GraduationCap, 'hand-coins': HandCoins, handshake: Handshake,
  headset: Headset, 'heart-pulse': HeartPulse, home: House, image: Image, layers: Layers,
  layout: LayoutDashboard, lightbulb: Lightbulb, 'line-chart': TrendingUp, link: Link, lock: Lock,
  megaphone: Megaphone, message: MessageSquare, monitor: Monitor, 'mouse-pointer': MousePointerClick,
  network: Network, package: Package, palette: Palette, 'pen-tool': PenTool, puzzle: Puzzle,
  refresh: RefreshCw, rocket: Rocket, scale: Scale, search: Search, server: Server, settings: Settings,
  shield: Shield, 'shield-check': ShieldCheck, 'shopping-cart': ShoppingCart, smartphone: Smartphone,
  sparkles: Sparkles, target: Target, terminal: Terminal, 'trending-up': TrendingUp, truck: Truck,
  users: Users, view: View, wallet: Wallet, wand: Wand, workflow: Workflow, wrench: Wrench, zap: Zap,
  glasses: Glasses, box: Box, key: Key, store: Store, landmark: Landmark, stethoscope: Stethoscope,
  map: Map, tablet: Tablet, apple: Apple, play: Play, scan: ScanLine, headphones: Headphones, mic: Mic,
  type: Type, film: Film,
};

/** Draws a content icon by name; decorative unless a label is given. */
export function Icon({ name, className, label }: { name: IconName; className?: string; label?: string }) {
  const Glyph = icons[name];
  return (
    <Glyph
      className={className}
      strokeWidth={1.75}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
    />
  );
}

/** Where a content icon's own file is served (app/pages/glyphs/[name].svg.ts writes it at build). */
export const iconFileHref = (name: IconName) => `/glyphs/${name}.svg`;

/** The glyph of a content icon, as Icon draws it (for its file: app/pages/glyphs/[name].svg.ts). */
export const iconGlyph = (name: IconName): LucideIcon => icons[name];

/**
 * A decorative glyph drawn from its file (/glyphs/…, app/pages/glyphs/[name].svg.ts) as a mask in the current text
 * color, for glyphs that are not on screen when the page loads (the header's menu panels, the footer's profiles):
 * the page carries one short element instead of the glyph's paths, and the file is asked for only when the glyph
 * is drawn (an element not rendered, or in a band not yet drawn, fetches no CSS image).
 */
export function GlyphFile({ href, className }: { href: string; className?: string }) {
  return <span aria-hidden className={`inline-block shrink-0 bg-current [mask:var(--glyph)_center/contain_no-repeat] ${className ?? ''}`} style={{ '--glyph': `url(${href})` } as CSSProperties} />;
}

/** A content icon drawn from its file (GlyphFile): the header's menu group icons, so never on a phone. */
export function IconFile({ name, className }: { name: IconName; className?: string }) {
  return <GlyphFile href={iconFileHref(name)} className={className} />;
}
