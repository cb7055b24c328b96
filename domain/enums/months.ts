/** Months of the year by their number (1 = enero): sales targets are set per month. */
import { defineEnum, numbered } from '../engine/defineEnum';

export const months = defineEnum(
  'months',
  numbered(1, [
    ['january', 'Enero'],
    ['february', 'Febrero'],
    ['march', 'Marzo'],
    ['april', 'Abril'],
    ['may', 'Mayo'],
    ['june', 'Junio'],
    ['july', 'Julio'],
    ['august', 'Agosto'],
    ['september', 'Septiembre'],
    ['october', 'Octubre'],
    ['november', 'Noviembre'],
    ['december', 'Diciembre'],
  ]),
);
