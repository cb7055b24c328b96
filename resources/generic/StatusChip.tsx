/**
 * An enumeration value as lists and record pages show it: when its option declares a tone
 * (domain/engine/defineEnum.ts) a small chip of that colour, so a broker scanning a long list sees
 * at once what is done, pending or lost; an option without a tone stays plain text. The label
 * is written out, so the chip is read aloud and understood without colour. Exports keep the
 * plain label (domain/engine/display.ts).
 */
import { Chip } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { displayValue } from '../../domain/engine/display';
import { optionById, type EnumOption } from '../../domain/engine/defineEnum';
import type { EnumerationField } from '../../domain/engine/fields';
import { plainRowClasses, toneLook, type ColouredTone } from '../../src/theme';

/** A soft outlined chip of the tone (src/theme.ts `toneLook`). */
const toneSx = (tone: ColouredTone) => (theme: Theme) => toneLook(theme, tone);

/**
 * `inRow`: in a list's row, a plain span with the same look, drawn by the rows' table
 * (resources/generic/plainRows.tsx): a page shows one per row.
 */
export function StatusChip({ option, inRow }: { option: EnumOption; inRow?: boolean }) {
  const tone = option.tone ?? 'default';
  if (inRow)
    return (
      <span className={`${plainRowClasses.chip} ${plainRowClasses.chip}-${tone}`}>
        {option.label}
      </span>
    );
  return (
    <Chip
      size="small"
      variant="outlined"
      color={tone}
      label={option.label}
      sx={tone === 'default' ? undefined : toneSx(tone)}
    />
  );
}

/** The value of an enumeration field: its chip when the option has a tone, else its label. */
export function EnumerationValue({
  field,
  value,
  inRow,
}: {
  field: EnumerationField;
  value: unknown;
  inRow?: boolean;
}) {
  const option =
    value === null || value === undefined || value === ''
      ? undefined
      : optionById(field.enumeration, Number(value));
  if (option?.tone) return <StatusChip option={option} inRow={inRow} />;
  return <>{displayValue(field, value)}</>;
}
