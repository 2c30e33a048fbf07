import type { UploadedFile } from '../../../shared/content/schemas.js';

interface Detected {
  mime: string;
  ext: string;
  type: UploadedFile['type'];
}

const OOXML = 'application/vnd.openxmlformats-officedocument.';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * The file's real type from its first bytes, never from its name: PDF, images, and Office
 * documents (both the zip-based formats and the older OLE ones). Anything else is refused.
 */
export function detectFileType(head: Buffer, name: string): Detected | null {
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
    // A zip is accepted only as an Office Open XML document: the right name and Office part names.
    const text = head.toString('latin1');
    if (!/\[Content_Types\]\.xml|_rels\/|word\/|ppt\/|xl\//.test(text)) return null;
    if (lower.endsWith('.docx'))
      return { mime: `${OOXML}wordprocessingml.document`, ext: 'docx', type: 'doc' };
    if (lower.endsWith('.pptx'))
      return { mime: `${OOXML}presentationml.presentation`, ext: 'pptx', type: 'ppt' };
    if (lower.endsWith('.xlsx'))
      return { mime: `${OOXML}spreadsheetml.sheet`, ext: 'xlsx', type: 'other' };
    return null;
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
