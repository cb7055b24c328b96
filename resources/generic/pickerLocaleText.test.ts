// @vitest-environment node
/** The date pickers speak as every other screen: accents in place and "vos" (issue 28 item 26). */
import { describe, expect, it } from 'vitest';
import { pickerLocaleText } from './pickerLocaleText';

/** Every text the pickers may show: plain ones, and those built for a view or a value. */
function allTexts(): string[] {
  return Object.values(pickerLocaleText).flatMap((text) => {
    if (typeof text === 'string') return [text];
    if (typeof text !== 'function') return [];
    const build = text as (...args: unknown[]) => unknown;
    return ['day', 'year', 'hours', 'minutes'].flatMap((arg) =>
      [build(arg, '10:30'), build(arg), build({ digitAmount: 4, contentType: 'digit' })].map(
        String,
      ),
    );
  });
}

describe('the date pickers’ texts', () => {
  it('use "Día" and "Elegí", never "Dia", "Elige" nor "Seleccione"', () => {
    const texts = allTexts();
    expect(pickerLocaleText.day).toBe('Día');
    expect(pickerLocaleText.openDatePickerDialogue?.(null)).toBe('Elegí la fecha');
    for (const text of texts) {
      expect(text).not.toMatch(/\bDia\b/);
      expect(text).not.toMatch(/\b[Ee]lige\b/);
      expect(text).not.toMatch(/\b[Ss]eleccione\b/);
      expect(text).not.toMatch(/\bcambie\b/);
    }
  });
});
