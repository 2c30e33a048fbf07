import type { FastifyInstance } from 'fastify';
import type { LegalDocument } from '../../../shared/legal/document.js';
import { PRIVACY_POLICY } from '../../../shared/legal/privacy-policy.js';
import { TERMS_OF_SERVICE } from '../../../shared/legal/terms-of-service.js';
import { renderLegalPdf } from './pdf.js';

/** /pdf/privacy-policy and /pdf/terms-of-service, rendered once per process and then cached. */
export function registerLegalRoutes(app: FastifyInstance) {
  const cache = new Map<string, Promise<Buffer>>();
  for (const document of [PRIVACY_POLICY, TERMS_OF_SERVICE] satisfies LegalDocument[]) {
    app.get(`/pdf/${document.slug}`, async (_request, reply) => {
      let pdf = cache.get(document.slug);
      if (!pdf) {
        pdf = renderLegalPdf(document);
        cache.set(document.slug, pdf);
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="classperk-${document.slug}.pdf"`)
        .header('cache-control', 'public, max-age=3600')
        .send(await pdf);
    });
  }
}
