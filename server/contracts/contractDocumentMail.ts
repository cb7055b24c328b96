/**
 * `POST /api/v1/contract/{id}/document/summary/send` and `…/certificate/send` with `{ to }`
 * (issue 31): e-mails the policy's document to its client through the outbox
 * (server/mail/mailer.ts). Whoever may download the document may send it, with the same 404
 * outside their scope and 422 for a certificate the policy cannot have; the message belongs to
 * the sender's working organization (a client is no user), carries the PDF as a media file of
 * it, is signed by the policy's organization, and leaves a command audit on the policy.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import {
  CONTRACT_DOCUMENTS,
  contractDocumentFileName,
  contractDocumentMailFields,
  contractDocumentMailSubject,
  contractDocumentMailText,
  contractDocumentMessages,
  contractDocumentTitles,
  type ContractDocumentKind,
} from '../../domain/contracts/contractDocuments';
import { checkInput } from '../../domain/engine/commandPlan';
import { contract } from '../../domain/entities/contracts';
import { outbox } from '../../domain/entities/outbox';
import { inputFieldSchema } from '../contract/inputFieldSchemas';
import { errorResponses, PRIVATE, uuidParams } from '../contract/responses';
import { handlerAnswers, refuseInvalid } from '../contract/validationProblems';
import { unprocessable } from '../http/problems';
import type { Mailer } from '../mail/mailer';
import { auditCommand } from '../rest/auditTrail';
import { organizationOf, requireAccess, writerOf } from '../rest/routes';
import { organizationOfRow, type Store } from '../rest/store';
import { renderContractDocument } from './contractDocumentRoutes';

const labels = Object.fromEntries(
  Object.entries(contractDocumentMailFields).map(([name, field]) => [name, field.label]),
);
const check = (body: Record<string, unknown>) => {
  const checked = checkInput(contractDocumentMailFields, body);
  return 'errors' in checked ? checked.errors : {};
};

const schemaOf = (kind: ContractDocumentKind): FastifySchema => ({
  summary: `Enviar ${contractDocumentTitles[kind].toLowerCase()} por correo`,
  description: `Envía el PDF al destinatario a través de ${outbox.label.many} (con SMTP configurado, también por SMTP), firmado por la organización de la póliza; queda en la auditoría de la póliza. Responde el id del correo.`,
  tags: [contract.label.many],
  params: uuidParams,
  body: {
    type: 'object',
    properties: { to: inputFieldSchema(contractDocumentMailFields.to) },
    required: ['to'],
    additionalProperties: false,
  },
  response: {
    200: {
      description: `El correo guardado en ${outbox.label.many}.`,
      type: 'object',
      properties: { id: { type: 'integer' } },
      required: ['id'],
      additionalProperties: false,
    },
    ...errorResponses([400, 403, 404, 422, ...PRIVATE].sort((a, b) => a - b)),
  },
});

export function registerContractDocumentMail(app: FastifyInstance, store: Store, mailer: Mailer) {
  for (const kind of CONTRACT_DOCUMENTS) {
    app.post<{ Params: { id: string } }>(
      `/api/v1/${contract.name}/:id/document/${kind}/send`,
      { schema: schemaOf(kind), attachValidation: true },
      async (request) => {
        const user = requireAccess(request, contract, 'show');
        refuseInvalid(request, handlerAnswers(check, { labels }));
        const checked = checkInput(
          contractDocumentMailFields,
          request.body as Record<string, unknown>,
        );
        if ('errors' in checked) throw unprocessable(checked.errors);
        const to = String(checked.values.to);
        const { policy, facts, pdf } = await renderContractDocument(
          store,
          user,
          request.params.id,
          kind,
        );
        const organization = await organizationOfRow(store, contract, String(policy.id));
        // The message, its file and the policy's audit row: stored together or not at all.
        const sent = await mailer.send(
          {
            to,
            subject: contractDocumentMailSubject(kind, policy.number),
            text: contractDocumentMailText(kind, policy.number, facts.brokerage.name),
            attachment: { name: contractDocumentFileName(kind, policy.number), bytes: pdf },
            sender: { userId: user.id, name: user.name, organizationId: organizationOf(user) },
          },
          (tx, stored) =>
            auditCommand(
              tx,
              writerOf(user),
              contract,
              contractDocumentMessages.send,
              [policy, policy],
              { document: contractDocumentTitles[kind], sent_to: to, outbox_id: stored.id },
              organization,
            ),
        );
        return { id: Number(sent.id) };
      },
    );
  }
}
