/**
 * Structured logging: one JSON object per line on stdout (info) or stderr (error). Callers pass
 * fields, never request bodies, query strings or anything a visitor typed.
 */
export interface Logger {
  info(fields: Record<string, unknown>): void;
  error(fields: Record<string, unknown>): void;
}

export const jsonLogger: Logger = {
  info: (fields) => process.stdout.write(`${JSON.stringify({ level: 'info', at: new Date().toISOString(), ...fields })}\n`),
  error: (fields) => process.stderr.write(`${JSON.stringify({ level: 'error', at: new Date().toISOString(), ...fields })}\n`),
};

export const silentLogger: Logger = { info: () => {}, error: () => {} };

/**
 * What an unexpected error may put in a log: its class and the code's stack frames. The message
 * is left out: database errors quote the failing query's parameters, which are visitors' data.
 */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: typeof error };
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 8).map((line) => line.trim());
  const code = (error as { code?: unknown }).code;
  return { error: error.name, ...(typeof code === 'string' ? { code } : {}), frames };
}
