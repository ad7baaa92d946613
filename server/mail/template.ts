import { site } from '@/content/site';
import { brandColors, brandMark } from '@/lib/brand';
import { escapeHtml } from '@/lib/escape-html';

/**
 * The one look of every mail the site sends (visitor, team, sign-in): a mail is written once as blocks,
 * and its plain-text part and its HTML part are both drawn from them, so the two never say different
 * things. The HTML is a table layout mail clients keep (inline styles, no web fonts, no scripts, no
 * remote images): the brand's monogram and name, one card, real buttons, the agency's signature. Every value
 * is escaped here, once, whoever wrote it.
 */

export type MailBlock =
  /** A paragraph of our words (may hold line breaks). */
  | { paragraph: string }
  /** Labelled values (the call's time, a form's answers): a table in HTML, "Label: value" lines in text (a long value indented under its label). */
  | { facts: readonly (readonly [label: string, value: string])[] }
  /** Someone's own text, kept as they wrote it: quoted in both parts. */
  | { quote: string; label?: string }
  /** Two or three links a reader acts on: buttons in HTML, "Label: URL" lines in text. The first is the main one. */
  | { actions: readonly MailAction[] }
  /** What happens next, in order: a numbered list in both parts. */
  | { steps: readonly { title: string; description: string }[] }
  /** A small print line (what a link does, when it lapses). */
  | { note: string };

export interface MailAction {
  label: string;
  url: string;
}

