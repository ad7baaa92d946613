import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db';
import { files, multipart, openTestDatabase, testApp, validTalent } from '../testing/test-support';
import { attachmentName, storedResumeName } from './resume-name';
import { getResume } from '../leads/operations';

/** Bad file names, each with the name it is stored under (PDF bytes unless said). */
const badNames: [label: string, uploaded: string, stored: string][] = [
  ['bidi override hiding .exe', 'cv\u202efdp.exe', 'cvfdp.exe.pdf'],
  ['bidi isolates and marks', '\u2067cv\u2069\u200f.pdf', 'cv.pdf'],
  ['C1 controls', 'cv\u0085\u009b31m.pdf', 'cv31m.pdf'],
  ['C0 controls, ESC and DEL', 'cv\u001b[2J\u0007\u007f.pdf', 'cv[2J.pdf'],
  ['NUL before a second extension', 'cv.pdf\u0000.exe', 'cv.pdf.exe.pdf'],
  ['Unix path', '../../etc/passwd', 'passwd.pdf'],
  ['Windows path', 'C:\\Users\\ada\\cv.pdf', 'cv.pdf'],
  ['only dots', '...', 'resume.pdf'],
  ['two dots', '..', 'resume.pdf'],
  ['hidden file', '.bashrc', 'bashrc.pdf'],
  ['empty', '', 'resume.pdf'],
  ['only invisible characters', '\u202e\u200b\u0000', 'resume.pdf'],
  ['a wrong document extension', 'resume.docx', 'resume.pdf'],
  ['no extension', 'Resume Jane', 'Resume Jane.pdf'],
  ['shell metacharacters kept as text', '$(touch PWNED).pdf', '$(touch PWNED).pdf'],
  ['Windows reserved characters', 'a<b>c:d"e|f?g*.pdf', 'a_b_c_d_e_f_g_.pdf'],
  ['Windows device name', 'con.pdf', '_con.pdf'],
  ['line breaks and tabs', 'my\r\ncv\t2024.pdf', 'my cv 2024.pdf'],
  ['trailing dots and spaces', 'cv. . .', 'cv.pdf'],
  ['lone surrogate', 'cv\ud800.pdf', 'cv.pdf'],
  ['decomposed accents (NFC)', 'Zoe\u0308.pdf', 'Zoë.pdf'],
  ['very long', `${'a'.repeat(5000)}.pdf`, `${'a'.repeat(100)}.pdf`],
  ['very long with emoji (no split surrogate pair)', `${'🚀'.repeat(150)}.pdf`, `${'🚀'.repeat(100)}.pdf`],
];

describe('storedResumeName', () => {
  it.each(badNames)('%s', (_label, uploaded, stored) => {
    expect(storedResumeName(uploaded, 'pdf')).toBe(stored);
  });

  it('always ends with the sniffed format and holds no control, bidi or path character', () => {
    for (const [, uploaded] of badNames) {
      for (const format of ['pdf', 'doc', 'docx'] as const) {
        const name = storedResumeName(uploaded, format);
        expect(name.endsWith(`.${format}`)).toBe(true);
        expect(name).not.toMatch(/[\p{Cc}\p{Cf}\p{Cs}/\\]/u);
        expect(name).not.toMatch(/^\./);
        expect(Array.from(name).length).toBeLessThanOrEqual(106);
      }
    }
  });
});

describe('attachmentName', () => {
  it.each([
    ['Jane Doe', 'pdf', 'Jane-Doe-resume.pdf'],
    ['Zoë Ñúñez-Smith', 'docx', 'Zoe-Nunez-Smith-resume.docx'],
    ["O'Brien $(touch PWNED)", 'doc', 'O-Brien-touch-PWNED-resume.doc'],
    ['日本語', 'pdf', 'applicant-resume.pdf'],
    ['\u202eexe.pdf', 'pdf', 'exe-pdf-resume.pdf'],
    ['', 'pdf', 'applicant-resume.pdf'],
  ] as const)('%s -> %s', (name, format, expected) => {
    expect(attachmentName(name, format)).toBe(expected);
  });
});

describe('the API stores a normalised name', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase({ DATA_DIR: 'memory://' }, 'resume_name');
  }, 60_000);
  afterAll(async () => handle?.close());

  it.each([
    ['cv\u202efdp.exe', 'pdf', 'cvfdp.exe.pdf'],
    ['../cv\u0085.docx', 'doc', 'cv.doc'],
    ['\u0000', 'docx', 'resume.docx'],
  ] as const)('%j sniffed as %s is stored as %j (the bytes unchanged)', async (uploaded, format, stored) => {
    const bytes = files[format]();
    const response = await testApp(handle).request('/api/talent-pool', {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: multipart({ ...validTalent, email: `n${Math.random().toString(36).slice(2, 8)}@example.com` }, { bytes, name: uploaded }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const resume = await getResume(handle.db, id);
    expect(resume?.fileName).toBe(stored);
    expect(Buffer.compare(resume!.bytes, bytes)).toBe(0);
  });
});
