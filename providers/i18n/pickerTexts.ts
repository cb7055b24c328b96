/** MUI Autocomplete's own texts (every picker's empty list, loading, buttons) in Spanish. */
export const autocompleteTexts = {
  noOptionsText: 'Sin resultados',
  loadingText: 'Buscando…',
  clearText: 'Borrar',
  openText: 'Abrir',
  closeText: 'Cerrar',
} as const;
