import { describe, expect, it } from 'vitest';
import { LOCAL_HERO_VIDEO, heroVideo, publicStorageUrl } from './hero-video';

describe('hero video address', () => {
  it('builds the public storage address of videos/shapes.mov from the project URL', () => {
    expect(heroVideo('https://abcd.supabase.co').sources[0]).toEqual({
      src: 'https://abcd.supabase.co/storage/v1/object/public/videos/shapes.mov',
      type: 'video/mp4',
    });
  });

  it('ignores a trailing slash and keeps a path prefix', () => {
    expect(publicStorageUrl('https://abcd.supabase.co/', 'videos', 'shapes.mov')).toBe('https://abcd.supabase.co/storage/v1/object/public/videos/shapes.mov');
    expect(publicStorageUrl('https://proxy.example.com/supabase/', 'videos', 'a b.mov')).toBe('https://proxy.example.com/supabase/storage/v1/object/public/videos/a%20b.mov');
  });

  it('keeps the shipped files as fallbacks behind the hosted one', () => {
    expect(heroVideo('https://abcd.supabase.co').sources.slice(1)).toEqual(LOCAL_HERO_VIDEO.sources);
  });

  it('uses the video shipped with the site when storage is not configured or the URL is invalid', () => {
    expect(heroVideo(undefined)).toEqual(LOCAL_HERO_VIDEO);
    expect(heroVideo('  ')).toEqual(LOCAL_HERO_VIDEO);
    expect(heroVideo('not a url')).toEqual(LOCAL_HERO_VIDEO);
  });
});
