/** The hero's background video: the hosted file when storage is configured, else the one shipped in public/. */
export interface HeroVideo {
  poster: string;
  sources: { src: string; type: string }[];
}

export const LOCAL_HERO_VIDEO: HeroVideo = {
  poster: '/media/hero-shapes-poster.webp',
  sources: [
    { src: '/media/hero-shapes.webm', type: 'video/webm' },
    { src: '/media/hero-shapes.mp4', type: 'video/mp4' },
  ],
};

/**
 * The public address of a file in a hosted storage bucket (SPEC: file shapes.mov in the bucket
 * 'videos'): {url}/storage/v1/object/public/{bucket}/{path}.
 */
export function publicStorageUrl(projectUrl: string, bucket: string, file: string): string {
  const base = new URL(projectUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
  const encodedPath = file.split('/').map(encodeURIComponent).join('/');
  return `${base.origin}${prefix}/storage/v1/object/public/${encodeURIComponent(bucket)}/${encodedPath}`;
}

/** The sources in order of preference; the shipped files stay as fallbacks behind the hosted one. */
export function heroVideo(supabaseUrl: string | undefined): HeroVideo {
  const url = supabaseUrl?.trim();
  if (!url) return LOCAL_HERO_VIDEO;
  try {
    // QuickTime files with H.264 play in browsers when announced as MP4.
    const hosted = { src: publicStorageUrl(url, 'videos', 'shapes.mov'), type: 'video/mp4' };
    return { ...LOCAL_HERO_VIDEO, sources: [hosted, ...LOCAL_HERO_VIDEO.sources] };
  } catch {
    return LOCAL_HERO_VIDEO;
  }
}
