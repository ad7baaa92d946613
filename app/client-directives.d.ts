// The site's own island directive (components/islands/hydrate-after-paint.ts, registered in astro.config.mjs).
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:painted'?: boolean;
  }
}
