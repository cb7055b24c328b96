/**
 * The insurers' news files' own enumerations (issue 32 §5, spec 2.3 `import_news`; not in spec
 * 3 or 4): what one row of an insurer's file of changes says happened to a policy, and where the
 * row stands once imported (applied, waiting for someone to review it, or discarded).
 */
import { defineEnum, numbered } from '../engine/defineEnum';

/** What a row of the insurer's file reports. */
export const insurerNewsKinds = defineEnum(
  'insurerNewsKinds',
  numbered(1, [
    ['endorsement', 'Endoso emitido'],
    ['endorsement_refused', 'Endoso rechazado'],
    ['payment_rejected', 'Pago rechazado'],
  ]),
);

/** A row imported: applied to its policy, kept for review, or discarded by whoever reviewed it. */
export const insurerNewsStatus = defineEnum(
  'insurerNewsStatus',
  numbered(1, [
    ['review', 'Para revisar', 'warning'],
    ['applied', 'Aplicada', 'success'],
    ['discarded', 'Descartada', 'default'],
  ]),
);
