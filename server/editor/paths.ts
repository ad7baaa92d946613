/**
 * Where the content editor answers and how much a save may carry: read by its routes (server/editor/routes.ts)
 * and by every deployment that must send these paths to the Node server (server/hosting/: nginx, static hosts).
 */
export const EDITOR_PAGES = '/keystatic';
export const EDITOR_API = '/api/keystatic';
/** An editor's save carries the whole entry (and any image, base64): at most 4 MB. */
export const EDITOR_BODY_MAX_BYTES = 4 * 1024 * 1024;
export const EDITOR_TOO_LARGE = `A save may carry at most ${EDITOR_BODY_MAX_BYTES / 1024 / 1024} MB.`;
/**
 * The save check of GitHub mode: the editor's page posts a commit's files here before sending it to GitHub
 * (server/editor/ui/save-guard.ts). Under EDITOR_API, so every deployment that routes the editor routes it too.
 */
export const EDITOR_CHECK = `${EDITOR_API}/check`;
/** A commit the check reads: at most this many files. */
export const EDITOR_CHECK_MAX_FILES = 50;
