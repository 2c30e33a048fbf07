import { describe, expect, it } from 'vitest';
import { newRecipient, seal } from './sealing.js';

const SECRET = JSON.stringify({ username: 'ada.lovelace', password: 'Xq7mPz9RtK2wLc' });

describe('sealed results', () => {
  it('opens for the recipient in the same context, and never shows the text sealed', () => {
    const recipient = newRecipient();
    const sealed = seal(SECRET, recipient.publicKey, 'job-1');
    expect(sealed).not.toContain('Xq7mPz9RtK2wLc');
    expect(Buffer.from(sealed.split('.')[3]!, 'base64').toString()).not.toContain('ada');
    expect(recipient.open(sealed, 'job-1')).toBe(SECRET);
  });

  it('differs each time, so equal results cannot be told apart', () => {
    const recipient = newRecipient();
    expect(seal(SECRET, recipient.publicKey, 'job-1')).not.toBe(
      seal(SECRET, recipient.publicKey, 'job-1'),
    );
  });

  it('cannot be opened with another key, in another context, or once altered', () => {
    const recipient = newRecipient();
    const sealed = seal(SECRET, recipient.publicKey, 'job-1');
    expect(() => newRecipient().open(sealed, 'job-1')).toThrow();
    expect(() => recipient.open(sealed, 'job-2')).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64');
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString('base64');
    expect(() => recipient.open(parts.join('.'), 'job-1')).toThrow();
  });
});
