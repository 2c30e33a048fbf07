import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { familyReminderEmail, reminderInvitation } from './emails.js';
import { offToken, verifyOffToken } from '../email-lists/links.js';
import { remindersAhead, stillUseful } from './plan.js';

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

describe('which reminders make sense', () => {
  const start = at('2026-10-22T15:30:00Z');

  it('plans both a day ahead, only the hour one 3 hours ahead, none 10 minutes ahead', () => {
    expect(remindersAhead(start, new Date(start.getTime() - 48 * HOUR))).toEqual(['24h', '1h']);
    expect(remindersAhead(start, new Date(start.getTime() - 3 * HOUR))).toEqual(['1h']);
    expect(remindersAhead(start, new Date(start.getTime() - 10 * 60_000))).toEqual([]);
  });

  it('sends a late 24-hour reminder only until the hour one is due, and that one until the start', () => {
    expect(stillUseful('24h', start, new Date(start.getTime() - 2 * HOUR))).toBe(true);
    expect(stillUseful('24h', start, new Date(start.getTime() - HOUR))).toBe(false);
    expect(stillUseful('1h', start, new Date(start.getTime() - 1))).toBe(true);
    expect(stillUseful('1h', start, start)).toBe(false);
  });
});

describe('reminders-off tokens', () => {
  const key = randomBytes(32);

  it('name the user they were made for', () => {
    expect(verifyOffToken(key, 'reminders', offToken(key, 'reminders', 42))).toBe(42);
  });

  it('fail for another user, another key or a malformed token', () => {
    const [, signature] = offToken(key, 'reminders', 42).split('.');
    expect(verifyOffToken(key, 'reminders', `43.${signature}`)).toBeNull();
    expect(verifyOffToken(randomBytes(32), 'reminders', offToken(key, 'reminders', 42))).toBeNull();
    expect(verifyOffToken(key, 'digest', offToken(key, 'reminders', 42))).toBeNull();
    expect(verifyOffToken(key, 'reminders', '42')).toBeNull();
    expect(verifyOffToken(key, 'reminders', `0.${signature}`)).toBeNull();
  });
});

describe('the family reminder', () => {
  it('sends the family to the join page, which records the join, never straight to the stream', () => {
    const session = {
      id: 7,
      title: 'Year 9 Maths',
      description: null,
      subject: 'Mathematics',
      scheduledFor: at('2026-10-22T15:30:00Z'),
      duration: 60,
      status: 'scheduled',
      youtubeUrl: 'https://www.youtube.com/live/abcdefghijk',
      tutorName: 'Tara Tutor',
      sequence: 0,
    };
    const email = familyReminderEmail({
      to: 'parent@example.com',
      fullName: 'Priya Parent',
      children: ['Sam'],
      kind: '1h',
      session,
      links: {
        session: 'http://localhost:3000/student/lesson/7',
        remindersOff: 'http://localhost:3000/api/reminders/off?token=x',
        join: 'http://localhost:3000/student/join/7',
      },
      invitation: reminderInvitation(session),
    });
    expect(email.text).toContain('Join the live class: http://localhost:3000/student/join/7');
    expect(email.text).not.toContain(session.youtubeUrl);
  });
});
