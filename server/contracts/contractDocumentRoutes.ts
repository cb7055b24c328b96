/**
 * `GET /api/v1/contract/{id}/document/summary` and `…/document/certificate`: the policy's
 * documents (domain/contracts/contractDocuments.ts) as PDF, for whoever may open the policy
 * (`contracts view` and its record scope: a policy of another organization, or of a client the
 * reader does not work, is the same 404 as an unknown id). They say what the policy's page shows
 * that reader, and are signed by the policy's organization.
 *
 * A policy that has no certificate (not a vehicle's), or whose coverage is not in force that day,
 * answers 422 with the reason in Spanish, not 404: the reader sees the policy already, so the
 * refusal tells nothing new, and it says why instead of looking like a broken link.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import {
  CONTRACT_DOCUMENTS,
  certificateRefusal,
  contractDocumentFileName,
  contractDocumentTitles,
  type ContractDocumentKind,
} from '../../domain/contracts/contractDocuments';
import { argentineToday } from '../../domain/engine/format';
import { errorMessages } from '../../domain/engine/messages';
import { contract } from '../../domain/entities/contracts';
import { errorResponses, PRIVATE, uuidParams } from '../contract/responses';
import { sendPdf } from '../documents/pdfReply';
import { HttpProblem } from '../http/problems';
import { getRecord } from '../rest/reading';
import { requireAccess, requireId, viewerOf } from '../rest/routes';
import type { Row, Store } from '../rest/store';
import type { SessionUser } from '../auth/users';
import { policyFacts, type PolicyFacts } from './contractDocumentFacts';
import { policySummaryPdf } from './contractSummaryPdf';
import { coverageCertificatePdf } from './coverageCertificatePdf';

const documents: Record<
  ContractDocumentKind,
  { description: string; pdf: (facts: PolicyFacts) => Promise<Buffer> }
> = {
  summary: {
    description:
      'Compañía, ramo, números y vigencia, tomador y personas, bienes asegurados, coberturas, totales y plan de cuotas.',
    pdf: policySummaryPdf,
  },
  certificate: {
    description:
      'El certificado que lleva el conductor: solo de pólizas de vehículos vigentes a la fecha (si no, 422 con el motivo).',
    pdf: coverageCertificatePdf,
  },
};

const schemaOf = (kind: ContractDocumentKind): FastifySchema => ({
  summary: `${contractDocumentTitles[kind]} (PDF)`,
  description: documents[kind].description,
  tags: [contract.label.many],
  params: uuidParams,
  response: {
    200: {
      description: `${contractDocumentTitles[kind]} en PDF.`,
      type: 'string',
      format: 'binary',
    },
    ...errorResponses(
      [403, 404, ...(kind === 'certificate' ? [422] : []), ...PRIVATE].sort((a, b) => a - b),
    ),
  },
});

/**
 * The document of policy `rawId` as `user` may have it: 404 outside their scope, 422 for a
 * certificate the policy cannot have today (also for «Enviar por correo», contractDocumentMail.ts).
 */
export async function renderContractDocument(
  store: Store,
  user: SessionUser,
  rawId: string,
  kind: ContractDocumentKind,
): Promise<{ policy: Row; facts: PolicyFacts; pdf: Buffer }> {
  const id = String(requireId(contract, rawId));
  const policy = await getRecord(store, contract, id, viewerOf(user));
  if (!policy) throw new HttpProblem(404, errorMessages.notFound);
  const today = argentineToday();
  const refusal = kind === 'certificate' ? certificateRefusal(policy, today) : null;
  if (refusal) throw new HttpProblem(422, refusal);
  const facts = await policyFacts(store, policy, today);
  return { policy, facts, pdf: await documents[kind].pdf(facts) };
}

export function registerContractDocumentRoutes(app: FastifyInstance, store: Store) {
  for (const kind of CONTRACT_DOCUMENTS) {
    app.get<{ Params: { id: string } }>(
      `/api/v1/${contract.name}/:id/document/${kind}`,
      // A malformed id: 404, as the policy's own page.
      { schema: schemaOf(kind), attachValidation: true },
      async (request, reply) => {
        const user = requireAccess(request, contract, 'show');
        const { policy, pdf } = await renderContractDocument(store, user, request.params.id, kind);
        return sendPdf(reply, pdf, contractDocumentFileName(kind, policy.number));
      },
    );
  }
}
