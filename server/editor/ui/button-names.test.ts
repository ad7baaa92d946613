// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { keepRemoveButtonsNamed, nameRowRemoveButtons } from './button-names';

/** A Sections list as Keystatic draws it: a grid, each row a drag handle (named), its label, a bin button (unnamed). */
const row = (label: string) =>
  `<div role="row"><div role="gridcell"><button aria-label="Drag ${label}"></button><span>${label}</span><button><svg aria-hidden="true"></svg></button></div></div>`;

describe('the editor’s bin buttons have a name (Keystatic gives them none)', () => {
  it('names each row’s bin button after the row, and leaves named buttons alone', () => {
    document.body.innerHTML = `<div role="grid">${row('Figures band: DevOps results in numbers')}${row('Cards: DevOps services')}</div><div role="grid"><div role="row"><button>Edit</button></div></div>`;
    nameRowRemoveButtons(document);
    const bins = [...document.querySelectorAll('[role="row"] button:last-of-type')].map((button) => button.getAttribute('aria-label'));
    expect(bins).toEqual(['Delete Figures band: DevOps results in numbers', 'Delete Cards: DevOps services', null]);
    expect(document.querySelector('button[aria-label^="Drag Figures"]')?.getAttribute('aria-label')).toBe('Drag Figures band: DevOps results in numbers');
  });

  it('names the buttons of rows Keystatic adds later', async () => {
    document.body.innerHTML = '<div role="grid"></div>';
    const observer = keepRemoveButtonsNamed(document);
    document.querySelector('[role="grid"]')!.insertAdjacentHTML('beforeend', row('Process: How we work'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    observer.disconnect();
    expect(document.querySelector('[role="row"] button:last-of-type')?.getAttribute('aria-label')).toBe('Delete Process: How we work');
  });
});
