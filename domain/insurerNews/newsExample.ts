/**
 * A realistic insurer's file of changes (issue 32 §5), written on the «Ejemplo» sheet of the
 * model workbook of «Novedades de compañías» (server/imports/template.ts): each insurer spells
 * its policy numbers its own way (policyNumbers.ts), in the demo's numbering (insurer, branch,
 * serial: fixtures/contracts.ts). By field of the sheet (newsSheet.ts), in its columns' order.
 */
export const newsExample: readonly (readonly (string | number)[])[] = [
  // Compañía, Número de póliza, Novedad, Número de endoso, Fecha de emisión, Prima, Recargos,
  // Impuestos, Premio, Cuotas nuevas, Vencimiento de la primera, Cuota, Importe rechazado,
  // Fecha de rechazo, Motivo del rechazo, Observaciones de la compañía
  [
    ...['Sancor Seguros', 'SCS 003-01-0089908', 'Endoso emitido', '000457', '05/11/2026'],
    ...[18000, 900, 3780, 22680, 0, '', '', '', '', '', 'Suma asegurada actualizada'],
  ],
  [
    ...['Federación Patronal', 'FP 4.03.4417025', 'Endoso rechazado', '', '', '', '', ''],
    ...['', '', '', '', '', '', '', 'Falta la inspección del vehículo con GNC'],
  ],
  [
    ...['La Segunda', '00204 0901133', 'Pago rechazado', '', '', '', '', '', '', '', ''],
    ...[5, 48250.5, '10/11/2026', 'Fondos insuficientes', ''],
  ],
  [
    ...['30-50000412-2', 'AZ/001-01-7770312', 'Pago rechazado', '', '', '', '', '', '', '', ''],
    ...[2, '', '12/11/2026', 'Tarjeta vencida', 'Débito VISA rechazado'],
  ],
];
