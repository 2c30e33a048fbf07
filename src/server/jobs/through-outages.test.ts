import { describe, expect, it, vi } from 'vitest';
import { runThroughOutages } from './through-outages.js';

const lost = () => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
const log = { warn: vi.fn() };

describe('a job handler when the database goes away', () => {
  it('runs again once the database answers, and returns what that run returns', async () => {
    const run = vi.fn().mockRejectedValueOnce(lost()).mockResolvedValueOnce('done');
    const ping = vi.fn().mockRejectedValueOnce(lost()).mockResolvedValueOnce(undefined);
    await expect(runThroughOutages(run, ping, log)).resolves.toBe('done');
    expect(run).toHaveBeenCalledTimes(2);
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('fails at once on any other error', async () => {
    const error = new Error('no such user');
    const run = vi.fn().mockRejectedValue(error);
    const ping = vi.fn().mockResolvedValue(undefined);
    await expect(runThroughOutages(run, ping, log)).rejects.toBe(error);
    expect(run).toHaveBeenCalledTimes(1);
    expect(ping).not.toHaveBeenCalled();
  });

  it('fails with the lost connection when the database stays away past the wait', async () => {
    const error = lost();
    const run = vi.fn().mockRejectedValue(error);
    const ping = vi.fn().mockRejectedValue(lost());
    await expect(runThroughOutages(run, ping, log, 600)).rejects.toBe(error);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
