/** MUI Autocomplete's own texts (every picker's empty list, loading, buttons) in Spanish. */
export const autocompleteTexts = {
  noOptionsText: 'Sin resultados',
  loadingText: 'Buscando…',
  clearText: 'Borrar',
  openText: 'Abrir',
  closeText: 'Cerrar',
} as const;

/** The accessible name of every progress indicator (axe: aria-progressbar-name). */
export const progressLabel = 'Cargando';
