/**
 * The admin UI's browser entry (bundled by scripts/build-server.mjs into dist/server/editor/editor.js and served at
 * /keystatic by the Node server, never by the static export). The storage kind and repository come from the HTML
 * shell (server/editor/routes.ts), so one build serves local and GitHub mode.
 */
import type { Config } from '@keystatic/core';
import { Keystatic } from '@keystatic/core/ui';
import { createRoot } from 'react-dom/client';
import { collections, editorConfig, type EditorStorage } from '../keystatic.config';
import { keepRemoveButtonsNamed } from './button-names';
import { PublishBar } from './publish-bar';
import { labelledProblems, markFields } from './refusal-marks';
import { guardSaves, SaveTracker } from './save-guard';

const settingsElement = document.getElementById('editor-settings');
const settings = JSON.parse(settingsElement?.textContent ?? '{}') as { storage?: EditorStorage; publish?: boolean };
// Every save passes the site's checks first (server/editor/save-check.ts); a refusal is shown next to its fields.
// The saves are tracked for Publish, which waits for one on its way and refuses while the last was refused.
const saves = new SaveTracker();
window.fetch = guardSaves(
  window.fetch.bind(window),
  (problems) => {
    markFields(document, labelledProblems(collections as unknown as Parameters<typeof labelledProblems>[0], problems));
  },
  saves,
);
const root = document.getElementById('root');
if (root && settings.storage) {
  // The UI takes the widened Config; the typed one's `ui` option is invariant in the collection keys.
  createRoot(root).render(<Keystatic config={editorConfig(settings.storage) as unknown as Config} />);
}
// Keystatic's bin buttons get the name their tooltip shows (server/editor/ui/button-names.ts).
keepRemoveButtonsNamed(document);
// The Publish control (server/editor/ui/publish-bar.tsx) in a root of its own beside Keystatic's, when the server has one.
const publishRoot = document.getElementById('publish-bar');
if (publishRoot && settings.publish) createRoot(publishRoot).render(<PublishBar collections={collections} github={settings.storage?.kind === 'github'} saves={saves} />);
