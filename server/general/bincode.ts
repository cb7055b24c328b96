/**
 * `GET /api/v1/general/bincode/validate?bincode=` (spec 7): which brand, bank, card type and
 * country a card's first digits belong to, from the BIN catalogue (admin/bincode). Unknown or
 * inactive → `{ valid: false }`; anything but 6 to 19 digits → 422 in Spanish. Any logged-in
 * user may ask: every form that takes a card does. The catalogue is the product's (unscoped).
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import { bincode, paymentCompany } from '../../domain/entities/payments';
import { country } from '../../domain/entities/locations';
import { binCandidates, binLookupMessages, binQueryProblem } from '../../domain/binLookup';
import { cardTypes } from '../../domain/enums/insurersVehiclesPayments';
import { optionById } from '../../domain/engine/defineEnum';
import type { FieldErrors } from '../../domain/engine/validate';
import { errorResponses, PRIVATE } from '../contract/responses';
import { checkedQuery, unknownQueryKeys } from '../contract/validationProblems';
import type { Store } from '../rest/store';

type Query = Record<string, unknown>;

const bincodeValidateRoute: FastifySchema = {
  summary: 'Consultar un BIN de tarjeta',
  description:
    'Marca, banco emisor, tipo (crédito, débito, prepaga) y país de los primeros dígitos de una tarjeta, según el catálogo de BIN.',
  tags: ['Generales'],
  querystring: {
    type: 'object',
    properties: {
      bincode: { type: 'string', description: 'De 6 a 19 dígitos: el BIN o el número entero.' },
    },
    additionalProperties: false,
  },
  response: {
    200: {
      type: 'object',
      properties: {
        valid: { type: 'boolean' },
        bin: { type: 'string', description: 'El BIN del catálogo que coincidió.' },
        brand: { type: 'string' },
        bank: { type: 'string' },
        type: { type: 'string', description: 'Crédito, Débito o Prepaga.' },
        type_id: { type: 'integer' },
        country: { type: 'string' },
        message: { type: 'string' },
      },
      required: ['valid'],
      additionalProperties: false,
    },
    ...errorResponses([...PRIVATE, 422]),
  },
};

function queryErrors(query: Query): FieldErrors {
  const errors = unknownQueryKeys(query, ['bincode']);
  const problem = binQueryProblem(query.bincode);
  if (problem) errors.bincode = [problem];
  return errors;
}

export async function lookUpBin(store: Store, digits: string) {
  const candidates = binCandidates(digits);
  const rows = await store.db
    .selectFrom(`${bincode.table} as b`)
    .innerJoin(`${paymentCompany.table} as p`, 'p.id', 'b.payment_company_id')
    .innerJoin(`${country.table} as c`, 'c.id', 'b.country_id')
    .select(['b.bin as bin', 'b.bank as bank', 'b.card_type as card_type', 'b.active as active'])
    .select(['p.name as brand', 'c.name as country'])
    .where('b.bin', 'in', candidates)
    .execute();
  // Active only (a boolean is 1/0 on SQLite, true/false on PostgreSQL); the longest BIN is
  // the most specific one.
  const best = rows
    .filter((row) => Boolean(row.active))
    .sort((a, b) => String(b.bin).length - String(a.bin).length)[0];
  if (!best) return { valid: false, message: binLookupMessages.unknown };
  const type = optionById(cardTypes, Number(best.card_type));
  return {
    valid: true,
    bin: String(best.bin),
    brand: String(best.brand),
    bank: String(best.bank),
    type: type?.label ?? '',
    type_id: Number(best.card_type),
    country: String(best.country),
  };
}

export function registerBincodeValidateRoute(app: FastifyInstance, store: Store) {
  app.get(
    '/api/v1/general/bincode/validate',
    { schema: bincodeValidateRoute, attachValidation: true },
    async (request) => {
      const query = checkedQuery(request, queryErrors);
      return lookUpBin(store, String(query.bincode));
    },
  );
}
