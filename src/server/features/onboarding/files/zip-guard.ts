import { inflateRawSync } from 'node:zlib';
import { IMPORT_MSG } from '../../../../shared/onboarding/import-messages.js';
import { badRequest } from '../../../http/errors.js';

/** Most bytes a workbook may unpack to: a thousand rows of employees take about 1 MB. */
export const UNPACKED_MAX_BYTES = 20 * 1024 * 1024;
const ENTRIES_MAX = 500;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

const unreadable = () => badRequest(IMPORT_MSG.unreadableWorkbook);

/**
 * Unpacks every entry of a zip (an .xlsx is one) with a cap on the bytes it may produce, before
 * the workbook library sees it: a zip bomb's sizes in its directory can lie, the inflated bytes
 * cannot. Throws a 400 with what to do for a damaged, oversized or ZIP64 archive.
 */
export function checkZip(bytes: Buffer) {
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let i = bytes.length - 22; i >= searchFrom; i--) {
    if (bytes.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end === -1) throw unreadable();
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (count > ENTRIES_MAX) throw unreadable();

  let budget = UNPACKED_MAX_BYTES;
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw unreadable();
    const method = bytes.readUInt16LE(at + 10);
    const packed = bytes.readUInt32LE(at + 20);
    const local = bytes.readUInt32LE(at + 42);
    at +=
      46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    // ZIP64 marks its sizes 0xFFFFFFFF; no workbook of a thousand rows needs it.
    if (packed === 0xffffffff || local + 30 > bytes.length) throw unreadable();
    if (bytes.readUInt32LE(local) !== LOCAL_HEADER) throw unreadable();
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(start, start + packed);
    let size: number;
    if (method === 0) size = data.length;
    else if (method === 8) {
      try {
        size = inflateRawSync(data, { maxOutputLength: Math.max(1, budget) }).length;
      } catch {
        throw badRequest(IMPORT_MSG.tooLarge);
      }
    } else throw unreadable();
    budget -= size;
    if (budget < 0) throw badRequest(IMPORT_MSG.tooLarge);
  }
}
