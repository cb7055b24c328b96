/**
 * `schedule`: the person's agenda by month, week and day (issue 12). Items come from the
 * sources declared in domain/agenda.ts that this user may list, each read through its entity's
 * list route, so an executive sees their own tasks and a supervisor everyone's (with a filter
 * by responsible). Dragging an item saves its new date; a click shows it with links to the
 * record and its client; a click on a free slot adds a task there.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Form, Title, usePermissions, useStore } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AccessLists } from '../../domain/access';
import {
  OVERDUE_TONE,
  agendaSourcesFor,
  isAllDay,
  seesEveryone,
  type AgendaItem,
  type AgendaSource,
} from '../../domain/agenda';
import { entityByName } from '../../domain/entities';
import { canAccess } from '../../domain/routes';
import { ReferenceChoiceInput } from '../generic/referenceInputs';
import { AgendaCalendar, agendaViews, type AgendaView } from './AgendaCalendar';
import { ItemDetails } from './ItemDetails';
import { NewItemDialog } from './NewItemDialog';
import { useReschedule } from './reschedule';
import { texts } from './texts';
import {
  AGENDA_LIMIT,
  citedBy,
  useAgendaItems,
  useNames,
  type AgendaRange,
} from './useAgendaItems';

/** Reports the picked responsible to the page (the picker lives in a react-admin form). */
function PersonWatcher({ name, onChange }: { name: string; onChange: (v: unknown) => void }) {
  const value = useWatch({ name });
  useEffect(() => onChange(value), [value, onChange]);
  return null;
}

function PersonFilter({ source, value, onChange }: PersonFilterProps) {
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

function Legend({ sources }: { sources: readonly AgendaSource[] }) {
  const entries = sources.flatMap((s) => s.legend);
  return (
    <Box
      component="ul"
      aria-label={texts.legend}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
    >
      {[...entries, { label: texts.overdue, tone: '' }].map(({ label, tone }) => (
        <Box component="li" key={label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            aria-hidden
            sx={{
              width: 14,
              height: 14,
              borderRadius: 0.5,
              bgcolor: tone || 'transparent',
              outline: tone ? 'none' : `2px solid ${OVERDUE_TONE}`,
            }}
          />
          <Typography variant="body2">{label}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Where "Agregar" puts a new item when no slot was clicked: the next whole hour, 09:00 at the earliest. */
const nextHour = () => {
  const at = new Date();
  at.setHours(Math.max(at.getHours() + 1, 9), 0, 0, 0);
  return at;
};

export default function AgendaPage() {
  const { permissions } = usePermissions<AccessLists>();
  const sources = useMemo(() => agendaSourcesFor(permissions), [permissions]);
  const [storedView, setView] = useStore<AgendaView>('agenda.view', 'dayGridWeek');
  const view = agendaViews.includes(storedView) ? storedView : 'dayGridWeek';
  const filtered = sources.find((s) => seesEveryone(s, permissions));
  // Not kept between visits: an agenda opening on someone else's tasks would confuse.
  const [chosen, setPerson] = useState<string | number | null>(null);
  const person = filtered ? chosen : null;
  const [range, setRange] = useState<AgendaRange | null>(null);
  const { items, error, truncated, refetch } = useAgendaItems(sources, range, person);
  const [open, setOpen] = useState<{ item: AgendaItem; anchor: HTMLElement } | null>(null);
  const [adding, setAdding] = useState<{ at: Date; allDay: boolean } | null>(null);
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const reschedule = useReschedule();
  const creates = sources.find((s) => canAccess(permissions, s.entity, 'create'));

  const cited = useMemo(
    () =>
      items.flatMap((item) =>
        [citedBy(item, item.source.related), citedBy(item, item.source.person)].filter(
          (c) => c !== null,
        ),
      ),
    [items],
  );
  const names = useNames(cited);
  const subtitleOf = useCallback(
    (item: AgendaItem) => names.get(citedBy(item, item.source.related)?.key ?? '') ?? '',
    [names],
  );
  const mayMove = useCallback(
    (item: AgendaItem) =>
      !item.finished && !saving.has(item.key) && canAccess(permissions, item.source.entity, 'edit'),
    [permissions, saving],
  );
  const onMove = useCallback(
    async (item: AgendaItem, to: Date, revert: () => void) => {
      setSaving((s) => new Set(s).add(item.key));
      await reschedule(item, to, revert);
      setSaving((s) => new Set([...s].filter((key) => key !== item.key)));
    },
    [reschedule],
  );
  const onView = useCallback(
    (next: AgendaView, visible: AgendaRange) => {
      setRange((r) =>
        r?.start.getTime() === visible.start.getTime() && r.end.getTime() === visible.end.getTime()
          ? r
          : visible,
      );
      if (next !== view) setView(next);
    },
    [setView, view],
  );
  const onSlot = useCallback(
    (date: Date, allDay: boolean) => {
      if (!creates) return;
      // A whole day picked for a timed item: the start of the working day.
      if (allDay && !isAllDay(creates)) date.setHours(9, 0, 0, 0);
      setAdding({ at: date, allDay: isAllDay(creates) });
    },
    [creates],
  );
  const onPerson = useCallback(
    (value: unknown) =>
      setPerson(typeof value === 'string' || typeof value === 'number' ? value : null),
    [setPerson],
  );

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={texts.title} />
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', mb: 1 }}>
          {filtered && <PersonFilter source={filtered} value={person} onChange={onPerson} />}
          {creates && (
            <Box sx={{ ml: 'auto', textAlign: 'right' }}>
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setAdding({ at: nextHour(), allDay: isAllDay(creates) })}
              >
                {texts.newItem(entityByName(creates.entity).label.one)}
              </Button>
              <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
                {texts.newItemHint}
              </Typography>
            </Box>
          )}
        </Box>
        {error && (
          <Alert
            severity="error"
            sx={{ mb: 1 }}
            action={<Button onClick={refetch}>{texts.retry}</Button>}
          >
            {texts.loadFailed}
          </Alert>
        )}
        {truncated && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {texts.truncated(AGENDA_LIMIT)}
          </Alert>
        )}
        <AgendaCalendar
          items={items}
          subtitleOf={subtitleOf}
          mayMove={mayMove}
          view={view}
          allDaySlot={sources.some(isAllDay)}
          onView={onView}
          onMove={onMove}
          onOpen={(item, anchor) => setOpen({ item, anchor })}
          onSlot={creates ? onSlot : undefined}
        />
        <Legend sources={sources} />
      </CardContent>
      {open && (
        <ItemDetails
          item={open.item}
          anchor={open.anchor}
          names={names}
          onClose={() => setOpen(null)}
        />
      )}
      {adding && creates && (
        <NewItemDialog
          source={creates}
          at={adding.at}
          allDay={adding.allDay}
          person={person}
          onClose={() => setAdding(null)}
        />
      )}
    </Card>
  );
}
