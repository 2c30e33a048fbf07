import { z } from 'zod';

z.config({
  // The browser's Content-Security-Policy forbids eval, and zod's probe for it is reported as a
  // violation even though zod catches it; the server keeps zod's faster compiled parsers.
  jitless: 'document' in globalThis,
  // Plain-English messages for wrong or missing values, where a schema gives no message of its own.
  customError: (issue) => {
    if (issue.code !== 'invalid_type') return undefined;
    if (issue.input === undefined || issue.input === null) return 'This field is required';
    if (issue.expected === 'number') return 'Please enter a number';
    if (issue.expected === 'date') return 'Please enter a valid date';
    return `Please enter a valid ${issue.expected}`;
  },
});
