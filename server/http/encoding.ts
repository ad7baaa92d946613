/**
 * Content-coding negotiation for the precompressed variants (RFC 9110, 12.5.3): q-values honoured
 * (`br;q=0` refuses brotli), tokens compared case-insensitively, `*` standing for any coding not
 * named, and the server's order (brotli before gzip) breaking ties.
 */
export type Coding = 'br' | 'gzip';

/** Server preference: smaller first. */
export const CODINGS: readonly Coding[] = ['br', 'gzip'];
export const CODING_SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };

const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

export function negotiateCoding(acceptEncoding: string | undefined, available: readonly Coding[] = CODINGS): Coding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!token) continue;
    let q = 1;
    for (const param of params) {
      const [name, value = ''] = param.split('=').map((piece) => piece.trim());
      if (name?.toLowerCase() === 'q') q = QVALUE.test(value) ? Number(value) : 0;
    }
    const coding = token.toLowerCase() === 'x-gzip' ? 'gzip' : token.toLowerCase();
    weights.set(coding, Math.max(q, weights.get(coding) ?? 0));
  }
  const any = weights.get('*');
  let best: Coding | undefined;
  let bestQ = 0;
  for (const coding of available) {
    const q = weights.get(coding) ?? any ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}
