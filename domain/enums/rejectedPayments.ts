/**
 * The rejected payments' own enumerations (issue 32 §5; not in the spec): why the bank or the
 * card processor bounced a quota's debit, as their rejection files word it, and why the
 * collections desk annuls a rejection it recorded.
 */
import { defineEnum, numbered } from '../engine/defineEnum';

/** The rejection reasons of Argentine debits: cards (Prisma, Fiserv) and CBU (Interbanking). */
export const paymentRejectionReasons = defineEnum(
  'paymentRejectionReasons',
  numbered(1, [
    ['insufficient_funds', 'Fondos insuficientes'],
    ['card_expired', 'Tarjeta vencida'],
    ['card_reported', 'Tarjeta denunciada (robo o extravío)'],
    ['card_disabled', 'Tarjeta inhabilitada o dada de baja'],
    ['limit_exceeded', 'Límite de compra excedido'],
    ['account_closed', 'Cuenta cerrada'],
    ['cbu_unknown', 'CBU inexistente o mal informado'],
    ['debit_cancelled', 'Baja del débito automático'],
    ['disowned', 'Desconocimiento del débito por el titular'],
    ['account_holder_mismatch', 'El CUIT no coincide con el titular de la cuenta'],
    ['other', 'Otros'],
  ]),
);

/** Why a recorded rejection is annulled instead of worked (`annul`, with its own words). */
export const rejectedPaymentAnnulReasons = defineEnum(
  'rejectedPaymentAnnulReasons',
  numbered(1, [
    ['loaded_by_mistake', 'Cargado por error'],
    ['duplicated', 'Rechazo repetido'],
    ['reverted', 'El banco o la compañía revirtió el rechazo'],
    ['policy_annulled', 'La póliza se anuló'],
    ['other', 'Otro motivo'],
  ]),
);
