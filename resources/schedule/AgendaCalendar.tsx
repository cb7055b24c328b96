/**
 * The calendar of the agenda: FullCalendar (MIT packages) with its Spanish locale, weeks from
 * Monday, 24-hour times and dd/mm/aaaa dates whatever the browser's language, in the browser's
 * time zone as every date-time of the product. It only draws and reports: what an item is,
 * whether it may move and what a move does are decided by the page.
 */
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import interactionPlugin from '@fullcalendar/interaction';
import esLocale from '@fullcalendar/core/locales/es';
import type { EventContentArg, EventInput } from '@fullcalendar/core';
import { Box, type Theme } from '@mui/material';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { OVERDUE_TONE, type AgendaItem } from '../../domain/agenda';
import { eventColours } from './eventColours';
import type { AgendaRange } from './useAgendaItems';
import { texts } from './texts';

/**
 * The week is a grid of days, each listing its items by time with the client under the title:
 * with a time grid, tasks due at the same hour became unreadable slivers. The day view places
 * them by hour, where a drag also changes the time.
 */
export const agendaViews = ['dayGridMonth', 'dayGridWeek', 'timeGridDay'] as const;
export type AgendaView = (typeof agendaViews)[number];

export interface AgendaCalendarProps {
  items: readonly AgendaItem[];
  /** A second line for an item in the week and day views (its client). */
  subtitleOf: (item: AgendaItem) => string;
  mayMove: (item: AgendaItem) => boolean;
  view: AgendaView;
  /** Whether any source places items on whole days (then the week shows an all-day row). */
  allDaySlot: boolean;
  onView: (view: AgendaView, range: AgendaRange) => void;
  onMove: (item: AgendaItem, to: Date, revert: () => void) => void;
  onOpen: (item: AgendaItem, anchor: HTMLElement) => void;
  /** A free day or time clicked: where a new item would go. */
  onSlot?: (date: Date, allDay: boolean) => void;
}

const time = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
const numericDay = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

function ItemBody({ arg, subtitle }: { arg: EventContentArg; subtitle: string }) {
  const item = arg.event.extendedProps.item as AgendaItem;
  const month = arg.view.type === 'dayGridMonth';
  return (
    <Box
      // The whole text on hover: narrow columns cut the title.
      title={[item.overdue && texts.overdue, item.title, subtitle].filter(Boolean).join(' · ')}
      sx={{ overflow: 'hidden', px: 0.5, lineHeight: 1.3, fontSize: '0.8rem' }}
    >
      <Box component="span" sx={{ fontWeight: 600, mr: 0.5 }}>
        {arg.timeText}
      </Box>
      {item.overdue && (
        <WarningIcon
          titleAccess={texts.overdue}
          sx={{ fontSize: '0.9rem', verticalAlign: 'text-bottom', mr: 0.25 }}
        />
      )}
      <Box component="span">{item.title}</Box>
      {!month && subtitle && (
        <Box sx={{ whiteSpace: 'nowrap', textOverflow: 'ellipsis', overflow: 'hidden' }}>
          {subtitle}
        </Box>
      )}
    </Box>
  );
}

/**
 * FullCalendar draws the arrows of "anterior"/"siguiente" as `role="img"` without a name (axe:
 * role-img-alt); their buttons are already named by their title, so the icons are decoration.
 * Watched because the toolbar and the days are redrawn on every change of view or period.
 */
function useDecorativeIcons(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const mark = () => {
      element
        .querySelectorAll('.fc-icon[role="img"]:not([aria-hidden])')
        .forEach((icon) => icon.setAttribute('aria-hidden', 'true'));
      // A month's day is labelled by its number alone while it holds the day's items too
      // (axe: label-content-name-mismatch); the number is a link named by the whole date.
      element
        .querySelectorAll('td.fc-daygrid-day[aria-labelledby]')
        .forEach((day) => day.removeAttribute('aria-labelledby'));
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root]);
}

