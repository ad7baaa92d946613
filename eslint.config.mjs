import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypescript,
  { ignores: ['.next/**', 'out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'screenshots/**', 'next-env.d.ts'] },
];

export default config;
