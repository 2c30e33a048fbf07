import chardet from 'chardet';
import iconv from 'iconv-lite';
import { IMPORT_MSG } from '../../../../shared/onboarding/import-messages.js';
import { badRequest } from '../../../http/errors.js';

/**
 * Encodings a spreadsheet program or HR system saves a CSV in. chardet cannot tell the Latin code
 * pages apart reliably, and Windows-1252 is a superset of ISO-8859-1's printable characters, so
 * all of them are read as Windows-1252 (Excel's "CSV (Comma delimited)" on a UK or US PC).
 */
const LATIN = new Set(['ISO-8859-1', 'ISO-8859-15', 'windows-1252', 'ISO-8859-2', 'windows-1250']);

// Tab, line feed, form feed and carriage return: the only control characters text holds. An image,
// a zip or an Office 97–2003 workbook renamed .csv has others.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

function utf16Of(bytes: Buffer): 'utf-16le' | 'utf-16be' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  // Without a byte-order mark, ASCII text in UTF-16 has a zero in every other byte.
  const head = bytes.subarray(0, 4096);
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < head.length; i++) {
    if (head[i] !== 0) continue;
    if (i % 2) oddZeros++;
    else evenZeros++;
  }
  const half = head.length / 2;
  if (oddZeros > half * 0.4 && evenZeros < half * 0.05) return 'utf-16le';
  if (evenZeros > half * 0.4 && oddZeros < half * 0.05) return 'utf-16be';
  return null;
}

function decode(bytes: Buffer): string {
  const utf16 = utf16Of(bytes);
  if (utf16) return iconv.decode(bytes, utf16, { stripBOM: true });
  try {
    // Strict: a Windows-1252 "ë" is not valid UTF-8, so it is never read as U+FFFD here.
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    const detected = chardet.detect(bytes);
    const encoding = detected && LATIN.has(detected) ? 'windows-1252' : detected;
    if (!encoding || !iconv.encodingExists(encoding)) throw badRequest(IMPORT_MSG.unreadableText);
    return iconv.decode(bytes, encoding);
  }
}

/**
 * A CSV file's text, in whichever encoding it was saved. Text that still holds a replacement
 * character or control characters is refused rather than stored as "Zo� Bront�" (issue 30 §1).
 */
export function csvText(bytes: Buffer): string {
  const text = decode(bytes);
  if (CONTROL.test(text)) throw badRequest(IMPORT_MSG.invalidFileType);
  if (text.includes('\uFFFD')) throw badRequest(IMPORT_MSG.unreadableText);
  return text;
}
