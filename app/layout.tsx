import type { Metadata, Viewport } from 'next';
import { displayFace, geistSans } from './fonts';
import type { ReactNode } from 'react';
import { ChatWidget } from '@/components/layout/chat-widget';
import { businessHoursLabel } from '@/lib/business-hours';
import { JsonLd } from '@/components/page/json-ld';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Toaster } from '@/components/ui/toaster';
import { WebVitals } from '@/components/layout/web-vitals';
import { siteMetadata, siteViewport } from '@/lib/metadata';
import { organization, website } from '@/lib/json-ld';
import './globals.css';

export const metadata: Metadata = siteMetadata;

export const viewport: Viewport = siteViewport;

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${geistSans.variable} ${displayFace.variable}`}>
      <body>
        <a
          href="#main"
          className="fixed top-3 left-3 z-[60] -translate-y-20 rounded-full bg-accent px-5 py-3 text-sm font-medium text-white focus:translate-y-0"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <SiteFooter />
        <ChatWidget hoursLabel={businessHoursLabel()} />
        <Toaster />
        <WebVitals />
        <JsonLd data={[organization(), website()]} />
      </body>
    </html>
  );
}
