/**
 * Index and reference pages: the services overview, the resources library, the portfolio and the fact sheet.
 * Every word and figure they show is read from the content the page itself shows (the service groups and files,
 * the guides and checklists, the portfolio's projects, the fact sheet), so the drawing never claims what the page
 * does not; scenes.test.ts fails when the files are stale.
 */
import { bar, C, check, dot, measure, panel, r, rect, text, windowFrame, wrap } from './kit';
import { chip } from './parts';
import type { Scene } from './parts';
import { serviceCatalog, serviceGroups } from '../../content/services/catalog';
import { checklists, guides, resourcesPage } from '../../content/resources';
import { portfolioProjects } from '../../content/portfolio';
import { factSheetGroups } from '../../content/pages/company/fact-sheet';
import { formatDate } from '../../content/shared/dates';

/** Lines of text from (x, y), `leading` apart. */
const lines = (rows: readonly string[], x: number, y: number, size: number, leading: number, options: Parameters<typeof text>[4] = {}) =>
  rows.map((row, i) => text(row, x, y + i * leading, size, options)).join('');

const tones = [C.accent, C.violet, C.cyan, C.green, C.amber, C.rose, C.soft, C.pale] as const;

/** The services overview: every discipline the site lists, each with one mark per service in it, joined to one product. */
export function serviceMap(): { title: string; services: number }[] {
  const services = serviceCatalog();
  return serviceGroups.map((group) => ({ title: group.title, services: services.filter((service) => service.group === group.title).length }));
}

export const servicesMap: Scene = () => {
  const groups = serviceMap();
  const half = Math.ceil(groups.length / 2);
  const cards = groups.map((group, i) => {
    const right = i >= half;
    const x = right ? 350 : 36;
    const y = 80 + (i % half) * 76;
    const color = tones[i % tones.length]!;
    const size = Math.min(11, (174 - 50) / (measure(group.title, 11) / 11));
    const edge = right ? x : x + 174;
    return [
      `<path d="M${edge} ${y + 32}C${right ? edge - 26 : edge + 26} ${y + 32} ${right ? 332 : 228} 210 ${right ? 312 : 248} 210" fill="none" stroke="${color}" stroke-opacity="0.45" stroke-width="1.5"/>`,
      rect(x + 0.5, y + 0.5, 173, 63, 12, 'fill="#141823" stroke="#fff" stroke-opacity="0.12"'),
      rect(x + 12, y + 12, 24, 24, 7, `fill="${color}" fill-opacity="0.35"`),
      dot(x + 24, y + 24, 5, color),
      text(group.title, x + 46, y + 28, r(size), { opacity: 0.92 }),
      ...Array.from({ length: group.services }, (_, k) => rect(x + 46 + k * 24, y + 42, 18, 7, 3.5, `fill="${color}" fill-opacity="${k === 0 ? 0.85 : 0.4}"`)),
    ].join('');
  });
  return [
    windowFrame(20, 30, 520, 360, 'Product map'),
    ...cards,
    rect(248, 150, 64, 120, 16, 'fill="url(#lit)"'),
    `<path d="M262 178h36M262 192h28M262 206h36M262 220h20" stroke="#fff" stroke-opacity="0.55" stroke-width="5" stroke-linecap="round"/>`,
    check(280, 248, '#fff', 9),
  ].join('');
};

