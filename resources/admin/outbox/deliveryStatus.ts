/** Where an e-mail of the outbox stands, in words: sent, failed, or only kept here. */
import { formatDateTime } from '../../../domain/engine/format';

export function deliveryStatus(record: Record<string, unknown>): string {
  if (record.error) return `No se pudo enviar: ${String(record.error)}`;
  if (record.sent_at) return `Enviado el ${formatDateTime(String(record.sent_at))}`;
  return 'Guardado sin enviar (no hay servidor de correo configurado)';
}
