import { createTutor, createUser } from '../../../src/server/factories/index.js';
import type { UserRow } from '../../../src/server/db/schema.js';
import { signInAs, type TestApp } from './app.js';

export interface TutorWorld {
  tutor: UserRow;
  otherTutor: UserRow;
  admin: UserRow;
  parent: UserRow;
  student: UserRow;
  cookies: Record<'tutor' | 'otherTutor' | 'admin' | 'parent' | 'student', string>;
}

/** Two tutors (to test ownership), an admin (a safeguarding lead), and a family pair for the refusals. */
export async function createTutorWorld(t: TestApp): Promise<TutorWorld> {
  const [tutor, otherTutor, admin, parent, student] = await Promise.all([
    createTutor(t.db, { fullName: 'Tess Tutor' }),
    createTutor(t.db, { fullName: 'Otto Other' }),
    createUser(t.db, { role: 'admin', fullName: 'Ada Admin', safeguardingLead: true }),
    createUser(t.db, { role: 'parent' }),
    createUser(t.db, { role: 'student', fullName: 'Sam Student' }),
  ]);
  return {
    tutor,
    otherTutor,
    admin,
    parent,
    student,
    cookies: {
      tutor: await signInAs(t, tutor),
      otherTutor: await signInAs(t, otherTutor),
      admin: await signInAs(t, admin),
      parent: await signInAs(t, parent),
      student: await signInAs(t, student),
    },
  };
}

/** A multipart/form-data body with one file field, as a browser sends it. */
export function multipartFile(
  field: string,
  filename: string,
  content: Buffer,
  contentType = 'application/octet-stream',
) {
  const boundary = `----classperk${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest real files of each kind the upload accepts (and one it must refuse). */
export const SAMPLE_FILES = {
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  html: Buffer.from('<!doctype html><script>alert(1)</script>'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0')]),
  /** An Office 97–2003 (OLE compound) header: Word, Excel and PowerPoint files all start so. */
  ole: Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(504, 0),
  ]),
};
