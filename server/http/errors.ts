/** One error handler: Spanish messages, the spec's 422 shape, no internals ever leaked. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { errorMessages, interpolate } from '../../domain/messages';
import { HttpProblem } from './problems';

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
  '55000', // the database is not accepting connections (maintenance, failover)
  'SQLITE_BUSY',
]);

function fromDriver(error: { code?: string }): HttpProblem | null {
  const code = error.code ?? '';
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') {
    return new HttpProblem(
      409,
      'El registro entra en conflicto con otro existente. Revise los datos y vuelva a intentar.',
    );
  }
  if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
    return new HttpProblem(409, interpolate(errorMessages.inUse, { where: 'otros registros' }));
  }
  if (
    UNAVAILABLE_CODES.has(code) ||
    /Connection terminated|connect ECONNREFUSED/.test(String((error as Error).message))
  ) {
    return new HttpProblem(503, errorMessages.unavailable);
  }
  return null;
}

function fromFramework(error: FastifyError): HttpProblem | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new HttpProblem(400, 'El cuerpo de la solicitud no es un JSON válido.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpProblem(415, 'El tipo de contenido no es admitido; envíe JSON.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpProblem(413, 'La solicitud es demasiado grande.');
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new HttpProblem(error.statusCode, errorMessages.badQuery);
  }
  return null;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const problem =
      error instanceof HttpProblem ? error : (fromDriver(error) ?? fromFramework(error));
    if (!problem) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ message: errorMessages.generic });
    }
    if (problem.status >= 500) request.log.warn({ err: error }, problem.message);
    return reply
      .code(problem.status)
      .send(
        problem.errors
          ? { message: problem.message, errors: problem.errors }
          : { message: problem.message },
      );
  });
}
