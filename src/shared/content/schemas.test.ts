import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../tests/support/zod.js';
import {
  liveSessionSchema,
  recordedLessonSchema,
  resourceSchema,
  studentLabel,
} from './schemas.js';

const EITHER_URL = 'Either File URL or External URL must be provided';
const VALID_URL = 'Please enter a valid URL';

describe('resource form (spec 2 §5)', () => {
  const resource = { title: 'Worksheet', subject: 'Mathematics', type: 'pdf' };

  it('needs a file URL or an external URL, and says so on fileUrl', () => {
    expect(fieldErrors(resourceSchema, resource)).toEqual({ fileUrl: [EITHER_URL] });
    expect(fieldErrors(resourceSchema, { ...resource, fileUrl: '', externalUrl: '' })).toEqual({
      fileUrl: [EITHER_URL],
    });
    expect(
      resourceSchema.safeParse({ ...resource, externalUrl: 'https://example.com/a.pdf' }).success,
    ).toBe(true);
    expect(
      resourceSchema.safeParse({ ...resource, fileUrl: 'https://example.com/a.pdf' }).success,
    ).toBe(true);
  });

  it('rejects javascript:, data: and other non-web URLs', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,hi',
      'ftp://x.y/z',
      'not a url',
    ]) {
      expect(fieldErrors(resourceSchema, { ...resource, externalUrl: url }), url).toMatchObject({
        externalUrl: [VALID_URL],
      });
    }
  });

  it('defaults the type to pdf and refuses a negative size', () => {
    const parsed = resourceSchema.parse({
      title: 'Worksheet',
      subject: 'Mathematics',
      externalUrl: 'https://example.com',
    });
    expect(parsed.type).toBe('pdf');
    expect(
      fieldErrors(resourceSchema, { ...resource, externalUrl: 'https://example.com', size: -1 }),
    ).toEqual({ size: ['Size cannot be negative'] });
    expect(
      fieldErrors(resourceSchema, { ...resource, externalUrl: 'https://example.com', type: 'exe' }),
    ).toHaveProperty('type');
  });
});

describe('recorded lesson form', () => {
  const lesson = {
    title: 'Fractions',
    subject: 'Mathematics',
    videoUrl: 'https://www.youtube.com/watch?v=abc',
    duration: 45,
  };

  it('accepts a valid lesson, with a blank thumbnail left out', () => {
    expect(recordedLessonSchema.safeParse({ ...lesson, thumbnail: '' }).success).toBe(true);
  });

  it('gives the form messages', () => {
    expect(
      fieldErrors(recordedLessonSchema, {
        ...lesson,
        videoUrl: 'javascript:alert(1)',
        thumbnail: 'nope',
        duration: 0,
      }),
    ).toEqual({
      videoUrl: [VALID_URL],
      thumbnail: ['Please enter a valid thumbnail URL'],
      duration: ['Duration must be at least 1 minute'],
    });
  });
});

describe('live session form', () => {
  it('gives the form messages', () => {
    expect(
      fieldErrors(liveSessionSchema, {
        title: 'Revision',
        subject: 'Maths',
        youtubeUrl: 'javascript:alert(1)',
        scheduledFor: 'not a date',
        duration: 0,
      }),
    ).toEqual({
      youtubeUrl: ['Please enter a valid YouTube URL'],
      scheduledFor: ['Please select a date and time'],
      duration: ['Duration must be at least 1 minute'],
    });
  });
});

describe('student label', () => {
  it('shows the notes, else Student #id (spec 1 §3)', () => {
    expect(studentLabel({ id: 7, notes: 'Maya Shah' })).toBe('Maya Shah');
    expect(studentLabel({ id: 7, notes: null })).toBe('Student #7');
    expect(studentLabel({ id: 7, notes: '   ' })).toBe('Student #7');
  });
});
