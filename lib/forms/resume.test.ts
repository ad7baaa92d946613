import { describe, expect, it } from 'vitest';
import { RESUME_ACCEPT, RESUME_HINT, RESUME_MAX_BYTES, resumeFileProblem } from './resume';

const file = (name: string, size: number, type = '') => ({ name, size, type });
const MB = 1024 * 1024;

describe('resume rules (PDF, DOC, DOCX, max 5MB)', () => {
  it('accepts PDF, DOC and DOCX, by extension and declared type', () => {
    expect(resumeFileProblem(file('cv.pdf', 200_000, 'application/pdf'), true)).toBeNull();
    expect(resumeFileProblem(file('cv.doc', 200_000, 'application/msword'), true)).toBeNull();
    expect(resumeFileProblem(file('CV.DOCX', 200_000, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'), true)).toBeNull();
    expect(resumeFileProblem(file('cv.pdf', 200_000), true)).toBeNull(); // some systems declare no type
  });

  it('refuses other types, and a PDF name with a foreign type', () => {
    expect(resumeFileProblem(file('notes.txt', 2_000, 'text/plain'), true)).toBe('notes.txt is not a PDF, DOC or DOCX file. Please choose a resume in one of those formats.');
    expect(resumeFileProblem(file('photo.png', 2_000, 'image/png'), true)).toMatch(/not a PDF, DOC or DOCX/);
    expect(resumeFileProblem(file('cv.pdf', 2_000, 'text/plain'), true)).toMatch(/not a PDF, DOC or DOCX/);
    expect(resumeFileProblem(file('pdf', 2_000), true)).toMatch(/not a PDF, DOC or DOCX/);
  });

  it('takes up to exactly 5 MB and refuses 6 MB', () => {
    expect(RESUME_MAX_BYTES).toBe(5 * MB);
    expect(resumeFileProblem(file('cv.pdf', 5 * MB, 'application/pdf'), true)).toBeNull();
    expect(resumeFileProblem(file('cv.pdf', 5 * MB + 1, 'application/pdf'), true)).toMatch(/the limit is 5 MB/);
    expect(resumeFileProblem(file('big.pdf', 6 * MB, 'application/pdf'), true)).toBe('big.pdf is 6.0 MB; the limit is 5 MB. Please choose a smaller file.');
  });

  it('refuses an empty file', () => {
    expect(resumeFileProblem(file('cv.pdf', 0, 'application/pdf'), true)).toBe('cv.pdf is empty. Please choose another file.');
  });

  it('asks for a file only where one is required', () => {
    expect(resumeFileProblem(null, true)).toBe('Please attach your resume (PDF, DOC or DOCX, up to 5 MB).');
    expect(resumeFileProblem(undefined, false)).toBeNull();
  });

  it('tells the browser and the visitor the same formats', () => {
    expect(RESUME_HINT).toBe('PDF, DOC, DOCX, max 5MB');
    expect(RESUME_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.pdf', '.doc', '.docx', 'application/pdf']));
  });
});
