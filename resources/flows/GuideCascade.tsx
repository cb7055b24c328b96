/**
 * The vehicle step's brand → model → version → year (domain/flows/guideCascade.ts): each
 * picker offers what the guide has under the choices before it and stays disabled until they
 * are made; changing one clears the ones after it. Choosing the year sets the guide's row and
 * proposes its value as the sum assured (and its fuel, body and 0 km), which the user may
 * change: a sum already typed is kept.
 */
import { memo, useEffect, useRef, useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { Autocomplete, Box, TextField } from '@mui/material';
import {
  GUIDE_LEVELS,
  type GuideKind,
  type GuideLevel,
  type GuideOption,
} from '../../domain/flows/guideCascade';
import { formatMoney } from '../../domain/engine/format';
import { guideOptions } from './flowApi';

const labels: Record<GuideLevel, string> = {
  brand: 'Marca',
  model: 'Modelo',
  version: 'Versión',
  year: 'Año',
};

/** The options of one level, asked again whenever a choice before it changes. */
function useLevelOptions(level: GuideLevel, before: Record<string, string | undefined>) {
  // The answer with the choices it was asked for: one for earlier choices is not shown.
  const [answer, setAnswer] = useState<{ key: string; options: GuideOption[] } | null>(null);
  const missing = GUIDE_LEVELS.slice(0, GUIDE_LEVELS.indexOf(level)).some((l) => !before[l]);
  const key = JSON.stringify(before);
  useEffect(() => {
    if (missing) return;
    let live = true;
    guideOptions(JSON.parse(key) as Record<string, string>).then(
      (found) => live && setAnswer({ key, options: found.options }),
      () => live && setAnswer({ key, options: [] }),
    );
    return () => {
      live = false;
    };
  }, [key, missing]);
  const options = !missing && answer?.key === key ? answer.options : [];
  return { options, disabled: missing };
}

function LevelPicker({
  level,
  before,
  rowError,
}: {
  level: GuideLevel;
  before: Record<string, string>;
  /** The guide row's message (not in the guide), shown on the year. */
  rowError?: string;
}) {
  const { field, fieldState } = useController({ name: level });
  const { setValue, getValues } = useFormContext();
  // The guide's value last proposed as the sum: a sum still equal to it was not typed.
  const proposed = useRef<unknown>(undefined);
  const { options, disabled } = useLevelOptions(level, before);
  const chosen = options.find((o) => String(o.value) === String(field.value ?? '')) ?? null;
  const later = GUIDE_LEVELS.slice(GUIDE_LEVELS.indexOf(level) + 1);
  const error = fieldState.error?.message ?? rowError;

  const choose = (option: GuideOption | null) => {
    field.onChange(option ? option.value : null);
    if (level !== 'year') {
      for (const next of later) setValue(next, null, { shouldDirty: true });
      setValue('infocar_id', null, { shouldDirty: true });
      return;
    }
    const row = option?.row;
    setValue('infocar_id', row?.id ?? null, { shouldDirty: true, shouldValidate: true });
    if (!row) return;
    // The sum follows the guide until the user types one of their own.
    const sum = getValues('sum_insured') as unknown;
    if (sum === null || sum === undefined || sum === proposed.current)
      setValue('sum_insured', row.value, { shouldDirty: true });
    proposed.current = row.value;
    setValue('fuel', row.fuel, { shouldDirty: true });
    if (row.body !== null) setValue('body', row.body, { shouldDirty: true });
    setValue('zero_km', row.zero_km, { shouldDirty: true });
  };

  return (
    <Autocomplete
      options={options}
      value={chosen}
      disabled={disabled}
      onChange={(_, option) => choose(option)}
      getOptionLabel={(o) => String(o.value)}
      isOptionEqualToValue={(a, b) => String(a.value) === String(b.value)}
      renderOption={(props, option) => (
        <li {...props} key={String(option.value)}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', width: '100%', gap: 2 }}>
            <span>{String(option.value)}</span>
            {option.row && (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {`${formatMoney(option.row.value)}${option.row.zero_km ? ' · 0 km' : ''}`}
              </Box>
            )}
          </Box>
        </li>
      )}
      noOptionsText="Sin opciones en la guía"
      renderInput={(params) => (
        <TextField
          {...params}
          label={labels[level]}
          required
          error={!!error}
          helperText={error ?? (disabled ? 'Elegí primero lo anterior' : ' ')}
          inputRef={field.ref}
          onBlur={field.onBlur}
          // Readable while the picker waits (the disabled grey fails the contrast minimum).
          sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
        />
      )}
    />
  );
}

/** Kept still while the page around it renders (a draft answered): it reads the form itself. */
export const GuideCascade = memo(function GuideCascade({ kind }: { kind: GuideKind }) {
  const [brand, model, version] = useWatch({ name: ['brand', 'model', 'version'] }) as (
    string | undefined
  )[];
  // The guide's row: set by the year, its message shown there.
  const row = useController({ name: 'infocar_id' });
  const chosen: Record<string, string> = {};
  if (brand) chosen.brand = brand;
  if (brand && model) chosen.model = model;
  if (brand && model && version) chosen.version = version;
  return (
    <>
      {GUIDE_LEVELS.map((level) => {
        const before = Object.fromEntries([
          ['kind', kind],
          ...GUIDE_LEVELS.slice(0, GUIDE_LEVELS.indexOf(level))
            .filter((l) => chosen[l])
            .map((l) => [l, chosen[l]]),
        ]);
        return (
          <LevelPicker
            key={level}
            level={level}
            before={before}
            rowError={level === 'year' ? row.fieldState.error?.message : undefined}
          />
        );
      })}
    </>
  );
});
