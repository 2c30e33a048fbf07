import { open, readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { UploadedFile } from '../../../shared/content/schemas.js';

interface Detected {
  mime: string;
  ext: string;
  type: UploadedFile['type'];
}

const OOXML = 'application/vnd.openxmlformats-officedocument.';

/** Each Office Open XML extension, what it is stored as, and the type its main part must have. */
const OFFICE: Record<string, { detected: Detected; mainPart: string }> = {
  docx: {
    detected: { mime: `${OOXML}wordprocessingml.document`, ext: 'docx', type: 'doc' },
    mainPart: `${OOXML}wordprocessingml.document.main+xml`,
  },
  pptx: {
    detected: { mime: `${OOXML}presentationml.presentation`, ext: 'pptx', type: 'ppt' },
    mainPart: `${OOXML}presentationml.presentation.main+xml`,
  },
  xlsx: {
    detected: { mime: `${OOXML}spreadsheetml.sheet`, ext: 'xlsx', type: 'other' },
    mainPart: `${OOXML}spreadsheetml.sheet.main+xml`,
  },
};
const CONTENT_TYPES = '[Content_Types].xml';
// A real content types part is a few kilobytes; anything far bigger is not one worth inflating.
const MAX_CONTENT_TYPES_BYTES = 1_048_576;

const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return match?.[1] ?? match?.[2];
};

/**
 * True when the zip's content types part declares a part of the given main type and that part is
 * in the zip: how Office itself knows a package is a Word, PowerPoint or Excel document.
 */
function declaresMainPart(zip: Buffer, mainPart: string): boolean {
  const names = new Set<string>();
  let xml: Uint8Array | undefined;
  try {
    xml = unzipSync(zip, {
      filter: (file) => {
        names.add(file.name.toLowerCase());
        return file.name === CONTENT_TYPES && file.originalSize <= MAX_CONTENT_TYPES_BYTES;
      },
    })[CONTENT_TYPES];
  } catch {
    return false;
  }
  if (!xml) return false;
  const overrides = new TextDecoder().decode(xml).match(/<Override\b[^>]*>/g) ?? [];
  return overrides.some((tag) => {
    const partName = attribute(tag, 'PartName');
    return (
      attribute(tag, 'ContentType') === mainPart &&
      !!partName &&
      names.has(partName.replace(/^\//, '').toLowerCase())
    );
  });
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * The file's real type from its content, never from its name: PDF, images, and Office documents
 * (the zip-based formats by their content types part, the older OLE ones by signature). Anything
 * else is refused.
 */
export async function detectFileType(filePath: string, name: string): Promise<Detected | null> {
  const head = Buffer.alloc(16);
  const handle = await open(filePath, 'r');
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  const lower = name.toLowerCase();
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d]))
    return { mime: 'application/pdf', ext: 'pdf', type: 'pdf' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', ext: 'png', type: 'other' };
  if (startsWith(head, [0xff, 0xd8, 0xff]))
    return { mime: 'image/jpeg', ext: 'jpg', type: 'other' };
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38]))
    return { mime: 'image/gif', ext: 'gif', type: 'other' };
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { mime: 'image/webp', ext: 'webp', type: 'other' };
  }
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    // A zip is accepted only as the Office document its name says and its content types declare.
    const office = OFFICE[lower.slice(lower.lastIndexOf('.') + 1)];
    if (!office || !declaresMainPart(await readFile(filePath), office.mainPart)) return null;
    return office.detected;
  }
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    if (lower.endsWith('.ppt'))
      return { mime: 'application/vnd.ms-powerpoint', ext: 'ppt', type: 'ppt' };
    if (lower.endsWith('.xls'))
      return { mime: 'application/vnd.ms-excel', ext: 'xls', type: 'other' };
    return { mime: 'application/msword', ext: 'doc', type: 'doc' };
  }
  return null;
}
