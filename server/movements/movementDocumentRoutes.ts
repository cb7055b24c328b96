/**
 * `GET /api/v1/contract_movement/{contract}/{movement}/pdf` (spec 7): the printed endorsement
 * (movementPdf.ts) of a policy's movement, for whoever may open the movement (`contract_requests
 * view` and its record scope, through its policy and client): a movement of another
 * organization, of a client out of the reader's sight, or not of that policy is the 404 of an
 * unknown id. A movement not applied yet prints as «Pedido de endoso», what was asked, rather
 * than a 422: the broker hands it to the insurer or the client, and its title says it is no
 * endorsement yet.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import { errorMessages } from '../../domain/engine/messages';
import { contract } from '../../domain/entities/contracts';
import { contractMovement } from '../../domain/entities/contractMovements';
import { movementFileName, movementMail } from '../../domain/movements/movementTexts';
import { errorResponses, PRIVATE } from '../contract/responses';
import { sendPdf } from '../documents/pdfReply';
import { HttpProblem } from '../http/problems';
import { getRecord } from '../rest/reading';
import { requireAccess, requireId, viewerOf } from '../rest/routes';
import type { Store } from '../rest/store';
import { movementFacts, productMovementFacts, type MovementFacts } from './movementDocumentFacts';
import { movementPdf } from './movementPdf';

const UUID = { type: 'string', format: 'uuid' } as const;

const schema: FastifySchema = {
  summary: 'Endoso (PDF)',
  description:
    'El endoso impreso de una póliza: sus números, tipo y motivo, vigencia, qué cambió en la póliza (antes y después) y los totales y cuotas que dejó. Uno todavía no aplicado sale como «Pedido de endoso», con lo pedido.',
  tags: [contractMovement.label.many],
  params: {
    type: 'object',
    properties: { contractId: UUID, movementId: UUID },
    required: ['contractId', 'movementId'],
  },
  response: {
    200: { description: 'El endoso en PDF.', type: 'string', format: 'binary' },
    ...errorResponses([403, 404, ...PRIVATE].sort((a, b) => a - b)),
  },
};

/** The PDF, its file name and the e-mail that carries it, for the facts of one movement. */
async function rendered(facts: MovementFacts) {
  const number = String(facts.policy.number ?? '');
  const mail = movementMail(facts.movement, number, facts.brokerage.name);
  return {
    pdf: await movementPdf(facts),
    fileName: movementFileName(facts.movement, number, !facts.applied),
    subject: mail.subject,
    text: mail.text,
    facts,
  };
}

/** The endorsement `movementId` as the product prints it (the e-mail to the client). */
export const renderMovementDocument = async (store: Store, movementId: string) =>
  rendered(await productMovementFacts(store, movementId));

export function registerMovementDocumentRoutes(app: FastifyInstance, store: Store) {
  app.get<{ Params: { contractId: string; movementId: string } }>(
    // movementDocumentPath's address: the policy's id, then the movement's.
    `/api/v1/${contractMovement.name}/:contractId/:movementId/pdf`,
    // A malformed id: 404, as the movement's own page.
    { schema, attachValidation: true },
    async (request, reply) => {
      const user = requireAccess(request, contractMovement, 'show');
      const viewer = viewerOf(user);
      const policyId = String(requireId(contract, request.params.contractId));
      const id = String(requireId(contractMovement, request.params.movementId));
      const movement = await getRecord(store, contractMovement, id, viewer);
      const policy =
        movement &&
        String(movement.contract_id) === policyId &&
        (await getRecord(store, contract, policyId, viewer));
      if (!movement || !policy) throw new HttpProblem(404, errorMessages.notFound);
      const { pdf, fileName } = await rendered(await movementFacts(store, movement, policy));
      return sendPdf(reply, pdf, fileName);
    },
  );
}
