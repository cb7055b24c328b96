/**
 * The date pickers' locale: date-fns with `es`, so every picker reads and shows dd/mm/aaaa and
 * speaks our Spanish (pickerLocaleText.ts) whatever the browser's language. Each picker wraps itself in it
 * (DatePickerInput), which keeps MUI X out of the app shell's JavaScript.
 */
import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { es } from 'date-fns/locale/es';
import { pickerLocaleText } from './pickerLocaleText';

export function DateLocalization({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={es}
      localeText={pickerLocaleText}
    >
      {children}
    </LocalizationProvider>
  );
}