/** The resources library: the guides' questions in page order, beside the first checklist as its file. */
export const resourcesLibrary: Scene = () => {
  const page = resourcesPage().sections;
  const guidesSection = page.find((entry) => entry.kind === 'guides');
  const checklistsSection = page.find((entry) => entry.kind === 'checklists');
  const read = guidesSection?.kind === 'guides' ? guidesSection.linkLabel : '';
  const labels = checklistsSection?.kind === 'checklists' ? checklistsSection.labels : undefined;
  const list = checklists()[0];
  const items = Math.min(list?.items.length ?? 0, 5);
  const title = wrap(list?.title ?? '', 150, 14);
  return [
    windowFrame(20, 30, 340, 360, 'Guides'),
    ...guides()
      .slice(0, 3)
      .map((guide, i) => {
        const y = 84 + i * 100;
        const color = tones[i % tones.length]!;
        return (
          rect(36, y, 308, 88, 12, 'fill="#fff" fill-opacity="0.04" stroke="#fff" stroke-opacity="0.08"') +
          rect(50, y + 16, 32, 32, 9, `fill="${color}" fill-opacity="0.35"`) +
          dot(66, y + 32, 6, color) +
          lines(wrap(guide.question, 206, 13).slice(0, 2), 96, y + 30, 13, 18, { opacity: 0.92 }) +
          text(read, 96, y + 74, 11, { fill: C.soft }) +
          `<path d="M324 ${y + 39}l6 6-6 6" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`
        );
      }),
    // The checklist: a page of its own, another one under it.
    `<g transform="rotate(4 460 210)">${rect(372.5, 66.5, 163, 300, 12, 'fill="#1d2336" stroke="#fff" stroke-opacity="0.12"')}</g>`,
    rect(346.5, 52.5, 189, 330, 12, 'fill="#141823" fill-opacity="0.97" stroke="#fff" stroke-opacity="0.16"'),
    labels ? chip(362, 68, labels.fileType, C.cyan, 10) : '',
    lines(title, 362, 120, 14, 19),
    ...Array.from({ length: items }, (_, i) => {
      const y = 120 + title.length * 19 + 12 + i * 34;
      return (i < items - 2 ? check(372, y, C.green, 9) : `<circle cx="372" cy="${y}" r="8.5" fill="none" stroke="#fff" stroke-opacity="0.3"/>`) + bar(390, y - 6, 128 - (i % 3) * 22, 0.22) + bar(390, y + 4, 80 - (i % 2) * 24, 0.12);
    }),
    rect(362, 332, 158, 36, 18, `fill="${C.accent}"`),
    labels ? text(labels.download, 441, 355, 13, { anchor: 'middle' }) : '',
  ].join('');
};

/** A project's screen, in one of a few layouts (a chart, a list, a phone, a map, bars, a ring), on the wall. */
function screen(x: number, y: number, w: number, h: number, layout: number, color: string): string {
  const inner = [
    () => `<path d="M${x + 14} ${y + h - 18}L${x + 44} ${y + h - 30}L${x + 74} ${y + h - 26}L${x + 104} ${y + h - 48}L${x + w - 14} ${y + h - 60}" fill="none" stroke="${color}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>` + bar(x + 14, y + 30, 60, 0.3),
    () => [0, 1, 2].map((k) => dot(x + 22, y + 34 + k * 20, 5, color, 0.7) + bar(x + 34, y + 31 + k * 20, w - 70 - k * 14, 0.22)).join(''),
    () => rect(x + w / 2 - 26, y + 22, 52, h - 28, 10, `fill="${C.ink}" stroke="#fff" stroke-opacity="0.25"`) + rect(x + w / 2 - 18, y + 34, 36, 22, 5, `fill="${color}" fill-opacity="0.5"`) + bar(x + w / 2 - 18, y + 64, 30, 0.3, 5),
    () => `<path d="M${x + 8} ${y + 46}C${x + 50} ${y + 30} ${x + 90} ${y + 70} ${x + w - 8} ${y + 50}" stroke="#fff" stroke-opacity="0.1" stroke-width="8" fill="none"/>` + [[0.25, 0.35], [0.55, 0.6], [0.8, 0.3]].map(([u, v], k) => dot(x + w * u!, y + 22 + (h - 30) * v!, k === 1 ? 7 : 5, k === 1 ? color : '#fff', k === 1 ? 1 : 0.6)).join(''),
    () => [22, 34, 28, 44, 52].map((v, k) => rect(x + 16 + k * 24, y + h - 10 - v, 14, v, 3, k > 2 ? `fill="${color}"` : 'fill="#fff" fill-opacity="0.14"')).join(''),
    () => `<circle cx="${x + 40}" cy="${y + h / 2 + 6}" r="20" fill="none" stroke="${color}" stroke-width="6" stroke-dasharray="90 126" transform="rotate(-90 ${x + 40} ${y + h / 2 + 6})"/>` + bar(x + 74, y + h / 2 - 4, w - 90, 0.3) + bar(x + 74, y + h / 2 + 10, w - 110, 0.15),
  ][layout % 6]!();
  return rect(x + 0.5, y + 0.5, w - 1, h - 1, 10, 'fill="url(#win)" stroke="#fff" stroke-opacity="0.12"') + dot(x + 12, y + 11, 2.5, '#fff', 0.2) + dot(x + 20, y + 11, 2.5, '#fff', 0.2) + inner;
}

