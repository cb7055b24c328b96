/**
 * GET /api/v1/admin/download/{id}/content: the file itself. Served to the person it was made
 * for (the entity is `ownedBy` them inside their organization), whatever screen links it: the
 * failed rows of an import are fetched from the import's page by someone who may import but
 * not open the downloads section.
 */
import type { FastifyInstance } from 'fastify';
import { download } from '../../domain/entities/jobs';
import { errorMessages } from '../../domain/engine/messages';
import { HttpProblem } from '../http/problems';
import { getRecord, type Store } from '../rest/repository';
import { requireId, viewerOf } from '../rest/routes';
import { readDownloadContent } from './store';
import { downloadContentRoute } from './schemas';

export function registerDownloadRoutes(app: FastifyInstance, store: Store) {
  app.get<{ Params: { id: string } }>(
    `/api/v1/${download.name}/:id/content`,
    { schema: downloadContentRoute, attachValidation: true }, // a bad id is a 404 (requireId)
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new HttpProblem(401, errorMessages.unauthenticated);
      const id = Number(requireId(download, request.params.id));
      const record = await getRecord(store, download, id, viewerOf(user));
      const content = record && (await readDownloadContent(store, id));
      if (!record || !content) throw new HttpProblem(404, errorMessages.notFound);
      return reply
        .header('Content-Type', String(record.mime ?? 'application/octet-stream'))
        .header(
          'Content-Disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(String(record.name))}`,
        )
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, no-store')
        .send(content);
    },
  );
}