export function AgendaCalendar(props: AgendaCalendarProps) {
  const { items, subtitleOf, mayMove, view, allDaySlot, onView, onMove, onOpen, onSlot } = props;
  const calendar = useRef<FullCalendar>(null);
  const root = useRef<HTMLDivElement>(null);
  useDecorativeIcons(root);
  // The height changes with the view, which loses `scrollTime`: scroll there again.
  useEffect(() => {
    if (view === 'timeGridDay') calendar.current?.getApi().scrollToTime('08:00:00');
  }, [view]);
  const events = useMemo<EventInput[]>(
    () =>
      items.map((item) => {
        const colours = eventColours(item.tone, item.finished);
        return {
          id: item.key,
          title: item.title,
          start: item.start,
          allDay: item.allDay,
          backgroundColor: colours.background,
          borderColor: item.overdue ? OVERDUE_TONE : colours.border,
          textColor: colours.text,
          startEditable: mayMove(item),
          durationEditable: false,
          classNames: [
            ...(item.overdue ? ['agenda-overdue'] : []),
            ...(item.finished ? ['agenda-finished'] : []),
          ],
          extendedProps: { item },
        };
      }),
    [items, mayMove],
  );
  return (
    <Box ref={root} sx={calendarStyles}>
      <FullCalendar
        ref={calendar}
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
        locale={esLocale}
        timeZone="local"
        firstDay={1}
        initialView={view}
        headerToolbar={{
          left: 'prev,next today',
          center: 'title',
          right: agendaViews.join(','),
        }}
        buttonHints={{ prev: '$0 anterior', next: '$0 siguiente' }}
        views={{
          dayGridMonth: { titleFormat: { month: 'long', year: 'numeric' } },
          dayGridWeek: {
            dayMaxEvents: false,
            titleFormat: numericDay,
            dayHeaderFormat: { weekday: 'short', day: '2-digit', month: '2-digit' },
          },
          // Items are instants: four side by side at most, the rest behind "+n".
          timeGridDay: {
            eventMaxStack: 4,
            titleFormat: { weekday: 'long', ...numericDay },
            // The title already names the day.
            dayHeaders: false,
          },
        }}
        eventTimeFormat={time}
        slotLabelFormat={time}
        scrollTime="08:00:00"
        nowIndicator
        navLinks
        allDaySlot={allDaySlot}
        dayMaxEvents={4}
        eventDisplay="block"
        // A day's 24 hours scroll inside the window (opened at 08:00); the rest grow.
        height={view === 'timeGridDay' ? 'calc(100vh - 260px)' : 'auto'}
        events={events}
        eventContent={(arg) => (
          <ItemBody arg={arg} subtitle={subtitleOf(arg.event.extendedProps.item as AgendaItem)} />
        )}
        // A timed item never lands in the all-day row (nor a day's item at a time).
        eventAllow={(drop, event) => drop.allDay === (event?.allDay ?? drop.allDay)}
        eventDrop={(info) => {
          const item = info.event.extendedProps.item as AgendaItem;
          if (info.event.start) onMove(item, info.event.start, info.revert);
          else info.revert();
        }}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          onOpen(info.event.extendedProps.item as AgendaItem, info.el);
        }}
        dateClick={onSlot ? (info) => onSlot(info.date, info.allDay) : undefined}
        datesSet={(info) =>
          onView(info.view.type as AgendaView, { start: info.start, end: info.end })
        }
      />
    </Box>
  );
}

/** FullCalendar's look brought to the theme's (its own CSS is injected by the library). */
const calendarStyles = (theme: Theme) => ({
  '--fc-border-color': 'rgba(0, 0, 0, 0.12)',
  '--fc-today-bg-color': 'rgba(25, 118, 210, 0.06)',
  '--fc-button-bg-color': '#fff',
  '--fc-button-text-color': 'rgba(0, 0, 0, 0.87)',
  '--fc-button-border-color': 'rgba(0, 0, 0, 0.23)',
  '--fc-button-hover-bg-color': 'rgba(25, 118, 210, 0.08)',
  '--fc-button-hover-border-color': 'rgba(0, 0, 0, 0.23)',
  '--fc-button-active-bg-color': theme.palette.primary.main,
  '--fc-button-active-border-color': theme.palette.primary.main,
  '--fc-now-indicator-color': '#C62828',
  '& .fc .fc-button-primary:not(:disabled).fc-button-active': { color: '#fff' },
  '& .fc .fc-button': { textTransform: 'none', fontSize: '0.875rem' },
  '& .fc .fc-toolbar-title': { fontSize: '1.25rem', fontWeight: 500 },
  '& .fc .fc-toolbar-title::first-letter': { textTransform: 'uppercase' },
  '& .fc .fc-col-header-cell-cushion': { textTransform: 'capitalize' },
  '& .fc .fc-event': { cursor: 'pointer' },
  // FullCalendar fades the other months' days to 30%, unreadable (1.9:1): the secondary text.
  '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: theme.palette.text.secondary },
  // The week has room for whole titles: let them wrap (the month keeps one line each).
  '& .fc-dayGridWeek-view .fc-daygrid-event': { whiteSpace: 'normal', py: 0.25 },
  '& .fc-dayGridWeek-view .fc-daygrid-day-frame': { minHeight: 360 },
  '& .fc .agenda-overdue': {
    outline: `2px solid ${OVERDUE_TONE}`,
    outlineOffset: '1px',
  },
  // Faded by its colours (eventColours), not by opacity, which made its text unreadable.
  '& .fc .agenda-finished': { textDecoration: 'line-through' },
  '& .fc .fc-timegrid-slot': { height: '2.2em' },
});
