/**
 * MUI X's Spanish texts for the date pickers, corrected where they do not read as our Spanish
 * does: accents ("Día", not "Dia") and the voseo of every other screen ("Elegí", not "Elige";
 * "Seleccioná", not "Seleccione").
 */
import { esES } from '@mui/x-date-pickers/locales';

type LocaleText = typeof esES.components.MuiLocalizationProvider.defaultProps.localeText;

const views: Record<string, string> = {
  hours: 'las horas',
  minutes: 'los minutos',
  seconds: 'los segundos',
  meridiem: 'a. m. o p. m.',
};

export const pickerLocaleText: LocaleText = {
  ...esES.components.MuiLocalizationProvider.defaultProps.localeText,
  openPreviousView: 'Abrir la vista anterior',
  calendarViewSwitchingButtonAriaLabel: (view) =>
    view === 'year'
      ? 'Está abierta la vista de años: pasá al calendario'
      : 'Está abierto el calendario: pasá a la vista de años',
  start: 'Desde',
  end: 'Hasta',
  okButtonLabel: 'Aceptar',
  clearButtonLabel: 'Borrar',
  datePickerToolbarTitle: 'Elegí la fecha',
  dateTimePickerToolbarTitle: 'Elegí la fecha y la hora',
  timePickerToolbarTitle: 'Elegí la hora',
  dateRangePickerToolbarTitle: 'Elegí el período',
  clockLabelText: (view, formattedTime) =>
    `Elegí ${views[view] ?? view}. ${formattedTime ? `La hora elegida es ${formattedTime}` : 'No hay hora elegida'}`,
  selectViewText: (view) => `Elegí ${views[view] ?? view}`,
  openDatePickerDialogue: (formattedDate) =>
    formattedDate ? `Elegí la fecha; la elegida es ${formattedDate}` : 'Elegí la fecha',
  openTimePickerDialogue: (formattedTime) =>
    formattedTime ? `Elegí la hora; la elegida es ${formattedTime}` : 'Elegí la hora',
  fieldClearLabel: 'Borrar',
  timeTableLabel: 'Elegí la hora',
  dateTableLabel: 'Elegí la fecha',
  day: 'Día',
  weekDay: 'Día de la semana',
  meridiem: 'a. m./p. m.',
};
