/**
 * Pieces of the agenda screen (resources/schedule/AgendaPage.tsx): the filter by responsible
 * and the legend of colours under the calendar.
 */
import { useEffect } from 'react';
import { Box, Typography } from '@mui/material';
import { Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { OVERDUE_TONE, type AgendaSource } from '../../domain/agenda';
import { entityByName } from '../../domain/entities';
import { ReferenceChoiceInput } from '../generic/referenceInputs';
import { eventColours } from './eventColours';
import { texts } from './texts';

/** Reports the picked responsible to the page (the picker lives in a react-admin form). */
function PersonWatcher({ name, onChange }: { name: string; onChange: (v: unknown) => void }) {
  const value = useWatch({ name });
  useEffect(() => onChange(value), [value, onChange]);
  return null;
}

export function PersonFilter({ source, value, onChange }: PersonFilterProps) {
  const field = entityByName(source.entity).fields[source.person!];
  return (
    <Form defaultValues={{ [source.person!]: value }}>
      <Box sx={{ width: 320 }}>
        <ReferenceChoiceInput
          name={source.person!}
          field={{ ...field, label: texts.person }}
          asFilter
          size="small"
          helperText={texts.personHelp}
          fullWidth
        />
      </Box>
      <PersonWatcher name={source.person!} onChange={onChange} />
    </Form>
  );
}
interface PersonFilterProps {
  source: AgendaSource;
  value: string | number | null;
  onChange: (v: unknown) => void;
}

export function Legend({ sources }: { sources: readonly AgendaSource[] }) {
  const entries = sources.flatMap((s) => s.legend);
  return (
    <Box
      component="ul"
      aria-label={texts.legend}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
    >
      {[...entries, { label: texts.overdue, tone: '', finished: false }].map(
        ({ label, tone, finished }) => (
          <Box component="li" key={label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box
              aria-hidden
              sx={{
                width: 14,
                height: 14,
                borderRadius: 0.5,
                bgcolor: tone ? eventColours(tone, finished).background : 'transparent',
                border: tone ? `1px solid ${eventColours(tone, finished).border}` : 'none',
                outline: tone ? 'none' : `2px solid ${OVERDUE_TONE}`,
              }}
            />
            <Typography variant="body2">{label}</Typography>
          </Box>
        ),
      )}
    </Box>
  );
}

/** Where "Agregar" puts a new item when no slot was clicked: the next whole hour, 09:00 at the earliest. */
export const nextHour = () => {
  const at = new Date();
  at.setHours(Math.max(at.getHours() + 1, 9), 0, 0, 0);
  return at;
};
