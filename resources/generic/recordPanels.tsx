/**
 * The screens that draw panel tabs of a record's page (entity option `panels`,
 * domain/detailTabs.ts), by the name a declaration gives them. A panel reads the page's record
 * and resource from react-admin's contexts.
 */
import type { ComponentType } from 'react';
import { Typography } from '@mui/material';
import { TIMELINE_PANEL } from '../../domain/timeline';
import TimelinePanel from './TimelinePanel';
import StatisticsPanel from './StatisticsPanel';
import { STATISTICS_PANEL } from '../../domain/recordStatistics';

const recordPanels: Record<string, ComponentType> = {
  [TIMELINE_PANEL]: TimelinePanel,
  [STATISTICS_PANEL]: StatisticsPanel,
};

export function RecordPanel({ name }: { name: string }) {
  const Panel = recordPanels[name];
  if (!Panel)
    return <Typography color="error">Esta pestaña todavía no está disponible.</Typography>;
  return <Panel />;
}
