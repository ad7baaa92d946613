import type { Lead } from './operations';

/** One CSV cell: always quoted; a value a spreadsheet would run as a formula (= + - @, tab, CR) is prefixed with '. */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Internal hashes (of the client's address and network, of a booking's body): of no use in a spreadsheet, never exported. */
const internalColumns = new Set(['ipHash', 'networkHash', 'submissionDigest']);

/** Rows as CSV: a column for every key seen, in the order first seen, but the internal hashes. */
export function rowsToCsv(rows: readonly Record<string, unknown>[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)).filter((key) => !internalColumns.has(key)))];
  return [columns.map(csvCell).join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(','))].join('\n') + '\n';
}

/** Submissions as CSV (the CLI's export, for operators): type, id, date, then every other stored field but the internal hashes. */
export function toCsv(leads: readonly (Lead & Record<string, unknown>)[]): string {
  return rowsToCsv(leads.map(({ type, id, createdAt, ...rest }) => ({ type, id, createdAt, ...rest })));
}
