import { defineEntity } from '../engine/entity';
import { choiceList, choicesOf, datetime, email, file, longText, text } from '../engine/fields';
import { organizations } from '../enums/catalogues';

/**
 * Every e-mail the product sends. Without SMTP configured it is only stored here, so flows that
 * e-mail a link (password reset) work on a fresh machine: an administrator reads the message.
 * A message a broker sends a client (a policy's document) belongs to the broker's working
 * organization, and its attachment is kept as a media file of that organization.
 */
export const outbox = defineEntity({
  name: 'admin/outbox',
  table: 'outbox',
  label: { one: 'Correo saliente', many: 'Correos salientes' },
  menuGroup: 'system',
  readOnly: true,
  // Each message belongs to its recipient's organization (their first one), and is read only by
  // someone who belongs to every organization of the recipient: a reset link must not reach an
  // administrator who could not manage that person (the rule of users, domain/tenancy).
  scope: 'organizations',
  membersOf: 'recipient_organizations',
  fields: {
    recipient: email({ label: 'Destinatario', required: true }),
    subject: text({ label: 'Asunto', required: true, max: 200 }),
    // Holds reset links: whole only for an administrator of the recipient's organization.
    body: longText({ label: 'Mensaje', required: true, hiddenInList: true, sensitive: true }),
    // The PDF sent with it (a policy's summary or certificate, issue 31): read by whoever reads
    // the message (server/files/fileAccess.ts), written only by the mailer.
    file: file({
      label: 'Adjunto',
      accept: ['application/pdf'],
      maxBytes: 10 * 1024 * 1024,
      hiddenInList: true,
    }),
    sent_at: datetime({ label: 'Enviado por SMTP', filter: false }),
    error: text({ label: 'Error de envío', max: 500, hiddenInList: true }),
    recipient_organizations: choiceList({
      label: 'Organizaciones del destinatario',
      choices: choicesOf(organizations),
      hiddenInList: true,
    }),
  },
  list: ['id', 'recipient', 'subject', 'sent_at'],
  search: ['recipient', 'subject'],
  sort: { field: 'id', order: 'DESC' },
  recordLabel: 'subject',
});
