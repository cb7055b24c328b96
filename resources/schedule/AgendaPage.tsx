/**
 * `schedule`: the person's agenda by month, week and day (issue 12). Items come from the
 * sources declared in domain/agenda.ts that this user may list, each read through its entity's
 * list route, so an executive sees their own tasks and a supervisor everyone's (with a filter
 * by responsible). Dragging an item saves its new date; a click shows it with links to the
 * record and its client; a click on a free slot adds a task there. The same agenda is the
 * "Agenda" tab of a client's or a group's page (AgendaPanel.tsx): `subject` narrows it to that
 * record.
 */
import { useCallback, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Title, useStore } from 'react-admin';
import {
  agendaSourcesAbout,
  agendaSourcesFor,
  isAllDay,
  seesEveryone,
  subjectPreset,
  type AgendaItem,
  type AgendaSubject,
} from '../../domain/agenda';
import { entityByName } from '../../domain/entities';
import { canAccess } from '../../domain/routes';
import { AgendaCalendar, agendaViews, type AgendaView } from './AgendaCalendar';
import { Legend, nextHour, PersonFilter } from './AgendaParts';
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
import { useAccess } from '../../src/access';

/**
 * A record page's agenda opens on the month and keeps its own view: a client has a few items a
 * month, which a week would mostly hide, and a tab should not change the person's agenda.
 */
const viewStore = (subject?: AgendaSubject) =>
  subject
    ? ({ key: 'agenda.record.view', initial: 'dayGridMonth' } as const)
    : ({ key: 'agenda.view', initial: 'dayGridWeek' } as const);

/** The agenda: the person's (the page), or one record's items (`subject`, a panel of its page). */
export function Agenda({ subject }: { subject?: AgendaSubject }) {
  const permissions = useAccess();
  const about = subject?.entity;
  const sources = useMemo(() => {
    const all = agendaSourcesFor(permissions);
    return about ? agendaSourcesAbout(all, about) : all;
  }, [permissions, about]);
  const stored = viewStore(subject);
  const [storedView, setView] = useStore<AgendaView>(stored.key, stored.initial);
  const view = agendaViews.includes(storedView) ? storedView : stored.initial;
  const filtered = sources.find((s) => seesEveryone(s, permissions));
  // Not kept between visits: an agenda opening on someone else's tasks would confuse.
  const [chosen, setPerson] = useState<string | number | null>(null);
  const person = filtered ? chosen : null;
  const [range, setRange] = useState<AgendaRange | null>(null);
  const { items, error, truncated, refetch } = useAgendaItems(sources, range, person, subject);
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
  // On a record's page every item is that record's: the second line names the responsible.
  const subtitleOf = useCallback(
    (item: AgendaItem) =>
      names.get(citedBy(item, subject ? item.source.person : item.source.related)?.key ?? '') ?? '',
    [names, subject],
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
    <>
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
          preset={subject && subjectPreset(creates, subject)}
          onClose={() => setAdding(null)}
        />
      )}
    </>
  );
}

/** The route `schedule`: the person's agenda, titled (a panel leaves its page's title alone). */
export default function AgendaPage() {
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={texts.title} />
      <CardContent>
        <Agenda />
      </CardContent>
    </Card>
  );
}
