import { describe, expect, it } from 'vitest';
import { reportingWhile } from './progress.js';

describe('reportingWhile', () => {
  it('reports while the work runs, in order, and finishes every report before it returns', async () => {
    const reports: string[] = [];
    const work = new Promise<string>((resolve) => setTimeout(() => resolve('solved'), 120));
    const answer = await reportingWhile(
      work,
      async (seconds) => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        reports.push(seconds < 1 ? 'tick' : 'late');
      },
      20,
    );
    reports.push(answer);
    // Nothing reports after it returned.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reports.length).toBeGreaterThan(2);
    expect(reports.at(-1)).toBe('solved');
    expect(reports.slice(0, -1).every((report) => report === 'tick')).toBe(true);
  });
});
