import { useEffect, useState, type ComponentType } from 'react';

/** `next/dynamic` on Astro pages: the component loads in the browser after mount and is never drawn at build. */
export default function dynamic<Props extends object>(load: () => Promise<ComponentType<Props>>, options?: { ssr?: boolean }) {
  // Drawn at build it would be; every use here is `ssr: false` (the toaster), the one kind this stands in for.
  void options;
  return function Dynamic(props: Props) {
    const [Loaded, setLoaded] = useState<ComponentType<Props> | null>(null);
    useEffect(() => {
      let live = true;
      void load().then((component) => live && setLoaded(() => component));
      return () => {
        live = false;
      };
    }, []);
    return Loaded ? <Loaded {...props} /> : null;
  };
}
