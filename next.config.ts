import type { NextConfig } from 'next';

/** In `npm run dev`, /api reaches the API through the front proxy (scripts/dev-proxy.ts), not through Next. */
const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: false,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
