import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'out/**', '.next/**', 'e2e/**'],
    environment: 'node',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
  },
});
