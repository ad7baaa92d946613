/**
 * Where the content editor answers and how much a save may carry: read by its routes (server/editor/routes.ts)
 * and by every deployment that must send these paths to the Node server (server/hosting/: nginx, static hosts).
 */
export const EDITOR_PAGES = '/keystatic';
export const EDITOR_API = '/api/keystatic';
/** An editor's save carries the whole entry (and any image, base64): at most 4 MB. */
export const EDITOR_BODY_MAX_BYTES = 4 * 1024 * 1024;
export const EDITOR_TOO_LARGE = `A save may carry at most ${EDITOR_BODY_MAX_BYTES / 1024 / 1024} MB.`;
