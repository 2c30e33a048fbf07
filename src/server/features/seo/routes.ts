import type { FastifyInstance } from 'fastify';
import { PUBLIC_PAGES } from '../../../shared/public-site/pages.js';
import type { Services } from '../../services.js';

/** sitemap.xml and robots.txt list the public pages only; signed-in areas stay out of search engines. */
export function registerSeoRoutes(app: FastifyInstance, services: Services) {
  const base = services.config.publicUrl;
  const indexable = PUBLIC_PAGES.filter((page) => page.path !== '/auth');

  app.get('/sitemap.xml', async (_request, reply) => {
    const urls = indexable
      .map((page) => `  <url><loc>${base}${page.path === '/' ? '/' : page.path}</loc></url>`)
      .join('\n');
    return reply
      .type('application/xml')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });

  app.get('/robots.txt', async (_request, reply) => {
    const disallow = [
      '/api/',
      '/admin',
      '/dashboard',
      '/recorded-lessons',
      '/live-sessions',
      '/students',
      '/resources',
      '/analytics',
      '/schedule',
      '/student',
      '/parent-dashboard',
      '/parent-portal',
      '/account',
      '/register/',
      '/reset-password',
    ];
    return reply
      .type('text/plain')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          ...disallow.map((path) => `Disallow: ${path}`),
          '',
          `Sitemap: ${base}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  });
}
