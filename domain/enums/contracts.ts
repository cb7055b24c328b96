/**
 * The contracts' own enumerations, not in the spec: a quota's state (a policy's instalment,
 * collected by the collections area when it lands).
 */
import { defineEnum, numbered } from '../engine/defineEnum';

export const quotaStatuses = defineEnum(
  'quotaStatuses',
  numbered(1, [
    ['pending', 'Pendiente', 'warning'],
    ['paid', 'Pagada', 'success'],
    ['annulled', 'Anulada', 'error'],
  ]),
);
