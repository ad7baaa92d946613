import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'out/**', 'e2e/**'],
    environment: 'node',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    // Node 24's V8 once aborted a test process ("Check failed: jit_page_->allocations_.erase(addr) == 1" in
    // ThreadIsolation::UnregisterWasmAllocation) while PGlite's WebAssembly was freed: the page-key (PKU)
    // bookkeeping of JIT memory is where it failed, so the test processes run without it.
    execArgv: ['--no-memory-protection-keys'],
  },
});
