import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../logging.js';
import { OneLineRequestLog } from './request-log.js';

async function logLinesOf(url: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = {
    write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
  };
  const app = Fastify({
    logger: { ...loggerOptions('info'), stream },
    logController: new OneLineRequestLog(),
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/calendar/:token', async () => 'feed');
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

  it('writes a URL without its secrets: a token in the path or any query value', async () => {
    const [feed] = await logLinesOf('/calendar/feed-token-secret.ics?reset=yes-secret');
    expect(feed).toMatchObject({ req: { method: 'GET', url: '/calendar/…?reset=…' } });
    expect(JSON.stringify(feed)).not.toContain('secret');
  });
});
