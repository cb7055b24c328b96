/**
 * A wizard step's list loaded from a spreadsheet (domain/engine/sheetItems.ts), for the embedded
 * lists declared with `sheet` (a fleet's vehicles):
 * - `GET /api/v1/flows/{flow}/sheets/{branch}/{step}/{field}`: the model workbook;
 * - `POST` the same address with the file's bytes (`application/octet-stream`, CSV or XLSX):
 *   the rows as the list's items, each bad row's messages keyed as the form's inputs.
 * Nothing is stored: the items go into the form, and the draft's autosave keeps them.
 * For whoever may create or edit the flow's records, as the wizard itself.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import { entityByName } from '../../domain/entities';
import { itemEntity } from '../../domain/engine/embedded';
import type { AccessLists } from '../../domain/engine/access';
import { mayUseFlow, sheetFieldOf, type Flow } from '../../domain/engine/flows';
import { errorMessages } from '../../domain/engine/messages';
import { SHEET_MAX_BYTES, sheetItems, sheetMessages } from '../../domain/engine/sheetItems';
import type { SessionUser } from '../auth/users';
import { errorResponses, PRIVATE } from '../contract/responses';
import { HttpProblem, unprocessable } from '../http/problems';
import { ReferenceResolver } from '../imports/references';
import { UnreadableFile } from '../imports/spreadsheet';
import { readSmallSheet } from '../imports/smallSheet';
import { attachmentOf, templateWorkbook, XLSX_TYPE } from '../imports/template';
import { viewerOf } from '../rest/routes';
import type { Store } from '../rest/store';
import { flowNames, flowServerOf } from './flowServers';

const NAME = { type: 'string', pattern: '^[a-z][a-z_]{0,39}$' } as const;
const params = {
  type: 'object',
  properties: {
    flow: { type: 'string', enum: flowNames() },
    branch: { type: 'string', pattern: '^[1-9][0-9]{0,3}$' },
    step: NAME,
    field: NAME,
  },
  required: ['flow', 'branch', 'step', 'field'],
  additionalProperties: false,
} as const;

type Params = { flow: string; branch: string; step: string; field: string };

const itemsSchema = {
  type: 'object',
  properties: {
    items: { type: 'array', items: { type: 'object', additionalProperties: true } },
    lines: {
      type: 'array',
      items: { type: 'integer' },
      description: 'La fila de la planilla de cada elemento (la 1 son los encabezados).',
    },
    errors: {
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
      description: 'Mensajes por campo de cada elemento, como `vehicles.3.domain`.',
    },
    ignored_columns: { type: 'array', items: { type: 'string' } },
  },
  required: ['items', 'lines', 'errors', 'ignored_columns'],
} as const;

const schema = (summary: string, ok: object, statuses: number[]): FastifySchema => ({
  summary,
  tags: ['Asistentes'],
  params,
  response: { 200: ok, ...errorResponses([...PRIVATE, ...statuses]) },
});

/**
 * The declared list an address names, for a user who may use the flow (else a 403 or 404).
 * Fixtures mode answers its sheets with it too (fixtures/server/flows.ts).
 */
export function sheetListOf(
  flow: Flow | null | undefined,
  access: AccessLists,
  { branch, step, field }: Omit<Params, 'flow'>,
) {
  if (!flow) throw new HttpProblem(404, errorMessages.routeNotFound);
  if (!mayUseFlow(access, flow)) throw new HttpProblem(403, errorMessages.forbidden);
  const number = /^[1-9][0-9]{0,3}$/.test(branch) ? Number(branch) : 0;
  const list = sheetFieldOf(flow, number, step, field);
  if (!list) throw new HttpProblem(404, errorMessages.notFound);
  return list;
}

/** A file's rows as the list's items: its problem as the 422 of `file`. */
export async function sheetFileItems(
  list: NonNullable<ReturnType<typeof sheetFieldOf>>,
  field: string,
  bytes: Buffer,
  resolve?: Parameters<typeof sheetItems>[4],
) {
  try {
    const { header, rows } = await readSmallSheet(bytes, list.max);
    const read = await sheetItems(field, list, header, rows, resolve);
    if ('problem' in read) throw unprocessable({ file: [read.problem] });
    return read;
  } catch (error) {
    if (error instanceof UnreadableFile) throw unprocessable({ file: [error.message] });
    throw error;
  }
}

/** The declared list the address names, for a user who may use the flow; 404 otherwise. */
function sheetOf(user: SessionUser | null | undefined, { flow, ...address }: Params) {
  if (!user) throw new HttpProblem(401, errorMessages.unauthenticated);
  return sheetListOf(flowServerOf(flow)?.flow, user.access, address);
}

export async function registerSheetRoutes(app: FastifyInstance, store: Store) {
  const address = '/api/v1/flows/:flow/sheets/:branch/:step/:field';

  app.get<{ Params: Params }>(
    address,
    {
      schema: schema(
        'Planilla modelo (XLSX) de una lista de un paso',
        { description: 'Planilla XLSX.', type: 'string', format: 'binary' },
        [403, 404],
      ),
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) throw new HttpProblem(404, errorMessages.notFound);
      const list = sheetOf(request.user, request.params);
      reply.type(XLSX_TYPE).header('Content-Disposition', attachmentOf(`${list.label}.xlsx`));
      return templateWorkbook(list.label, itemEntity(list));
    },
  );

  // The file as the body itself: no multipart for one file, and the fixtures server reads it too.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: SHEET_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Params: Params }>(
      address,
      {
        schema: {
          ...schema(
            'Leer una planilla como los elementos de la lista',
            itemsSchema,
            [403, 404, 413, 415, 422],
          ),
          consumes: ['application/octet-stream'],
        },
        attachValidation: true,
      },
      async (request) => {
        if (request.validationError) throw new HttpProblem(404, errorMessages.notFound);
        const list = sheetOf(request.user, request.params);
        if (!Buffer.isBuffer(request.body))
          throw new HttpProblem(415, sheetMessages.notOctetStream);
        const references = new ReferenceResolver(store, viewerOf(request.user!));
        return sheetFileItems(list, request.params.field, request.body, (target, text, label) =>
          references.resolve(entityByName(target), text, label),
        );
      },
    );
  });
}
