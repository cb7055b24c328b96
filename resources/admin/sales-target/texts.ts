/** Texts of the sales-target grid editor. */
export const texts = {
  title: 'Editor de objetivos de venta',
  year: 'Año',
  branch: 'Ramo',
  metric: 'Cifra que editás',
  executive: 'Ejecutivo',
  total: 'Total',
  list: 'Ver el listado',
  discard: 'Descartar cambios',
  reload: 'Volver a cargar',
  open: 'Editor anual',
  save: (n: number) => (n ? `Guardar ${n === 1 ? '1 cambio' : `${n} cambios`}` : 'Guardar'),
  saved: (n: number) => (n === 1 ? 'Guardaste 1 objetivo.' : `Guardaste ${n} objetivos.`),
  dirty: 'Tenés cambios sin guardar. Guardalos o descartalos para cambiar de año, ramo o cifra.',
  invalid: 'Hay celdas que no son números (escribilos así: 1.465.000,50). Corregilas para guardar.',
  stale:
    'Otra persona cambió estos objetivos mientras los editabas, así que no se guardó nada. Volvé a cargar para ver sus cambios y cargá los tuyos de nuevo.',
  noExecutives: 'Tu organización todavía no tiene ejecutivos activos a quienes asignar objetivos.',
  gridLabel: (year: number, branch: string) => `Objetivos ${year} de ${branch}`,
};
