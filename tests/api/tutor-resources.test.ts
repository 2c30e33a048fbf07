import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles } from '../../src/server/db/schema.js';
import { createResource } from '../../src/server/factories/index.js';
import { HOUSEKEEPING_TASKS } from '../../src/server/features/housekeeping/tasks.js';
import type { FilteredPage, Resource, UploadedFile } from '../../src/shared/content/schemas.js';
import { SERVER_MSG } from '../../src/shared/messages.js';
import { del, expectFieldErrors, messageOf, put } from './support/admin.js';
import { createTestApp, type TestApp } from './support/app.js';
import { expectPagingContract } from './support/paging.js';
import { createTutorWorld, multipartFile, SAMPLE_FILES, type TutorWorld } from './support/tutor.js';

/* Spec 2 §5 and §7 resources, and the uploads they point to: typed by content, served signed-in. */

let t: TestApp;
let w: TutorWorld;
let uploadDir: string;
let theirsId: number;

const valid = {
  title: 'Vectors worksheet',
  description: 'Column vectors and magnitude.',
  subject: 'Mathematics',
  externalUrl: 'https://example.org/vectors',
  type: 'link',
  size: 0,
};

const upload = (cookie: string | undefined, name: string, content: Buffer, type?: string) =>
  t.request({
    method: 'POST',
    url: '/api/uploads',
    cookie,
    ...multipartFile('file', name, content, type),
  });

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'classperk-uploads-'));
  t = await createTestApp({ env: { UPLOAD_DIR: uploadDir, UPLOAD_MAX_MB: '1' } });
  w = await createTutorWorld(t);
  await createResource(t.db, {
    tutorId: w.tutor.id,
    title: 'Quadratics PDF',
    subject: 'Mathematics',
    type: 'pdf',
    description: 'Factorising',
  });
  await createResource(t.db, {
    tutorId: w.tutor.id,
    title: 'Poems quiz',
    subject: 'English',
    type: 'quiz',
  });
  theirsId = (
    await createResource(t.db, {
      tutorId: w.otherTutor.id,
      title: 'Atoms link',
      subject: 'Chemistry',
      type: 'link',
    })
  ).id;
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const titles = async (query: string) => {
  const res = await t.get(`/api/resources${query}`, { cookie: w.cookies.tutor });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FilteredPage<Resource>>();
};

describe('GET /api/resources', () => {
  it('filters by search, type and subject, listing the subjects present', async () => {
    expect((await titles('?search=factor')).items.map((r) => r.title)).toEqual(['Quadratics PDF']);
    expect((await titles('?type=quiz')).items.map((r) => r.title)).toEqual(['Poems quiz']);
    const bySubject = await titles('?subject=Chemistry');
    expect(bySubject.items.map((r) => r.title)).toEqual(['Atoms link']);
    expect(bySubject.subjects).toEqual(['Chemistry', 'English', 'Mathematics']);
  });

  it('finds every kind of presentation under the one Presentation type', async () => {
    const subject = `Slides ${randomUUID().slice(0, 8)}`;
    for (const type of ['ppt', 'pptx', 'presentation', 'pdf'])
      await createResource(t.db, { tutorId: w.tutor.id, subject, title: `A ${type}`, type });
    const found = await titles(`?subject=${encodeURIComponent(subject)}&type=ppt`);
    expect(found.items.map((r) => r.title).sort()).toEqual(['A ppt', 'A pptx', 'A presentation']);
  });

  it('keeps the paging contract while resources are added, at the microsecond the database stores', async () => {
    const subject = `Paging ${randomUUID().slice(0, 8)}`;
    await expectPagingContract(t, {
      url: `/api/resources?subject=${encodeURIComponent(subject)}`,
      cookie: w.cookies.tutor,
      insert: async (count) => {
        const ids = [];
        for (let i = 0; i < count; i++)
          ids.push((await createResource(t.db, { tutorId: w.tutor.id, subject })).id);
        return ids;
      },
    });
  });

  it('answers 401 when signed out and 404 for an unknown id', async () => {
    expect((await t.get('/api/resources')).statusCode).toBe(401);
    expect((await t.get('/api/resources/999999', { cookie: w.cookies.tutor })).statusCode).toBe(
      404,
    );
  });
});

