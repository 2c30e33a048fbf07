import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerContracts } from './contract.js';

const build = () => {
  const app = Fastify({ logger: false });
  registerContracts(app);
  return app;
};
const response = { 200: z.object({ ok: z.boolean() }) };

describe('route contracts', () => {
  it('refuses an /api route that states no access, naming it', async () => {
    const start = async () => {
      const app = build();
      app.get('/api/forgotten', { schema: { response } }, async () => ({ ok: true }));
      await app.ready();
    };
    await expect(start()).rejects.toThrow('Route GET /api/forgotten states no access');
  });

  it('refuses an /api route that declares no responses, naming it', async () => {
    const start = async () => {
      const app = build();
      app.post('/api/untyped', { config: { access: 'public' } }, async () => ({ ok: true }));
      await app.ready();
    };
    await expect(start()).rejects.toThrow('Route POST /api/untyped declares no responses');
  });

  it('drops fields the response schema does not declare', async () => {
    const app = build();
    app.get('/api/user-ish', { config: { access: 'public' }, schema: { response } }, async () => ({
      ok: true,
      passwordHash: '$argon2id$…',
    }));
    const res = await app.inject({ method: 'GET', url: '/api/user-ish' });
    expect(res.json()).toEqual({ ok: true });
  });

  it('leaves routes outside /api alone', async () => {
    const app = build();
    app.get('/robots.txt', async () => 'User-agent: *');
    await expect(app.ready()).resolves.toBeDefined();
  });
});
