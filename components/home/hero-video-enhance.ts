/**
 * The hero's background loop (HeroVideo, hero-video.tsx, draws it with `preload="none"`): fetched only after the
 * page has loaded, played only while on screen, never under reduced motion or Save-Data. Returns a function that
 * stops watching.
 */
export function playHeroVideo(video: HTMLVideoElement): () => void {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  if (saveData) return () => undefined;

  let visible = false;
  let ready = document.readyState === 'complete';
  const update = () => {
    if (ready && visible && !reducedMotion.matches) {
      video.play().catch(() => undefined);
    } else {
      video.pause();
    }
  };
  const observer = new IntersectionObserver((entries) => {
    visible = entries.some((entry) => entry.isIntersecting);
    update();
  });
  observer.observe(video);
  const onLoad = () => {
    ready = true;
    update();
  };
  if (!ready) window.addEventListener('load', onLoad, { once: true });
  reducedMotion.addEventListener('change', update);
  return () => {
    observer.disconnect();
    window.removeEventListener('load', onLoad);
    reducedMotion.removeEventListener('change', update);
  };
}

/** The page's hero video, if it has one: the only video HeroVideo draws. */
export function enhanceHeroVideo(root: ParentNode = document): () => void {
  const video = root.querySelector<HTMLVideoElement>('video[preload="none"][loop]');
  return video ? playHeroVideo(video) : () => undefined;
}
