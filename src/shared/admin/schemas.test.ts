import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../tests/support/zod.js';
import { bulkGenerateSchema, registrationCodeSchema } from '../onboarding/schemas.js';
import {
  companySchema,
  registrationCompanySchema,
  scheduleSessionSchema,
  tutorSchema,
  youtubeLinkSchema,
} from './schemas.js';

describe('Add YouTube Link dialog (spec 2 §5)', () => {
  it('needs a URL that starts with https://', () => {
    expect(fieldErrors(youtubeLinkSchema, { youtubeUrl: 'http://youtube.com/live/abc' })).toEqual({
      youtubeUrl: ['URL must start with https://'],
    });
    expect(youtubeLinkSchema.safeParse({ youtubeUrl: 'https://youtu.be/abc' }).success).toBe(true);
  });

  it('rejects javascript: and text that is not a URL', () => {
    for (const url of ['javascript:alert(1)', 'youtube.com/abc']) {
      expect(fieldErrors(youtubeLinkSchema, { youtubeUrl: url }).youtubeUrl, url).toContain(
        'Please enter a valid URL',
      );
    }
  });
});

describe('schedule-session form', () => {
  it('gives the form messages', () => {
    expect(
      fieldErrors(scheduleSessionSchema, {
        title: 'Quad',
        description: 'Too short',
        subject: 'M',
        tutorId: '',
        scheduledFor: 'never',
        duration: 10,
        academicYear: 'Year 12',
      }),
    ).toEqual({
      title: ['Title must be at least 5 characters'],
      description: ['Description must be at least 10 characters'],
      subject: ['Subject is required'],
      tutorId: ['Please select a tutor'],
      scheduledFor: ['Please select a date and time'],
      duration: ['Duration must be at least 15 minutes'],
      academicYear: ['Please select the academic year'],
    });
  });
});

describe('tutor form', () => {
  it('gives the form messages', () => {
    const errors = fieldErrors(tutorSchema, {
      username: 'ab',
      email: 'nope',
      fullName: '',
      subjects: [],
      qualifications: '',
      bio: 'short',
      sendInvite: true,
    });
    expect(errors).toMatchObject({
      username: ['Username must be at least 3 characters'],
      email: ['Please enter a valid email address'],
      fullName: ['Full name is required'],
      subjects: ['Please select at least one subject'],
      qualifications: ['Please enter tutor qualifications'],
      bio: ['Please provide a brief tutor biography'],
      yearsExperience: ['Years of experience is required'],
    });
  });
});

describe('company forms', () => {
  it('gives the form messages and defaults the status to active', () => {
    expect(fieldErrors(companySchema, { name: 'A', contactName: 'B', contactEmail: 'x' })).toEqual({
      name: ['Company name must be at least 2 characters'],
      contactName: ['Contact name must be at least 2 characters'],
      contactEmail: ['Please enter a valid email'],
    });
    const company = { name: 'Northwind', contactName: 'Hannah Reid', contactEmail: 'h@n.example' };
    expect(companySchema.parse(company).status).toBe('active');
    expect(fieldErrors(registrationCompanySchema, { ...company, employeeCount: 0 })).toEqual({
      employeeCount: ['Employee count must be at least 1'],
    });
  });
});

describe('bulk accounts and registration codes', () => {
  it('generates 1 to 1000 accounts at once', () => {
    expect(fieldErrors(bulkGenerateSchema, { companyId: 1, count: 0 })).toEqual({
      count: ['Must generate at least 1 account'],
    });
    expect(fieldErrors(bulkGenerateSchema, { companyId: 1, count: 1001 })).toEqual({
      count: ['Cannot generate more than 1000 accounts at once'],
    });
    expect(bulkGenerateSchema.parse({ companyId: 1, count: 1000 }).role).toBe('student');
  });

  it('limits a code to 1-1000 users and 1-7 days', () => {
    expect(
      fieldErrors(registrationCodeSchema, { companyId: 1, maxUses: 0, expiryDays: 8 }),
    ).toEqual({
      maxUses: ['Max uses must be at least 1'],
      expiryDays: ['Expiry cannot be more than 7 days'],
    });
    expect(registrationCodeSchema.parse({ companyId: 1 })).toMatchObject({
      maxUses: 200,
      expiryDays: 2,
      role: 'parent',
    });
  });
});
