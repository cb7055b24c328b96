/** Every text the import screens show, in one place (Rioplatense Spanish). */
const count = (n: number | null | undefined) => (n ?? 0).toLocaleString('es-AR');

export const texts = {
  loading: 'Cargando',
  steps: ['Archivo', 'Columnas', 'Importación', 'Resultado'],
  list: { importFile: 'Importar archivo' },
  upload: {
    title: 'Importar un archivo',
    hint: (mb: number) =>
      `Elegí qué vas a importar y subí una planilla .xlsx o .csv (hasta ${mb} MB). La primera fila tiene que tener los nombres de las columnas.`,
    type: 'Qué vas a importar',
    typeHelp: 'Solo aparecen los tipos que tu usuario puede importar.',
    typeRequired: 'Elegí qué vas a importar.',
    noTypes: 'Tu usuario no tiene permiso para importar ningún tipo de datos.',
    columns: 'Columnas que acepta (* obligatorias):',
    template: 'Descargar planilla modelo',
    example:
      'La planilla modelo trae una hoja «Ejemplo» con un archivo real: cómo escribe cada compañía sus números de póliza y cada tipo de novedad.',
    chooseFile: 'Elegir archivo',
    otherFile: 'Elegir otro archivo',
    noFile: 'Ningún archivo elegido.',
    fileRequired: 'Elegí un archivo .xlsx o .csv.',
    tooBig: (mb: number) => `El archivo supera el máximo de ${mb} MB.`,
    submit: 'Subir y continuar',
    sending: 'Subiendo…',
  },
  mapping: {
    title: 'Elegí a qué campo va cada columna',
    hint: (rows: number) =>
      `El archivo tiene ${count(rows)} filas. Abajo se ven las primeras; revisá que cada columna vaya al campo correcto.`,
    column: 'Columna del archivo',
    field: 'Campo',
    skip: 'No importar',
    preview: 'Filas de muestra',
    required: 'Campos obligatorios:',
    matchBy: (labels: string) =>
      `Si una fila coincide con un registro existente en ${labels}, se actualiza ese registro.`,
    start: 'Comenzar importación',
    starting: 'Comenzando…',
    cancel: 'Cancelar importación',
  },
  progress: {
    title: 'Importando…',
    status: (done: number, total: number, ok: number, failed: number) =>
      `Procesadas ${count(done)} de ${count(total)} filas: ${count(ok)} importadas, ${count(failed)} con error.`,
    hint: 'Podés salir de esta pantalla: la importación sigue y te avisamos cuando termine.',
    waiting: 'Esperando turno para empezar…',
  },
  result: {
    finished: 'Importación terminada',
    canceled: 'Importación cancelada',
    fileFailed: 'No se pudo leer el archivo',
    counts: (ok: number, failed: number, total: number) =>
      `${count(ok)} filas importadas y ${count(failed)} con error, de ${count(total)}.`,
    downloadFailed: 'Descargar filas con error',
    failedHint:
      'La planilla de filas con error tiene tus columnas y una última columna “Motivo”: corregilas y volvé a importarla.',
    another: 'Importar otro archivo',
    back: 'Volver a importaciones',
    backTo: (section: string) => `Volver a ${section.toLowerCase()}`,
  },
  confirmCancel: '¿Cancelar la importación? Las filas ya importadas se conservan.',
};
