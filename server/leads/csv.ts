import type { Lead } from './operations';

/** One CSV cell: always quoted; a value a spreadsheet would run as a formula (= + - @, tab, CR) is prefixed with '. */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Internal hashes (of the client's address and network, of a booking's body): of no use in a spreadsheet, never exported. */
const internalColumns = new Set(['ipHash', 'networkHash', 'submissionDigest']);

/** Submissions as CSV (the CLI's export and the inbox's): type, id, date, then every other field seen but the internal hashes. */
export function toCsv(leads: readonly (Lead & Record<string, unknown>)[]): string {
  const columns = ['type', 'id', 'createdAt', ...new Set(leads.flatMap((lead) => Object.keys(lead)).filter((key) => !['type', 'id', 'createdAt'].includes(key) && !internalColumns.has(key)))];
  return [columns.map(csvCell).join(','), ...leads.map((lead) => columns.map((column) => csvCell(lead[column])).join(','))].join('\n') + '\n';
}
