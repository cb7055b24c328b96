/**
 * An enumeration value as lists and record pages show it: when its option declares a tone
 * (domain/engine/defineEnum.ts) a small chip of that colour, so a broker scanning a long list sees
 * at once what is done, pending or lost; an option without a tone stays plain text. The label
 * is written out, so the chip is read aloud and understood without colour. Exports keep the
 * plain label (domain/engine/display.ts).
 */
import { Chip } from '@mui/material';
import { alpha, darken, type Theme } from '@mui/material/styles';
import { displayValue } from '../../domain/engine/display';
import { optionById, type EnumOption } from '../../domain/engine/defineEnum';
import type { EnumerationField } from '../../domain/engine/fields';

/**
 * A soft outlined chip: a faint tint of the tone, its border, and the label in a darker shade
 * of it (the palette's own orange and light blue are too pale for small text: WCAG AA).
 */
const toneSx = (tone: Exclude<EnumOption['tone'], 'default' | undefined>) => (theme: Theme) => ({
  color: darken(theme.palette[tone].main, 0.3),
  borderColor: alpha(theme.palette[tone].main, 0.6),
  backgroundColor: alpha(theme.palette[tone].main, 0.08),
  fontWeight: 500,
});

export function StatusChip({ option }: { option: EnumOption }) {
  const tone = option.tone ?? 'default';
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
export function EnumerationValue({ field, value }: { field: EnumerationField; value: unknown }) {
  const option =
    value === null || value === undefined || value === ''
      ? undefined
      : optionById(field.enumeration, Number(value));
  if (option?.tone) return <StatusChip option={option} />;
  return <>{displayValue(field, value)}</>;
}
