/**
 * A fleet's spreadsheet in fixtures mode (fixtures/server/flows.ts) answers as the server's:
 * the model workbook, the rows read with each bad row's messages, the file's own problems,
 * and 403 for who may not quote.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleetMessages } from '../../domain/flows/fleetForm';
import { rowsOf, workbookOf } from '../imports/testing';
import { startFixturesServer } from './fixturesServer';

const SHEET = 'flows/opportunity/sheets/7/object/vehicles';
const HEADER = ['Patente', 'Marca', 'Modelo y versión', 'Año', 'Carrocería', 'Suma asegurada'];

let server: Awaited<ReturnType<typeof startFixturesServer>>;
beforeAll(async () => {
  server = await startFixturesServer();
});
afterAll(() => server.close());

describe('the fleet spreadsheet in fixtures mode', () => {
  const send = async (email: string, content: Buffer | string, method = 'POST') => {
    const { token } = await server.as(email);
    return fetch(`${server.base}/api/v1/${SHEET}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      body: method === 'GET' ? undefined : new Uint8Array(Buffer.from(content)),
    });
  };

  it('gives the model and reads an upload as the server does', async () => {
    const model = await send('ejecutivo@demo.test', '', 'GET');
    expect(model.status).toBe(200);
    const [header] = await rowsOf(Buffer.from(await model.arrayBuffer()));
    expect(header).toEqual(expect.arrayContaining(HEADER));
    const file = await workbookOf([
      HEADER,
      ['AB 123 CD', 'Fiat', 'Cronos', 2024, 'Sedán', 18_000_000],
      ['ab-123-cd', 'Fiat', 'Cronos', 2024, 'Sedán', 18_000_000],
    ]);
    const response = await send('ejecutivo@demo.test', file);
    expect(response.status).toBe(200);
    const read = (await response.json()) as Record<string, unknown>;
    expect(read.lines).toEqual([2, 3]);
    expect(read.errors).toEqual({ 'vehicles.1.domain': [fleetMessages.repeatedPlate] });
  });

  it('refuses a file it cannot use, and who may not quote', async () => {
    const empty = await send('ejecutivo@demo.test', await workbookOf([HEADER]));
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { errors: { file: string[] } }).errors.file[0]).toContain(
      'no tiene filas',
    );
    const pdf = await send('ejecutivo@demo.test', Buffer.from('%PDF-1.7\n\0'));
    expect(pdf.status).toBe(422);
    const nobody = await send('sin-permisos@demo.test', await workbookOf([HEADER]));
    expect(nobody.status).toBe(403);
  });
});