describe('POST /api/resources', () => {
  it('creates a link resource owned by the tutor', async () => {
    const res = await t.post(
      '/api/resources',
      { ...valid, tutorId: w.otherTutor.id },
      { cookie: w.cookies.tutor },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Resource>()).toMatchObject({
      title: valid.title,
      tutorId: w.tutor.id,
      fileUrl: null,
      size: 0,
    });
    await del(t, `/api/resources/${res.json<Resource>().id}`, w.cookies.tutor);
  });

  it('needs a file URL or an external URL, said on the file URL', async () => {
    const res = await t.post(
      '/api/resources',
      { ...valid, externalUrl: '' },
      { cookie: w.cookies.tutor },
    );
    expectFieldErrors(res, { fileUrl: 'Either File URL or External URL must be provided' });
  });

  it.each(['javascript:alert(1)', 'data:application/pdf;base64,JVBERi0=', 'not a url'])(
    'refuses the URL %s',
    async (url) => {
      const res = await t.post(
        '/api/resources',
        { ...valid, fileUrl: url, externalUrl: url },
        { cookie: w.cookies.tutor },
      );
      expectFieldErrors(res, {
        fileUrl: 'Please enter a valid URL',
        externalUrl: 'Please enter a valid URL',
      });
    },
  );

  it('checks the type list, the size and the title', async () => {
    const res = await t.post(
      '/api/resources',
      { ...valid, type: 'exe', size: -1, title: '' },
      { cookie: w.cookies.tutor },
    );
    expect(res.statusCode).toBe(400);
    const errors = res.json<{ errors: Record<string, string[]> }>().errors;
    expect(Object.keys(errors).sort()).toEqual(['size', 'title', 'type']);
    expect(errors.size?.[0]).toBe('Size cannot be negative');
  });

  it('defaults the type to pdf', async () => {
    const { type: _type, ...body } = valid;
    const res = await t.post('/api/resources', body, { cookie: w.cookies.tutor });
    expect(res.json<Resource>().type).toBe('pdf');
    await del(t, `/api/resources/${res.json<Resource>().id}`, w.cookies.tutor);
  });

  it('refuses a link to an upload that does not exist', async () => {
    const res = await t.post(
      '/api/resources',
      { ...valid, fileUrl: `/api/files/${'a'.repeat(32)}.pdf` },
      { cookie: w.cookies.tutor },
    );
    expectFieldErrors(res, {
      fileUrl: 'That file is no longer available. Please upload it again.',
    });
  });

  it.each(['parent', 'student'] as const)('refuses a %s with 403', async (role) => {
    const res = await t.post('/api/resources', valid, { cookie: w.cookies[role] });
    expect(res.statusCode).toBe(403);
    expect(messageOf(res)).toBe(SERVER_MSG.forbidden);
  });
});

describe('PUT and DELETE /api/resources/:id', () => {
  it("refuses another tutor's resource with 403; an admin may change it", async () => {
    expect((await put(t, `/api/resources/${theirsId}`, valid, w.cookies.tutor)).statusCode).toBe(
      403,
    );
    expect((await del(t, `/api/resources/${theirsId}`, w.cookies.tutor)).statusCode).toBe(403);
    const res = await put(
      t,
      `/api/resources/${theirsId}`,
      { ...valid, title: 'Atoms (admin)' },
      w.cookies.admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<Resource>()).toMatchObject({
      title: 'Atoms (admin)',
      tutorId: w.otherTutor.id,
    });
  });

  it('answers 404 for an unknown id and 403 to families', async () => {
    expect((await put(t, '/api/resources/999999', valid, w.cookies.tutor)).statusCode).toBe(404);
    expect((await del(t, '/api/resources/999999', w.cookies.tutor)).statusCode).toBe(404);
    expect((await put(t, `/api/resources/${theirsId}`, valid, w.cookies.parent)).statusCode).toBe(
      403,
    );
    expect((await del(t, `/api/resources/${theirsId}`, w.cookies.student)).statusCode).toBe(403);
  });
});

