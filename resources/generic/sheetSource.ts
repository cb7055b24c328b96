/**
 * Where a form's spreadsheet lists (fields.ts `sheet`) get their model workbook and send an
 * upload: given by the screen that knows the address (a wizard: its flow, branch and step).
 * Without one, the list offers no spreadsheet.
 */
import { createContext, useContext } from 'react';
import type { SheetItems } from '../../domain/engine/sheetItems';

export interface SheetSource {
  /** The model workbook of the list `field`. */
  templateUrl: (field: string) => string;
  /** The file read as the list's items; a refusal throws react-admin's HttpError. */
  read: (field: string, file: File) => Promise<SheetItems>;
}

export const SheetSourceContext = createContext<SheetSource | null>(null);

export const useSheetSource = () => useContext(SheetSourceContext);
