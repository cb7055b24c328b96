/**
 * The JSON body parser: strict UTF-8 (an undecodable byte is a 400, never a silent U+FFFD),
 * Fastify's own prototype-poisoning checks, a bounded nesting depth, and an empty body read as
 * no body (curl, axios and many fetch wrappers send `Content-Type: application/json` with a
 * DELETE or any other bodyless request).
 */
import type { FastifyInstance } from 'fastify';
import { HttpProblem } from './problems';
import { refuseDeepNesting } from './inputLimits';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, raw, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(raw as Buffer);
    } catch {
      done(new HttpProblem(400, 'El cuerpo de la solicitud no está codificado en UTF-8 válido.'));
      return;
    }
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, body) => {
      if (error) return done(error);
      try {
        refuseDeepNesting(body, 'El cuerpo de la solicitud');
      } catch (problem) {
        return done(problem as HttpProblem);
      }
      done(null, body);
    });
  });
}
