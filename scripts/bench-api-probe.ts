/**
 * `npm run bench:api`'s health probe, in its own process: the process that builds and sends the
 * 5 MB uploads must not delay the probes, or the benchmark measures itself, not the server.
 */
import { openLoop } from './open-loop';

const [url = '', rate = '50', seconds = '12'] = process.argv.slice(2);
process.send?.(await openLoop(Number(rate), Number(seconds), () => fetch(url)));
