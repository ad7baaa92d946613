import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: false,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

/**
 * `npm run dev` (scripts/dev.ts) runs the API beside next dev and gives its address in DEV_API_ORIGIN: in the
 * development server only, /api/* is forwarded there, so pages and API share one origin as in production.
 * The build is untouched (a static export has no rewrites).
 */
export default function config(phase: string): NextConfig {
  const api = process.env.DEV_API_ORIGIN;
  if (phase !== PHASE_DEVELOPMENT_SERVER || !api) return nextConfig;
  return {
    ...nextConfig,
    rewrites: async () => [
      { source: '/api', destination: `${api}/api` },
      { source: '/api/:path*', destination: `${api}/api/:path*` },
    ],
  };
}
