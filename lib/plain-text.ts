/**
 * Stored text made safe to put in a mail or a file name, whatever was stored: no controls, bidi overrides or other
 * invisible characters anywhere, and no line break in a header.
 */

/** Controls (C0, DEL, C1), format characters (bidi overrides and isolates, zero-width, BOM), lone surrogates, private use. */
export const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}]/gu;

/** One line (a subject, a name, an address): every run of spaces and line breaks one space, the invisible dropped. */
export const oneLine = (value: unknown) =>
  String(value ?? '')
    .replace(/[\s\p{Z}]+/gu, ' ')
    .replace(INVISIBLE, '')
    .trim();

/** A block of text (a message): line breaks kept as \n, other spaces one space each, the invisible dropped. */
export const textBlock = (value: unknown) =>
  String(value ?? '')
    .replace(/\r\n?/g, '\n')
    .replace(/[\p{Zl}\p{Zp}]/gu, '\n')
    .replace(/[^\S\n]/g, ' ')
    .replace(INVISIBLE, (char) => (char === '\n' ? char : ''))
    .trim();
