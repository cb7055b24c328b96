/**
 * POST /api/v1/admin/cron/{id}/run: "Ejecutar ahora". Queues a run on behalf of the person
 * (it shows in the runs with their name, and counts for the fastest and longest run); audited
 * as a change of the scheduled job.
 */
import type { FastifyInstance } from 'fastify';
import { cron } from '../../domain/entities/jobs';
import { errorMessages } from '../../domain/engine/messages';
import { HttpProblem } from '../http/problems';
import { auditWrite } from '../rest/auditTrail';
import { getRecord } from '../rest/repository';
import { requireAccess, requireId, viewerOf, writerOf } from '../rest/routes';
import { inTransaction, type Store } from '../rest/store';
import { errorResponses, PRIVATE } from '../contract/responses';
import type { Scheduler } from './scheduler';

const runRoute = {
  summary: 'Ejecutar ahora una tarea programada',
  tags: [cron.label.many],
  params: {
    type: 'object',
    properties: { id: { type: 'string', pattern: '^\\d{1,10}$' } },
    required: ['id'],
    additionalProperties: false,
  },
  response: {
    202: {
      description: 'La ejecución quedó en cola.',
      type: 'object',
      properties: { job_id: { type: 'integer' }, message: { type: 'string' } },
      required: ['job_id', 'message'],
      additionalProperties: false,
    },
    ...errorResponses([...PRIVATE, 403, 404]),
  },
};

export function registerCronRoutes(app: FastifyInstance, store: Store, scheduler: Scheduler) {
  app.post<{ Params: { id: string } }>(
    `/api/v1/${cron.name}/:id/run`,
    { schema: runRoute, attachValidation: true }, // a bad id is a 404 (requireId)
    async (request, reply) => {
      // Running a job changes things: the section's list permission is what opens it (spec 6:
      // `admin: crons`), as for every other write of an admin section. The jobs are global
      // (`productOnly`): only a product administrator runs one (requireAccess).
      const user = requireAccess(request, cron, 'list');
      const id = Number(requireId(cron, request.params.id));
      const record = await getRecord(store, cron, id, viewerOf(user));
      if (!record || !scheduler.has(String(record.name)))
        throw new HttpProblem(404, errorMessages.notFound);
      const jobId = await inTransaction(store, async (tx) => {
        const queued = await scheduler.requestRun(tx, String(record.name), user.id);
        await auditWrite(
          tx,
          writerOf(user),
          cron,
          id,
          'update',
          {
            run_requested: { from: null, to: new Date().toISOString() },
          },
          [record],
        );
        return queued;
      });
      reply.code(202);
      return { job_id: jobId, message: `“${record.label}” quedó en cola para ejecutarse.` };
    },
  );
}
