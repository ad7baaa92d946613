import { useCallback, useEffect, useState } from 'react';
import { brandColors } from '@/lib/brand';
import type { PublishStatus } from '../publish/publisher';
import { previewPathFor } from './preview-path';
import { unsavedReason, type SaveTracker } from './save-guard';

/** The Publish API and the preview, as server/editor/publish/routes.ts mounts them. */
const PUBLISH_API = '/api/keystatic/publish';
const PREVIEW_PATH = '/keystatic/preview';
/** How often the status is asked while the checks or the build run (GitHub mode: its API's hourly allowance). */
const POLL_MS = { local: 1500, github: 10_000 };

/** GitHub mode: the branch the editor works on, from Keystatic's address (/keystatic/branch/<name>/…). */
export function branchIn(editorPath: string): string | undefined {
  const match = /^\/keystatic\/branch\/([^/]+)/.exec(editorPath);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

const css = `
.publish-bar{position:fixed;right:1rem;bottom:1rem;z-index:2147483000;width:min(26rem,calc(100vw - 2rem));box-sizing:border-box;
  background:${brandColors.paperRaised};color:${brandColors.fg};border:1px solid ${brandColors.line};border-radius:12px;
  box-shadow:0 8px 30px rgb(11 13 18 / 0.16);padding:.75rem .9rem;font:14px/1.45 system-ui,sans-serif}
.publish-bar h2{margin:0 0 .25rem;font-size:13px;font-weight:650;letter-spacing:.02em;text-transform:uppercase;color:${brandColors.fgMuted}}
.publish-bar p{margin:0}
.publish-bar[data-state=refused] .publish-status,.publish-bar[data-state=failed] .publish-status{color:#a3131f}
.publish-bar ul{margin:.4rem 0 0;padding-left:1.1rem;max-height:8rem;overflow:auto;font-size:13px;color:${brandColors.fgMuted}}
.publish-actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:.6rem}
.publish-actions button,.publish-actions a{font:inherit;font-weight:600;border-radius:8px;padding:.4rem .8rem;cursor:pointer;text-decoration:none;
  border:1px solid ${brandColors.line};background:${brandColors.paperRaised};color:${brandColors.fg}}
.publish-actions .primary{background:${brandColors.accent};border-color:${brandColors.accent};color:#fff}
.publish-actions button:disabled{cursor:not-allowed;opacity:.55}
.publish-actions button:focus-visible,.publish-actions a:focus-visible{outline:3px solid ${brandColors.accent};outline-offset:2px}
@media (max-width:40rem){.publish-bar{right:.5rem;left:.5rem;bottom:.5rem;width:auto;padding:.55rem .7rem;font-size:13px}.publish-actions{margin-top:.4rem}}
`;

const running = (status: PublishStatus | undefined) => status?.state === 'checking' || status?.state === 'building';

async function ask(method: 'GET' | 'POST', path: string, github: boolean): Promise<{ status?: PublishStatus; message?: string }> {
  const branch = branchIn(window.location.pathname);
  if (github && !branch) return { message: 'Open your branch (the branch menu, top left) to publish from it.' };
  try {
    const response = await fetch(`${PUBLISH_API}${path}${github ? `?branch=${encodeURIComponent(branch ?? '')}` : ''}`, { method, headers: { accept: 'application/json' }, credentials: 'same-origin' });
    const body = (await response.json()) as PublishStatus | { message?: string; status?: PublishStatus };
    if (response.ok) return { status: body as PublishStatus };
    const refused = body as { message?: string; status?: PublishStatus };
    return { status: refused.status, message: refused.message ?? `The server answered ${response.status}.` };
  } catch {
    return { message: 'The server could not be reached: try again in a moment.' };
  }
}

/**
 * The editor's Publish control, outside Keystatic's own UI: the status in a live region, Publish, then Preview and
 * Make it live when the release is built, and Roll back once a publish has gone live (docs/editing.md).
 */
export function PublishBar({ collections, github = false, saves }: { collections: Record<string, { previewUrl?: string }>; github?: boolean; saves?: SaveTracker }) {
  const [status, setStatus] = useState<PublishStatus>();
  const [note, setNote] = useState<string>();
  const [busy, setBusy] = useState(false);

  const show = useCallback((answer: Awaited<ReturnType<typeof ask>>) => {
    if (answer.status) setStatus(answer.status);
    setNote(answer.message);
  }, []);

  // The status once on opening, then again and again while the checks or the build run.
  useEffect(() => {
    if (status !== undefined && !running(status)) return;
    let cancelled = false;
    const timer = setTimeout(
      () => void ask('GET', '', github).then((answer) => !cancelled && show(answer)),
      status === undefined ? 0 : POLL_MS[github ? 'github' : 'local'],
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [status, show, github]);

  const act = async (path: '' | '/live' | '/rollback') => {
    setBusy(true);
    if (path === '' && saves) {
      // A save just sent (Create, then Publish at once) lands before the build reads the files; an unsaved change stops it.
      const justSaved = saves.pending;
      setNote('Waiting for the save to finish…');
      await saves.settled();
      const reason = unsavedReason(window.location.pathname, saves.refused, justSaved);
      setNote(reason);
      if (reason) return setBusy(false);
    }
    show(await ask('POST', path, github));
    setBusy(false);
  };

  const preview = () => `${PREVIEW_PATH}${previewPathFor(window.location.pathname, collections)}`;
  const text = status?.message ?? (note ? '' : 'Reading the publish status…');

  return (
    <section className="publish-bar" aria-labelledby="publish-bar-title" data-state={status?.state ?? 'loading'}>
      <style>{css}</style>
      <h2 id="publish-bar-title">Publish</h2>
      <div role="status" aria-live="polite">
        {text ? <p className="publish-status">{text}</p> : null}
        {note ? <p>{note}</p> : null}
        {status?.problems?.length ? (
          <ul aria-label="What to fix">
            {status.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="publish-actions">
        <button type="button" className={status?.canMakeLive ? undefined : 'primary'} disabled={busy || running(status) || (!github && !status)} onClick={() => void act('')}>
          {running(status) ? 'Publishing…' : 'Publish'}
        </button>
        {status?.canMakeLive ? (
          <>
            <a href={preview()} target="_blank" rel="noopener" onFocus={(event) => (event.currentTarget.href = preview())} onMouseEnter={(event) => (event.currentTarget.href = preview())}>
              Preview
            </a>
            <button type="button" className="primary" disabled={busy} onClick={() => void act('/live')}>
              Make it live
            </button>
          </>
        ) : null}
        {status?.link ? (
          <a href={status.link} target="_blank" rel="noopener">
            Pull request
          </a>
        ) : null}
        {status?.canRollBack ? (
          <button type="button" disabled={busy} onClick={() => void act('/rollback')}>
            Roll back
          </button>
        ) : null}
      </div>
    </section>
  );
}
