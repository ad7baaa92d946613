import { SiteLink } from '@/components/ui/site-link';
import { MapPin } from 'lucide-react';
import { footerColumns } from '@/content/site-map/navigation';
import { isLive } from '@/content/site-map/routes';
import { site } from '@/content/site';
import { Logo } from './logo';
import { SocialIcon } from './social-icon';

const footerLink = 'text-sm text-on-dark-muted transition-colors hover:text-white';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="dark-surface bg-ink text-on-dark">
      {/* The bottom padding clears the fixed chat button (components/layout/chat-widget.tsx: its 64 px bar below
          86rem, size-14 at bottom-6 from there) plus 1rem, so at the end of the page it never covers the last row. */}
      <div className="container-page pt-20 pb-20 min-[86rem]:pb-24">
        <div className="grid gap-12 lg:grid-cols-[1.3fr_2fr]">
          <div className="max-w-sm">
            <Logo />
            <p className="mt-5 leading-7 text-on-dark-muted">{site.description}</p>
            <p className="mt-6 flex items-start gap-2 text-sm text-on-dark-muted">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-on-dark" strokeWidth={1.75} />
              <span>
                {site.address.city}, {site.address.regionName}, United States · Serving clients worldwide
              </span>
            </p>
            {/* Drawn on approach (its height held), so the marks' files are asked for only then; the padding (margins
                give it back) keeps a focus ring inside the band, which clips its paint; the held height is the content box, the padding adds to it. */}
            <ul className="render-on-approach mt-4.5 -mb-1.5 -ml-1.5 flex gap-2 p-1.5 *:flex [--approach-height:2.5rem]" aria-label="Social profiles">
              {site.social.map((profile) => (
                <li key={profile.name}>
                  <a
                    href={profile.href}
                    aria-label={profile.icon === 'mail' ? `Email ${site.email}` : `${site.name} on ${profile.name}`}
                    rel={profile.icon === 'mail' ? undefined : 'me noopener'}
                    className="inline-flex size-10 items-center justify-center rounded-full border border-white/15 text-on-dark-muted transition-colors hover:border-white/40 hover:text-white"
                  >
                    <SocialIcon name={profile.icon} className="size-4" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-10 sm:grid-cols-4">
            {footerColumns.map((column) => (
              <div key={column.title}>
                <h2 className="eyebrow text-on-dark-subtle">{column.title}</h2>
                <ul className="mt-4 space-y-3">
                  {column.links.map((link) => (
                    <li key={link.href}>
                      {isLive(link.href) ? (
                        <SiteLink href={link.href} className={footerLink}>
                          {link.name}
                        </SiteLink>
                      ) : (
                        // A redirect (or a page not built yet): a plain link, so the browser follows the 308
                        // itself instead of the router asking for a page payload that does not exist.
                        <a href={link.href} className={footerLink}>
                          {link.name}
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-16 flex flex-col gap-3 border-t border-white/10 pt-8 text-sm text-on-dark-subtle sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {site.legalName}. All rights reserved.
          </p>
          <p>
            <a href={`mailto:${site.email}`} className="hover:text-white">
              {site.email}
            </a>
            <span aria-hidden> · </span>
            <a href={site.phone.href} className="hover:text-white">
              {site.phone.display}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
