import { describe, expect, it } from 'vitest';
import { contactInvitation } from './contacts.js';

const invite = (companyName: string) =>
  contactInvitation(
    'priya.shah@example.com',
    { fullName: 'Priya Shah', username: 'priya.shah', companyName },
    'https://classperk.example/reset-password?token=t&invite=1',
  ).text;

describe("the employer contact's invitation", () => {
  it('writes the company’s possessive the way its name needs', () => {
    expect(invite('Acme Industries')).toContain("see how Acme Industries' families use");
    expect(invite('Globex')).toContain("see how Globex's families use");
  });
});
