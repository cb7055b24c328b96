/**
 * What the insurers' news say to people (issue 32 §5): why a row was kept for review, why it
 * was refused on the import's failed rows (already imported, already answered), and what an
 * applied row did. `:words` are filled by `interpolate` (domain/engine/messages.ts).
 */
export const newsTexts = {
  // Kept for review (the row is stored «Para revisar», nothing else changes).
  noPolicy:
    'No hay ninguna póliza «:number» de :company en tu organización: asignala a la póliza correcta o descartala.',
  twoPolicies:
    'Hay :count pólizas de :company que coinciden con «:number»: asignala a la que corresponde.',
  noWaiting:
    'La póliza :policy no tiene un endoso enviado a la compañía que espere respuesta: pedilo y envialo desde la póliza, y después aplicá esta novedad, o descartala.',
  notSent:
    'El endoso :numeration de la póliza :policy todavía no se envió a la compañía: envialo y después aplicá esta novedad, o descartala.',
  noQuota: 'La póliza :policy no tiene la cuota :quota.',
  quotaAnnulled:
    'La cuota :quota de la póliza :policy está anulada: no tiene un cobro para rechazar.',
  notApplied: 'La respuesta no se pudo aplicar a la póliza :policy: :problem',
  // Refused on the import's failed rows: nothing is applied twice.
  alreadyImported:
    'Esta novedad ya se importó (:file, fila :line) y está «:status»: no se aplica de nuevo.',
  alreadyAnswered:
    'El endoso :endorsement de la póliza :policy ya tiene registrada la respuesta de la compañía: no se aplica de nuevo.',
  paymentRecorded:
    'El rechazo de la cuota :quota de la póliza :policy del :day ya está registrado: no se registra de nuevo.',
  noNumber: 'El número de póliza «:number» no tiene números ni letras.',
  // What an applied row did (its «Detalle»).
  answered: 'Respuesta aplicada al endoso :numeration de la póliza :policy.',
  refused: 'Endoso :numeration de la póliza :policy rechazado por la compañía.',
  paymentRejected: 'Pago rechazado registrado: cuota :quota de la póliza :policy.',
  // The audit trail's name for the import's own moves of a row.
  appliedAudit: 'Aplicada por la importación',
} as const;
