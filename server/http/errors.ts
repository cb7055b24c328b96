/** One error handler: Spanish messages, the spec's 422 shape, no internals ever leaked. */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages, interpolate } from '../../domain/engine/messages';
import { HttpProblem, problemBody } from './problems';
import { securityHeaders } from './securityHeaders';

const SECURITY_HEADERS = securityHeaders();

/**
 * The Spanish message of each status the framework (router, body parser, static files, Node's
 * HTTP parser) may answer with, so a framework 4xx never reads "bad query" by default.
 */
const statusMessages: Record<number, string> = {
  400: 'La solicitud no es válida.',
  401: errorMessages.unauthenticated,
  403: errorMessages.forbidden,
  404: errorMessages.routeNotFound,
  405: 'El método de la solicitud no está permitido para esta dirección.',
  406: 'No se puede responder en el formato pedido.',
  408: 'La solicitud tardó demasiado en llegar.',
  411: 'Falta el largo del cuerpo de la solicitud.',
  413: errorMessages.tooLarge,
  414: 'La dirección solicitada es demasiado larga.',
  415: 'El tipo de contenido no es admitido; envíe JSON.',
  416: 'El rango pedido no es válido.',
  429: 'Demasiadas solicitudes. Espere un momento y vuelva a intentar.',
  431: 'Los encabezados de la solicitud son demasiado grandes.',
};

export function messageForStatus(status: number): string {
  return Object.hasOwn(statusMessages, status)
    ? statusMessages[status]
    : status >= 500
      ? errorMessages.generic
      : statusMessages[400];
}

/**
 * An Express body parser's refusal (fixtures mode's json-server: a body that is not JSON, or
 * too large) as this server answers the same body; null for any other error.
 */
export function parserProblem(error: unknown): HttpProblem | null {
  const { type, status } = (error ?? {}) as { type?: unknown; status?: unknown };
  if (type === 'entity.parse.failed') return new HttpProblem(400, errorMessages.badJsonBody);
  const refused = typeof type === 'string' && type.startsWith('entity.') && Number(status) >= 400;
  return refused ? new HttpProblem(Number(status), messageForStatus(Number(status))) : null;
}

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
  // A transaction chosen as a deadlock victim or refused as not serialisable wrote nothing and
  // may be sent again (two writes touching the same write-version rows in opposite order).
  '40P01',
  '40001',
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
      return new HttpProblem(400, errorMessages.badJsonBody);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpProblem(415, 'El tipo de contenido no es admitido; envíe JSON.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpProblem(413, errorMessages.tooLarge);
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return new HttpProblem(414, messageForStatus(414));
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new HttpProblem(error.statusCode, messageForStatus(error.statusCode));
  }
  return null;
}

/**
 * Errors Fastify answers before a route runs (a bad URL, a route parameter too long): the
 * same Spanish JSON and security headers as every other error (no route hooks run here).
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const problem = fromFramework(error) ?? new HttpProblem(400, messageForStatus(400));
  return reply.code(problem.status).headers(SECURITY_HEADERS).send({ message: problem.message });
}

/**
 * Node's HTTP parser refuses a request before Fastify sees it (headers too large, a malformed
 * request line): the answer is written on the socket, so it carries the headers itself.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'HPE_URI_TOO_LONG'
          ? 414
          : 400;
  const body = JSON.stringify({ message: messageForStatus(status) });
  const headers = {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  if (socket.writable)
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  socket.destroy(error);
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
    return reply.code(problem.status).send(problemBody(problem));
  });
}
