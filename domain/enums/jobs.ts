/** Enumerations of background work (issue 11): scheduled runs and generated files. */
import { defineEnum, options } from '../engine/defineEnum';

export const cronRunResults = defineEnum(
  'cronRunResults',
  options([
    ['running', 1, 'En curso', 'info'],
    ['succeeded', 2, 'Correcta', 'success'],
    ['failed', 3, 'Con error', 'error'],
  ]),
);

export const cronTriggers = defineEnum(
  'cronTriggers',
  options([
    ['schedule', 1, 'Programada'],
    ['user', 2, 'A pedido de un usuario'],
  ]),
);

export const downloadKinds = defineEnum(
  'downloadKinds',
  options([
    ['export', 1, 'Exportación'],
    ['import_failed_rows', 2, 'Filas con error de una importación'],
  ]),
);

export const downloadStatuses = defineEnum(
  'downloadStatuses',
  options([
    ['generating', 1, 'Generándose', 'info'],
    ['ready', 2, 'Lista para descargar', 'success'],
    ['failed', 3, 'Con error', 'error'],
  ]),
);
