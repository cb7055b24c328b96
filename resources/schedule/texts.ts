/** Texts of the agenda (route `schedule`). */
import { formatDate, formatDateTime } from '../../domain/engine/format';

const weekdays = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];

/** `lun 23/11/2026 10:00` (or without the time for a whole day), in local time. */
export function whenText(date: Date, allDay = false): string {
  return `${weekdays[date.getDay()]} ${allDay ? formatDate(date) : formatDateTime(date)}`;
}

export const texts = {
  title: 'Agenda',
  person: 'Responsable',
  personHelp: 'Vacío: las de todos',
  overdue: 'Vencida',
  finished: 'Cerrada',
  legend: 'Referencias',
  newItem: (what: string) => `Agregar ${what.toLowerCase()}`,
  newItemAt: (what: string, when: string) => `Agregar ${what.toLowerCase()} para el ${when}`,
  newItemHint: 'Tocá un día o un horario libre del calendario para cargarla ahí.',
  created: (title: string, when: string) => `Listo: «${title}» quedó para el ${when}.`,
  moved: (title: string, when: string) => `Listo: «${title}» pasó al ${when}.`,
  stale: (title: string) =>
    `Otra persona cambió «${title}» al mismo tiempo que vos, así que tu cambio no se guardó. La agenda se volvió a cargar con lo último: revisalo y volvé a arrastrar si hace falta.`,
  failed: (title: string, reason: string) => `No se pudo mover «${title}»: ${reason}`,
  loadFailed: 'No se pudo cargar la agenda.',
  retry: 'Reintentar',
  truncated: (limit: number) =>
    `En este período hay más de ${limit} elementos y se muestran los primeros. Elegí un responsable o una vista más corta para ver todos.`,
  open: (what: string) => `Abrir ${what.toLowerCase()}`,
  openRelated: (what: string) => `Ver ${what.toLowerCase()}`,
  close: 'Cerrar',
  cancel: 'Cancelar',
  save: 'Guardar',
  prev: 'Anterior',
  next: 'Siguiente',
};
