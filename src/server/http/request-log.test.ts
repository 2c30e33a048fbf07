import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLineRequestLog } from './request-log.js';

async function logLinesOf(url: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = {
    write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
  };
  const app = Fastify({
    logger: { level: 'info', stream },
    logController: new OneLineRequestLog(),
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  await app.inject({ method: 'GET', url });
  await app.close();
  return lines.filter((line) => line.req || line.res);
}

describe('OneLineRequestLog', () => {
  it('logs a request once, when answered, with its method, URL, status and time', async () => {
    const [line, ...rest] = await logLinesOf('/ok');
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/ok' },
      res: { statusCode: 200 },
    });
    expect(typeof line?.responseTime).toBe('number');
  });

  it('still names the request in the line of a failure', async () => {
    const lines = await logLinesOf('/fails');
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
    expect(lines.at(-1)).toMatchObject({ req: { url: '/fails' }, res: { statusCode: 500 } });
  });
});
