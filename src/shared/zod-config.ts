import { z } from 'zod';

// Plain-English messages for wrong or missing values, where a schema gives no message of its own.
z.config({
  customError: (issue) => {
    if (issue.code !== 'invalid_type') return undefined;
    if (issue.input === undefined || issue.input === null) return 'This field is required';
    if (issue.expected === 'number') return 'Please enter a number';
    if (issue.expected === 'date') return 'Please enter a valid date';
    return `Please enter a valid ${issue.expected}`;
  },
});
