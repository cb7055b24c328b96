import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MASKED_LINK } from '../../domain/engine/secrets';
import { loggerOptions, requestLogFields } from './logRedaction';

describe('request logs', () => {
  it('mask the token of a reset link visited in the browser', () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-xyz';
    const fields = requestLogFields({
      method: 'GET',
      url: `/password/reset/${token}?email=ana%40broker.com.ar`,
      ip: '10.0.0.1',
    });
    expect(JSON.stringify(fields)).not.toContain(token);
    expect(fields).toMatchObject({ method: 'GET', ip: '10.0.0.1' });
    expect(requestLogFields({ method: 'GET', url: '/admin/company?page=2' }).url).toBe(
      '/admin/company?page=2',
    );
  });

  it('are what a real Fastify logger writes', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    app.get('/password/reset/:token', async () => 'ok');
    const token = 'Zx8_qW-3vB7nM2kL9pR4tY6uI1oP5aS0dF99';
    await app.inject({ url: `/password/reset/${token}?email=a%40b.c` });
    await app.close();
    expect(lines.join('')).toContain(MASKED_LINK);
    expect(lines.join('')).not.toContain(token);
  });
});
