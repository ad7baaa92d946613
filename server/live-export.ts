import type { SiteManifest } from './site-manifest';

/** One static export: its directory and its serving manifest. */
export interface ServedExport {
  root: string;
  manifest: SiteManifest;
}

/**
 * The export the server answers from, swappable while it runs (the editor's Publish, server/editor/publish/):
 * each request reads `current()` once, so a request in flight finishes on the files it started with and the next
 * one sees the whole new export, never a mix. Content-hashed files (/_astro/) a page of another export still asks
 * for are looked up in `assetRoots()` too, so a page loaded just before a swap keeps its script and stylesheet.
 */
export class LiveExport {
  #current: ServedExport;
  readonly #listeners: ((next: ServedExport) => void)[] = [];
  #assetRoots: () => readonly string[] = () => [];

  constructor(initial: ServedExport) {
    this.#current = initial;
  }

  current(): ServedExport {
    return this.#current;
  }

  /** Makes `next` the export every new request is answered from; returns the one it replaced. */
  swap(next: ServedExport): ServedExport {
    const before = this.#current;
    this.#current = next;
    for (const listener of this.#listeners) listener(next);
    return before;
  }

  onSwap(listener: (next: ServedExport) => void): void {
    this.#listeners.push(listener);
  }

  /** Other export directories whose content-hashed files are still served (the previous and the pending release). */
  assetRoots(): readonly string[] {
    return this.#assetRoots();
  }

  setAssetRoots(read: () => readonly string[]): void {
    this.#assetRoots = read;
  }
}
