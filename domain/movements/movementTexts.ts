/**
 * The words of an endorsement that are not a field's: what its audit rows, notifications,
 * e-mail and printed endorsement say (Spanish, as the brokerage writes to its clients).
 */
import { optionById } from '../engine/defineEnum';
import { formatDate } from '../engine/format';
import { annulmentMotives, modificationMotives, movementTypes } from '../enums/catalogues';

type Row = Readonly<Record<string, unknown>>;

export const movementTexts = {
  answerMissing:
    'Registrá la respuesta de la compañía (número, totales y cuotas) antes de aplicarla.',
  policyGone: 'La póliza del endoso ya no existe.',
  policyChanged:
    'La póliza cambió mientras aplicabas el endoso (alguien registró un pago u otro endoso). Recargá la página y volvé a aplicarlo.',
  documentTitle: 'Endoso',
  requestTitle: 'Pedido de endoso',
  mailCommand: 'Enviar endoso por correo',
  mailedTo: 'Le enviamos el endoso al cliente a :email.',
  noClientEmail: 'El cliente no tiene correo electrónico: no se le envió el endoso.',
  mailFailedTitle: 'Endoso sin enviar al cliente',
  mailFailed:
    'No se pudo enviar por correo a :email el endoso de la póliza :policy. Descargalo desde el endoso y envialo.',
  mailSubject: 'Endoso :n de tu póliza :policy',
  mailText:
    'Hola:\n\nTe enviamos el endoso :n de tu póliza :policy (:type), vigente desde el :date. Lo encontrás adjunto en PDF.\n\nCualquier consulta, respondé este correo.\n\n:brokerage',
} as const;

const label = (options: typeof movementTypes, id: unknown) =>
  id == null ? '' : (optionById(options, Number(id))?.label ?? '');

/** «Anulación · Falta de pago», «Cambio de costo»: the type and its motive, as people read it. */
export function movementName(record: Row): string {
  const motive =
    label(annulmentMotives, record.annulment_motive) ||
    label(modificationMotives, record.modification_motive);
  const type = label(movementTypes, record.movement_type);
  return motive ? `${type} · ${motive}` : type;
}

/** The audit label of what the endorsement did to its policy and its parts. */
export const movementAuditLabel = (record: Row) =>
  `Endoso ${String(record.numeration ?? '')}: ${movementName(record)}`;

const dayOf = (date: unknown) => formatDate(String(date ?? ''));

/**
 * The executive's notification once the insurer answered; `note` adds what happened with the
 * client's e-mail (sent to whom, or why not).
 */
export function movementNotice(
  record: Row,
  policy: Row,
  outcome: 'applied' | 'refused',
  note?: string | null,
) {
  const name = `${movementName(record)} de la póliza ${String(policy.number)}`;
  return outcome === 'applied'
    ? {
        title: 'Endoso aplicado',
        text: `${name}: la compañía lo emitió y la póliza ya cambió desde el ${dayOf(record.effective_date)}.${note ? ` ${note}` : ''}`,
        link: `/contract_movement/${String(record.id)}/show`,
      }
    : {
        title: 'Endoso rechazado por la compañía',
        text: `${name}: ${String(record.insurer_message ?? 'la compañía no lo emitió')}.`,
        link: `/contract_movement/${String(record.id)}/show`,
      };
}

export function movementMail(record: Row, policyNumber: string, brokerage: string) {
  const fill = (text: string) =>
    text
      .replace(':n', String(record.numeration ?? ''))
      .replace(':policy', policyNumber)
      .replace(':type', movementName(record))
      .replace(':date', dayOf(record.effective_date))
      .replace(':brokerage', brokerage);
  return { subject: fill(movementTexts.mailSubject), text: fill(movementTexts.mailText) };
}

/** «endoso-3-poliza-0012_345.pdf»; a movement not applied yet prints as its request. */
export const movementFileName = (record: Row, policyNumber: string, asked = false) =>
  `${asked ? 'pedido-de-' : ''}endoso-${String(record.numeration ?? '')}-poliza-${policyNumber.replace(/[^\w-]+/g, '_')}.pdf`;