describe('POST /api/uploads and GET /api/files/:id', () => {
  it('stores a PDF, which a resource can then point to and a signed-in family can download', async () => {
    const res = await upload(
      w.cookies.tutor,
      'Worksheet 3.pdf',
      SAMPLE_FILES.pdf,
      'application/pdf',
    );
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json<UploadedFile>();
    expect(file).toMatchObject({ name: 'Worksheet 3.pdf', type: 'pdf', size: 1 });
    expect(file.fileUrl).toMatch(/^\/api\/files\/[a-f0-9]{32}\.pdf$/);
    expect(await readdir(uploadDir)).toContain(file.fileUrl.split('/').pop());

    const created = await t.post(
      '/api/resources',
      { ...valid, externalUrl: '', fileUrl: file.fileUrl, type: 'pdf', size: file.size },
      { cookie: w.cookies.tutor },
    );
    expect(created.statusCode, created.body).toBe(201);

    const download = await t.get(file.fileUrl, { cookie: w.cookies.parent });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="Worksheet 3.pdf"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
  });

  it('deletes an uploaded file once no resource points to it any more', async () => {
    const uploadPdf = async () => {
      const res = await upload(w.cookies.tutor, 'Notes.pdf', SAMPLE_FILES.pdf, 'application/pdf');
      return res.json<UploadedFile>().fileUrl;
    };
    const createWith = async (fileUrl: string) => {
      const res = await t.post(
        '/api/resources',
        { ...valid, externalUrl: '', fileUrl, type: 'pdf', size: 1 },
        { cookie: w.cookies.tutor },
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Resource>().id;
    };
    const stored = async (fileUrl: string) => ({
      onDisk: (await readdir(uploadDir)).includes(fileUrl.split('/').pop()!),
      served: (await t.get(fileUrl, { cookie: w.cookies.parent })).statusCode,
    });

    const shared = await uploadPdf();
    const first = await createWith(shared);
    const second = await createWith(shared);
    expect((await del(t, `/api/resources/${first}`, w.cookies.tutor)).statusCode).toBe(204);
    expect(await stored(shared)).toEqual({ onDisk: true, served: 200 });
    expect((await del(t, `/api/resources/${second}`, w.cookies.tutor)).statusCode).toBe(204);
    expect(await stored(shared)).toEqual({ onDisk: false, served: 404 });

    const replaced = await uploadPdf();
    const replacement = await uploadPdf();
    const resource = await createWith(replaced);
    const edited = await put(
      t,
      `/api/resources/${resource}`,
      { ...valid, externalUrl: '', fileUrl: replacement, type: 'pdf', size: 1 },
      w.cookies.tutor,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await stored(replaced)).toEqual({ onDisk: false, served: 404 });
    expect(await stored(replacement)).toEqual({ onDisk: true, served: 200 });
  });

  it('keeps uploads whose form was never saved until the housekeeping job, a day on', async () => {
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    const oldUpload = async (id: string) => {
      await writeFile(path.join(uploadDir, id), SAMPLE_FILES.pdf);
      await t.db.insert(uploadedFiles).values({
        id,
        originalName: 'old.pdf',
        mimeType: 'application/pdf',
        sizeBytes: SAMPLE_FILES.pdf.length,
        uploadedBy: w.tutor.id,
        createdAt: twoDaysAgo,
      });
      return `/api/files/${id}`;
    };
    const abandoned = await oldUpload(`${'c'.repeat(32)}.pdf`);
    const kept = await oldUpload(`${'d'.repeat(32)}.pdf`);
    await createResource(t.db, { tutorId: w.tutor.id, fileUrl: kept, type: 'pdf' });

    const fresh = await upload(w.cookies.tutor, 'New.pdf', SAMPLE_FILES.pdf, 'application/pdf');
    expect(fresh.statusCode).toBe(201);
    expect(await readdir(uploadDir)).toContain(abandoned.split('/').pop());

    await HOUSEKEEPING_TASKS.uploads.run({ db: t.db, config: t.config, now: new Date() });
    const onDisk = await readdir(uploadDir);
    expect(onDisk).not.toContain(abandoned.split('/').pop());
    expect(onDisk).toContain(kept.split('/').pop());
    expect(onDisk).toContain(fresh.json<UploadedFile>().fileUrl.split('/').pop());
    expect((await t.get(abandoned, { cookie: w.cookies.parent })).statusCode).toBe(404);
    expect((await t.get(kept, { cookie: w.cookies.parent })).statusCode).toBe(200);
  });

  it('types a file by its content and serves it under its checked name and type', async () => {
    const res = await upload(w.cookies.admin, 'Diagram.PNG', SAMPLE_FILES.png, 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json<UploadedFile>();
    expect(file).toMatchObject({ name: 'Diagram.PNG', type: 'other' });
    expect(file.fileUrl).toMatch(/\.png$/);
    const served = await t.get(file.fileUrl, { cookie: w.cookies.tutor });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBe('attachment; filename="Diagram.PNG"');
  });

  it.each([
    ['poly.html', SAMPLE_FILES.png, 'text/html', 'a PNG image', '.png'],
    ['poly.html', SAMPLE_FILES.png, undefined, 'a PNG image', '.png'],
    ['diagram.pdf', SAMPLE_FILES.png, 'application/pdf', 'a PNG image', '.png'],
    ['report.svg', SAMPLE_FILES.pdf, 'image/svg+xml', 'a PDF', '.pdf'],
    ['photo.png', SAMPLE_FILES.jpeg, 'image/png', 'a JPEG image', '.jpg or .jpeg'],
    ['notes', SAMPLE_FILES.pdf, undefined, 'a PDF', '.pdf'],
    ['macro.exe', SAMPLE_FILES.ole, undefined, 'an Office 97–2003 file', '.doc, .xls or .ppt'],
  ])(
    'refuses %s holding other content (415) and keeps nothing',
    async (name, content, type, what, extensions) => {
      const before = await readdir(uploadDir);
      const res = await upload(w.cookies.tutor, name, content, type);
      expect(res.statusCode, res.body).toBe(415);
      expect(messageOf(res)).toBe(
        `The file's name does not match its content: it is ${what}, so its name must end in ${extensions}.`,
      );
      expect(await readdir(uploadDir)).toEqual(before);
    },
  );

  it.each([
    ['diagram.png', SAMPLE_FILES.png, 'text/html'],
    ['notes.pdf', SAMPLE_FILES.pdf, 'image/png'],
  ])('refuses %s sent as %s (415)', async (name, content, type) => {
    const res = await upload(w.cookies.tutor, name, content, type);
    expect(res.statusCode, res.body).toBe(415);
    expect(messageOf(res)).toBe(
      `The file's type (${type}) does not match its content: it is ${name.endsWith('.png') ? 'a PNG image' : 'a PDF'}.`,
    );
  });

  it.each([
    ['photo.jpeg', SAMPLE_FILES.jpeg, 'image/jpeg', 'image/jpeg'],
    ['Minutes.doc', SAMPLE_FILES.ole, 'application/msword', 'application/msword'],
    ['Budget.xls', SAMPLE_FILES.ole, 'application/octet-stream', 'application/vnd.ms-excel'],
  ])('accepts %s sent as %s, stored as %s', async (name, content, type, stored) => {
    const res = await upload(w.cookies.tutor, name, content, type);
    expect(res.statusCode, res.body).toBe(201);
    const served = await t.get(res.json<UploadedFile>().fileUrl, { cookie: w.cookies.tutor });
    expect(served.headers['content-type']).toBe(stored);
  });

  it.each([
    ['notes.pdf', SAMPLE_FILES.html],
    ['setup.png', SAMPLE_FILES.exe],
    ['page.html', SAMPLE_FILES.html],
  ])('refuses %s when its content is not an allowed type (415)', async (name, content) => {
    const res = await upload(w.cookies.tutor, name, content);
    expect(res.statusCode).toBe(415);
    expect(messageOf(res)).toBe(
      'This file type is not allowed. Upload a PDF, an Office document or an image.',
    );
  });

  describe('Office Open XML', () => {
    const WORD_MAIN =
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
    const contentTypes = (mainType: string) =>
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/word/document.xml" ContentType="${mainType}"/></Types>`;
    const zip = (entries: Record<string, string>) =>
      Buffer.from(
        zipSync(Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, strToU8(v)]))),
      );
    const document =
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>';

    it('accepts a .docx whose content types part declares a Word main document', async () => {
      const docx = zip({
        '[Content_Types].xml': contentTypes(WORD_MAIN),
        'word/document.xml': document,
      });
      const res = await upload(w.cookies.tutor, 'Worksheet.docx', docx);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<UploadedFile>()).toMatchObject({ type: 'doc' });
    });

    it.each([
      ['a word/ entry and no content types part', { 'word/document.xml': document }],
      [
        'a content types part naming the spreadsheet type',
        {
          '[Content_Types].xml': contentTypes(
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
          ),
          'word/document.xml': document,
        },
      ],
      [
        'a declared main part that is not in the zip',
        { '[Content_Types].xml': contentTypes(WORD_MAIN), 'word/other.xml': document },
      ],
    ])('refuses a zip named .docx with %s (415)', async (_what, entries) => {
      const res = await upload(w.cookies.tutor, 'Worksheet.docx', zip(entries));
      expect(res.statusCode).toBe(415);
    });
  });

  it('refuses a file over the size limit (413) and leaves nothing behind', async () => {
    const before = await readdir(uploadDir);
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const res = await upload(w.cookies.tutor, 'big.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(messageOf(res)).toBe('The file is larger than 1 MB.');
    expect(await readdir(uploadDir)).toEqual(before);
  });

  it.each([
    ['before the closing boundary', (payload: Buffer) => payload.subarray(0, payload.length - 20)],
    ['inside the part headers', (payload: Buffer) => payload.subarray(0, 60)],
  ])('answers 400 to a form cut off %s and keeps nothing', async (_where, cut) => {
    const before = await readdir(uploadDir);
    const { payload, headers } = multipartFile('file', 'cut.pdf', SAMPLE_FILES.pdf);
    const res = await t.request({
      method: 'POST',
      url: '/api/uploads',
      payload: cut(payload),
      headers,
      cookie: w.cookies.tutor,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(messageOf(res)).toBe('The upload was cut off. Please try again.');
    expect(await readdir(uploadDir)).toEqual(before);
  });

  it('needs a file', async () => {
    const res = await t.post('/api/uploads', { file: 'nope' }, { cookie: w.cookies.tutor });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe('Choose a file to upload.');
  });

  it.each(['parent', 'student'] as const)('refuses an upload from a %s (403)', async (role) => {
    expect((await upload(w.cookies[role], 'a.pdf', SAMPLE_FILES.pdf)).statusCode).toBe(403);
  });

  it('serves files only to signed-in users, and 404 for unknown ones', async () => {
    const file = (await upload(w.cookies.tutor, 'b.pdf', SAMPLE_FILES.pdf)).json<UploadedFile>();
    expect((await t.get(file.fileUrl)).statusCode).toBe(401);
    expect(
      (await t.get(`/api/files/${'b'.repeat(32)}.pdf`, { cookie: w.cookies.tutor })).statusCode,
    ).toBe(404);
    expect(
      (await t.get('/api/files/..%2F..%2Fetc%2Fpasswd', { cookie: w.cookies.tutor })).statusCode,
    ).toBe(400);
  });
});
