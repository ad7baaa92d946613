import type { HomePage } from '@/content/home';
import { ButtonLink } from '@/components/ui/button';
import type { HeroVideo as HeroVideoSources } from '@/lib/hero-video';
import { HeroVideo } from './hero-video';
import { KeepHyphenated } from '@/components/ui/keep-hyphenated';

/** The home page's full-height dark hero over the background video: headline, tags and two calls to action. */
export function HomeHero({ hero, video }: { hero: HomePage['hero']; video: HeroVideoSources }) {
  return (
    <section className="dark-surface relative isolate flex min-h-[min(100svh,56rem)] items-end overflow-hidden bg-ink text-on-dark">
      <HeroVideo video={video} className="absolute inset-0 -z-20 size-full object-cover" />
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-r from-ink via-ink/75 to-ink/10" />
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-t from-ink via-transparent to-ink/60" />
      <div className="container-page pt-36 pb-16 sm:pb-20 lg:pb-24">
        <p className="eyebrow text-accent-on-dark">{hero.eyebrow}</p>
        <h1 className="mt-5 max-w-4xl text-display font-semibold text-balance">
          <KeepHyphenated text={hero.headline} />
        </h1>
        <p className="mt-6 max-w-2xl text-lead text-on-dark-muted text-pretty">{hero.intro}</p>
        {/* Labels, not buttons: plain text with a marker, nothing that looks pressable. */}
        <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2" aria-label="What we build">
          {hero.tags.map((tag) => (
            <li key={tag} className="flex items-center gap-2 text-sm font-medium text-on-dark-muted">
              <span aria-hidden className="size-1.5 rounded-full bg-accent-on-dark" />
              {tag}
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap gap-3">
          <ButtonLink href={hero.cta.href} size="lg" arrow>
            {hero.cta.label}
          </ButtonLink>
          <ButtonLink href={hero.secondary.href} size="lg" variant="outline-dark">
            {hero.secondary.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
