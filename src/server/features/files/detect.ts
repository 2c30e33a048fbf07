import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { UploadedFile } from '../../../shared/content/schemas.js';
import { HttpError } from '../../http/errors.js';

interface Detected {
  mime: string;
  ext: string;
  type: UploadedFile['type'];
}

const OOXML = 'application/vnd.openxmlformats-officedocument.';

/** Each Office Open XML extension, what it is stored as, and the type its main part must have. */
const OFFICE = {
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
} satisfies Record<string, { detected: Detected; mainPart: string }>;
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

/** A stored upload: its media type, the extension of its id, and the resource type it suggests. */
type Format = { names: string[]; detected: Detected };

/** A kind of content we take: what to call it in a message, and the names and types it may have. */
interface Kind {
  what: string;
  formats: Format[];
  /** Other media types browsers send for it, besides its own and application/octet-stream. */
  aliases?: string[];
  /** Office Open XML: the main part its content types must declare. */
  mainPart?: string;
}

const image = (ext: string, what: string, names = [ext], mime = `image/${ext}`): Kind => ({
  what,
  formats: [{ names, detected: { mime, ext, type: 'other' } }],
});
const office = (ext: keyof typeof OFFICE, what: string): Kind => ({
  what,
  formats: [{ names: [ext], detected: OFFICE[ext].detected }],
  aliases: ['application/zip', 'application/x-zip-compressed'],
  mainPart: OFFICE[ext].mainPart,
});

/** What we take, by the type `file-type` reads from the content. */
const KINDS: Record<string, Kind> = {
  pdf: {
    what: 'a PDF',
    formats: [{ names: ['pdf'], detected: { mime: 'application/pdf', ext: 'pdf', type: 'pdf' } }],
  },
  png: image('png', 'a PNG image'),
  jpg: { ...image('jpg', 'a JPEG image', ['jpg', 'jpeg'], 'image/jpeg'), aliases: ['image/pjpeg'] },
  gif: image('gif', 'a GIF image'),
  webp: image('webp', 'a WebP image'),
  docx: office('docx', 'a Word document'),
  pptx: office('pptx', 'a PowerPoint presentation'),
  xlsx: office('xlsx', 'an Excel workbook'),
  // Word, Excel and PowerPoint 97–2003 share one container: only the name tells them apart.
  cfb: {
    what: 'an Office 97–2003 file',
    formats: [
      { names: ['doc'], detected: { mime: 'application/msword', ext: 'doc', type: 'doc' } },
      { names: ['xls'], detected: { mime: 'application/vnd.ms-excel', ext: 'xls', type: 'other' } },
      {
        names: ['ppt'],
        detected: { mime: 'application/vnd.ms-powerpoint', ext: 'ppt', type: 'ppt' },
      },
    ],
  },
};

const NOT_ALLOWED = 'This file type is not allowed. Upload a PDF, an Office document or an image.';
const orList = new Intl.ListFormat('en-GB', { type: 'disjunction' });

/**
 * The upload's type, read from its content by `file-type`, once its name and the media type the
 * browser declared agree with that content (a PNG named `poly.html` is refused, not stored under
 * that name). Only PDFs, images and Office documents are taken; a refusal is a 415 that says why.
 */
export async function checkUpload(
  filePath: string,
  name: string,
  declaredType: string,
): Promise<Detected> {
  // file-type takes a seventh of a second to load; only an upload needs it, never a start.
  const { fileTypeFromFile } = await import('file-type');
  const kind = KINDS[(await fileTypeFromFile(filePath))?.ext ?? ''];
  if (!kind) throw new HttpError(415, NOT_ALLOWED);
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  const format = kind.formats.find((f) => f.names.includes(extension));
  if (!format) {
    const names = kind.formats.flatMap((f) => f.names.map((n) => `.${n}`));
    throw new HttpError(
      415,
      `The file's name does not match its content: it is ${kind.what}, so its name must end in ${orList.format(names)}.`,
    );
  }
  const declared = declaredType.split(';')[0]!.trim().toLowerCase();
  const fits = [format.detected.mime, 'application/octet-stream', '', ...(kind.aliases ?? [])];
  if (!fits.includes(declared)) {
    throw new HttpError(
      415,
      `The file's type (${declared}) does not match its content: it is ${kind.what}.`,
    );
  }
  // A zip is taken only as the Office document its content types declare, as Office reads it.
  if (kind.mainPart && !declaresMainPart(await readFile(filePath), kind.mainPart)) {
    throw new HttpError(415, NOT_ALLOWED);
  }
  return format.detected;
}