/** The portfolio: a wall of its projects' screens, each under its client's industry, and the first project's result in front. */
export const portfolioWall: Scene = () => {
  const projects = portfolioProjects();
  const wall = projects.slice(0, 6);
  const first = projects[0];
  const result = first ? wrap(first.result.label, 218, 11.5) : [];
  return [
    ...wall.map((project, i) => {
      const x = 24 + (i % 3) * 174;
      const y = 34 + Math.floor(i / 3) * 126;
      const color = tones[i % tones.length]!;
      return screen(x, y, 164, 92, i, color) + text(project.industry, x + 2, y + 112, 11, { opacity: 0.65 });
    }),
    panel(24, 290, 512, 100, 16, 0.1),
    rect(24.5, 290.5, 511, 99, 16, 'fill="#141823" fill-opacity="0.95"'),
    first ? chip(44, 306, first.industry, C.soft, 10) : '',
    first ? lines(wrap(first.title, 226, 15).slice(0, 2), 44, 352, 15, 20) : '',
    `<path d="M288 306V374" stroke="#fff" stroke-opacity="0.1"/>`,
    first ? text(first.result.value, 304, 334, 26, { fill: C.green, spacing: -0.02 }) : '',
    lines(result.slice(0, 2), 304, 356, 11.5, 15, { opacity: 0.7 }),
  ].join('');
};

/** The fact sheet: the studio's first figures as ledger rows (value, label, its definition, its kind and count date), beside the pages that show figures. */
export const factLedger: Scene = () => {
  const [studio, ...practices] = factSheetGroups;
  const rows = studio?.figures.slice(0, 3) ?? [];
  const groups = [studio, ...practices.slice(0, 4)].filter((group) => group !== undefined);
  return [
    windowFrame(20, 30, 520, 360, 'Fact sheet'),
    `<path d="M170.5 71V389" stroke="#fff" stroke-opacity="0.08"/>`,
    ...groups.map((group, i) => {
      const y = 84 + i * 40;
      const size = Math.min(11.5, 116 / (measure(group.heading, 11.5) / 11.5));
      return (i === 0 ? rect(30, y, 132, 30, 9, `fill="${C.accent}" fill-opacity="0.22"`) : '') + text(group.heading, 40, y + 20, r(size), { opacity: i === 0 ? 1 : 0.6 });
    }),
    ...rows.map((figure, i) => {
      const y = 80 + i * 104;
      const label = wrap(figure.label, 240, 12).slice(0, 2);
      const foot = y + 16 + label.length * 16;
      return [
        i ? `<path d="M186 ${y - 8}H524" stroke="#fff" stroke-opacity="0.08"/>` : '',
        text(figure.value, 186, y + 28, 26, { spacing: -0.02, fill: i === 0 ? C.pale : '#fff' }),
        lines(label, 274, y + 18, 12, 16, { opacity: 0.92 }),
        bar(274, foot - 4, 226, 0.14, 5),
        text(`${figure.basis} · Counted ${formatDate(figure.asOf)}`, 274, foot + 20, 10, { opacity: 0.55 }),
      ].join('');
    }),
  ].join('');
};
