/**
 * The screens that draw panel tabs of a record's page (entity option `panels`,
 * domain/engine/detailTabs.ts), by the name a declaration gives them. A panel reads the page's
 * record and resource from react-admin's contexts; an area gives its own (resources/areas.ts).
 * A panel may say who sees it (`shows`): the tab is absent for the others. A page's header
 * (entity option `header`: a client's summary) is drawn by one of them too, above the tabs. The
 * agenda is loaded when its tab opens (FullCalendar is its own chunk).
 */
import { Suspense } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import type { AccessLists } from '../../domain/engine/access';
import { AGENDA_PANEL, hasRecordAgenda } from '../../domain/agenda';
import type { Entity, EntityPanel } from '../../domain/engine/entity';
import { TIMELINE_PANEL } from '../../domain/timeline';
import { HISTORY_PANEL } from '../../domain/engine/history';
import { lazyPart } from '../../src/lazyPart';
import TimelinePanel from './TimelinePanel';
import StatisticsPanel from './StatisticsPanel';
import SegmentationPanel from './SegmentationPanel';
import { STATISTICS_PANEL } from '../../domain/recordStatistics';
import { SEGMENTATION_PANEL } from '../../domain/segments';
import { SUMMARY_PANEL } from '../../domain/recordSummary';
import { screenAreas } from '../areas';
import type { RecordPanelScreen } from '../area';
import { useAccess } from '../../src/access';

/** The engine's panels, then those of the areas (resources/areas.ts). */
const recordPanels: Record<string, RecordPanelScreen> = Object.assign(
  {
    [TIMELINE_PANEL]: { component: TimelinePanel },
    [STATISTICS_PANEL]: { component: StatisticsPanel },
    [SEGMENTATION_PANEL]: { component: SegmentationPanel },
    // A header (entity option `header`); its own chunk, as it reads the page's tabs.
    [SUMMARY_PANEL]: { component: lazyPart(() => import('./RecordSummaryPanel')) },
    // A record with history's versions (domain/engine/history.ts), with the compare.
    [HISTORY_PANEL]: { component: lazyPart(() => import('./history/VersionsPanel')) },
    [AGENDA_PANEL]: {
      component: lazyPart(() => import('../schedule/AgendaPanel')),
      shows: (access: AccessLists | null | undefined, entity: Entity) =>
        hasRecordAgenda(access, entity.name),
    },
  },
  ...screenAreas.map((area) => area.panels ?? {}),
);

/** The panels of `entity`'s page that this user's access shows. */
export function useRecordPanels(entity: Entity): readonly EntityPanel[] {
  const permissions = useAccess();
  return entity.panels.filter(
    (panel) => recordPanels[panel.panel]?.shows?.(permissions, entity) ?? true,
  );
}

export function RecordPanel({ name }: { name: string }) {
  const Panel = recordPanels[name]?.component;
  if (!Panel)
    return <Typography color="error">Esta pestaña todavía no está disponible.</Typography>;
  return (
    <Suspense fallback={<CircularProgress size={24} aria-label="Cargando" />}>
      <Panel />
    </Suspense>
  );
}

/**
 * What the page shows above its tabs (entity option `header`), drawn by a panel's screen, for
 * the users that screen shows to; a region named by the declaration's label.
 */
export function RecordHeader({ entity }: { entity: Entity }) {
  const permissions = useAccess();
  const header = entity.header;
  if (!header || !(recordPanels[header.panel]?.shows?.(permissions, entity) ?? true)) return null;
  return (
    <Box component="section" aria-label={header.label} sx={{ px: 2, pt: 2, pb: 1 }}>
      <RecordPanel name={header.panel} />
    </Box>
  );
}