export interface MailContent {
  /** The greeting line ("Hello Priya,"); none for the team's notices. */
  greeting?: string;
  /** The inbox's preview line: what the mail is about in a sentence. */
  preview: string;
  blocks: readonly MailBlock[];
  /** The agency's signature under the card (its name, email, phone); the team's notices leave it out. */
  signature?: boolean;
}

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** Only web links become buttons: a stored value that is anything else is left out of the mail. */
const safeUrl = (url: string) => (/^https?:\/\/[^\s"'<>]+$/i.test(url) ? url : '');

/**
 * 'Hello Priya,' from 'Priya Raman': a greeting carries one word of letters, and only from a name that is
 * all letters, never what a stranger could make it say (a link, a phrase); anything else is 'Hello,'.
 */
export function greetingFor(name: unknown): string {
  const whole = String(name ?? '').trim();
  const first = whole.split(/\s+/)[0] ?? '';
  // Letters, spaces, hyphens, apostrophes, initials ('J. R.'); a dot inside a word is a domain, not a name.
  return /^[\p{L}\p{M}'’. -]{1,60}$/u.test(whole) && !/\.\p{L}/u.test(whole) && /^\p{L}[\p{L}\p{M}'’-]{0,23}$/u.test(first) ? `Hello ${first},` : 'Hello,';
}

const signatureLines = [site.name, `${site.email} · ${site.phone.display}`];

function blockText(block: MailBlock): string {
  if ('paragraph' in block) return block.paragraph;
  if ('note' in block) return block.note;
  if ('steps' in block) return block.steps.map((step, index) => `${index + 1}. ${step.title}: ${step.description}`).join('\n');
  if ('quote' in block) return [...(block.label ? [`${block.label}:`] : []), ...block.quote.split('\n').map((line) => `    ${line}`)].join('\n');
  if ('facts' in block)
    return block.facts
      .map(([label, value]) => (value.includes('\n') || value.length > 90 ? [`${label}:`, ...value.split('\n').map((line) => `    ${line}`)].join('\n') : `${label}: ${value}`))
      .join('\n');
  return block.actions
    .filter((action) => safeUrl(action.url))
    .map((action) => `${action.label}: ${action.url}`)
    .join('\n');
}

const text = (content: MailContent) =>
  [...(content.greeting ? [content.greeting] : []), ...content.blocks.map(blockText).filter(Boolean), ...(content.signature ? [signatureLines.join('\n')] : [])].join('\n\n');

const lines = (value: string) => escapeHtml(value).replace(/\n/g, '<br>');

function blockHtml(block: MailBlock): string {
  const p = `margin:0 0 16px;font:16px/1.55 ${FONT};color:${brandColors.fg}`;
  if ('paragraph' in block) return `<p style="${p}">${lines(block.paragraph)}</p>`;
  if ('note' in block) return `<p style="margin:0 0 16px;font:13px/1.5 ${FONT};color:${brandColors.fgMuted}">${lines(block.note)}</p>`;
  if ('steps' in block)
    return `<ol style="margin:0 0 16px;padding-left:22px;font:15px/1.55 ${FONT};color:${brandColors.fg}">${block.steps.map((step) => `<li style="margin:0 0 8px"><strong>${escapeHtml(step.title)}</strong><br><span style="color:${brandColors.fgMuted}">${escapeHtml(step.description)}</span></li>`).join('')}</ol>`;
  if ('quote' in block)
    return `${block.label ? `<p style="margin:0 0 6px;font:600 13px/1.4 ${FONT};color:${brandColors.fgMuted}">${escapeHtml(block.label)}</p>` : ''}<blockquote style="margin:0 0 16px;padding:10px 14px;border-left:3px solid ${brandColors.line};background:${brandColors.paper};font:15px/1.55 ${FONT};color:${brandColors.fg};white-space:pre-wrap">${escapeHtml(block.quote)}</blockquote>`;
  if ('facts' in block) {
    const cell = `padding:6px 0;border-top:1px solid ${brandColors.line};vertical-align:top;font:15px/1.5 ${FONT}`;
    const rows = block.facts
      .map(([label, value]) => `<tr><th scope="row" style="${cell};width:34%;padding-right:12px;text-align:left;font-weight:600;color:${brandColors.fgMuted}">${escapeHtml(label)}</th><td style="${cell};color:${brandColors.fg};white-space:pre-wrap">${escapeHtml(value)}</td></tr>`)
      .join('');
    return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
  }
  const buttons = block.actions
    .filter((action) => safeUrl(action.url))
    .map((action, index) => {
      const look = index === 0 ? `background:${brandColors.accent};color:#ffffff;border:1px solid ${brandColors.accent}` : `background:#ffffff;color:${brandColors.accent};border:1px solid ${brandColors.accent}`;
      return `<a href="${escapeHtml(action.url)}" style="display:inline-block;margin:0 8px 8px 0;padding:11px 20px;border-radius:999px;${look};font:600 15px/1.2 ${FONT};text-decoration:none">${escapeHtml(action.label)}</a>`;
    })
    .join('');
  return buttons ? `<p style="margin:8px 0 12px">${buttons}</p>` : '';
}

function html(content: MailContent): string {
  const greeting = content.greeting ? `<p style="margin:0 0 16px;font:16px/1.55 ${FONT};color:${brandColors.fg}">${escapeHtml(content.greeting)}</p>` : '';
  const signature = content.signature
    ? `<p style="margin:20px 0 0;font:14px/1.6 ${FONT};color:${brandColors.fgMuted}"><strong style="color:${brandColors.fg}">${escapeHtml(site.name)}</strong><br><a href="mailto:${escapeHtml(site.email)}" style="color:${brandColors.accent}">${escapeHtml(site.email)}</a> · ${escapeHtml(site.phone.display)}</p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(content.preview)}</title></head>
<body style="margin:0;padding:0;background:${brandColors.paper}">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${brandColors.paper}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px">
<tr><td style="padding:0 4px 16px;font:700 18px/1 ${FONT};color:${brandColors.ink}">${markHtml()}${escapeHtml(site.name)}</td></tr>
<tr><td style="padding:28px 28px 12px;background:${brandColors.paperRaised};border:1px solid ${brandColors.line};border-radius:12px">
${greeting}${content.blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td style="padding:8px 4px 0">${signature}</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

/**
 * The monogram of lib/brand.ts (the site's logo: bars and a dot on the accent square) in boxes mail clients
 * draw: each bar of `brandMark.bars` a white block with round ends, in flow (no SVG, no positioning, which
 * mail clients drop), at 1 px per unit, so it never reads as an empty square.
 */
function markHtml(): string {
  const { size, radius, barWidth, dot } = brandMark;
  const bars = [...brandMark.bars.matchAll(/M([\d.]+) ([\d.]+)h([\d.]+)/g)]
    .map(([, x, y, length]) => ({ x: Number(x), y: Number(y), length: Number(length) }))
    .sort((a, b) => a.y - b.y);
  const px = (value: number) => `${Math.round(value * 10) / 10}px`;
  let top = 0;
  const rows = bars.map((bar) => {
    const left = bar.x - barWidth / 2;
    const width = bar.length + barWidth;
    const gap = bar.y - barWidth / 2 - top;
    top = bar.y + barWidth / 2;
    // The dot sits on the bar's line (the monogram's is on the first bar's).
    const onRow = Math.abs(dot.cy - bar.y) < barWidth
      ? `<span style="display:inline-block;width:${px(dot.r * 2)};height:${px(dot.r * 2)};margin:${px(barWidth / 2 - dot.r)} 0 0 ${px(dot.cx - dot.r - left - width)};border-radius:50%;background:#ffffff;vertical-align:top"></span>`
      : '';
    return `<span style="display:block;height:${px(barWidth)};margin:${px(gap)} 0 0 ${px(left)};font-size:0;line-height:0;white-space:nowrap"><span style="display:inline-block;width:${px(width)};height:${px(barWidth)};border-radius:${px(barWidth / 2)};background:#ffffff;vertical-align:top"></span>${onRow}</span>`;
  });
  return `<span aria-hidden="true" style="display:inline-block;width:${size}px;height:${size}px;margin-right:8px;border-radius:${radius}px;background:${brandColors.accent};vertical-align:-8px;overflow:hidden;font-size:0;line-height:0;text-align:left">${rows.join('')}</span>`;
}

/** A mail's two parts, drawn from the same blocks. */
export function composeMail(content: MailContent): { text: string; html: string } {
  return { text: text(content), html: html(content) };
}
