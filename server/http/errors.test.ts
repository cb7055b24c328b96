/** Driver errors a client can do something about answer with a status and Spanish words, not 500. */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '../../domain/engine/messages';
import { registerErrorHandler } from './errors';

async function answerTo(code: string) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/', async () => {
    throw Object.assign(new Error(`driver error ${code}`), { code });
  });
  const response = await app.inject({ url: '/' });
  await app.close();
  return { status: response.statusCode, body: response.json() as { message: string } };
}

describe('driver errors', () => {
  it.each(['40P01', '40001', 'SQLITE_BUSY', '57P01'])(
    '%s (nothing written, safe to send again) is a Spanish 503',
    async (code) => {
      expect(await answerTo(code)).toEqual({
        status: 503,
        body: { message: errorMessages.unavailable },
      });
    },
  );

  it('a unique violation is a 409 and an unknown driver error a 500 that tells nothing', async () => {
    expect((await answerTo('23505')).status).toBe(409);
    const unknown = await answerTo('XX000');
    expect(unknown).toEqual({ status: 500, body: { message: errorMessages.generic } });
  });
});
