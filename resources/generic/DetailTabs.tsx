/**
 * A record's page with tabs (domain/engine/detailTabs.ts): its own fields under "Datos", then its
 * panels (entity option `panels`, drawn by resources/generic/recordPanels.tsx) and one tab per
 * kind of related record the user may see, in the entity's `tabOrder`, each a list narrowed to this record with the
 * related entity's columns, filters and search, and a create button that links the new record
 * here. Tabs the user may not open are absent (their API refuses them too). A through-tab (the
 * contacts of an economic group's clients) keeps the column and filter of the record it hops
 * through, and has no create button: there is no single client to link the new record to.
 */
import { Link, Navigate, useParams } from 'react-router-dom';
import {
  Button,
  Datagrid,
  FilterButton,
  FilterForm,
  Pagination,
  ReferenceManyField,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { Box, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  detailTabsOf,
  inTabOrder,
  tabTarget,
  type DetailTab,
  tabShownOn,
} from '../../domain/engine/detailTabs';
import { entityByName } from '../../domain/entities';
import type { Entity, EntityPanel } from '../../domain/engine/entity';
import { entityColumns } from './entityColumns';
import { RecordFields } from './entityFieldViews';
import { useFilters } from './listFilters';
import { mayAccess, openPath } from './useEntity';
import { RecordPanel, useRecordPanels } from './recordPanels';
import { useAccess } from '../../src/access';
import { PageRowsProvider } from './pageReferences';
import { plainBody } from './plainRows';

/**
 * The related entity's create screen with this record already chosen; filled in from it when
 * the related entity declares how (`createFrom`: a lead from a client takes its name and CUIT).
 */
export function createRelatedPath(tab: DetailTab, parentId: Identifier, parent?: Entity) {
  const from = entityByName(tab.entity).createFrom?.find((c) => c.entity === parent?.name);
  if (from) return `/${tab.entity}/create/${from.from}/${encodeURIComponent(String(parentId))}`;
  const source = { [tab.field]: parentId, ...tab.filter };
  return `/${tab.entity}/create?source=${encodeURIComponent(JSON.stringify(source))}`;
}

/** The tabs of `entity`'s page that this user's access opens. */
export function useDetailTabs(entity: Entity): readonly DetailTab[] {
  const permissions = useAccess();
  return detailTabsOf(entity).filter((tab) => mayAccess(permissions, entityByName(tab.entity)));
}

function RelatedRecords({ tab, parent }: { tab: DetailTab; parent: Entity }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const permissions = useAccess();
  const entity = entityByName(tab.entity);
  // The link to this record is the tab itself; a through-tab's link is to another record.
  const implied = tab.via ? undefined : tab.field;
  const filters = useFilters(entity, implied);
  if (!record) return null;
  return (
    <ReferenceManyField
      reference={tab.entity}
      target={tabTarget(tab)}
      filter={tab.filter}
      sort={entity.sort}
      perPage={25}
      pagination={<Pagination />}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1 }}>{filters.length > 0 && <FilterForm filters={filters} />}</Box>
        {filters.length > (entity.search.length ? 1 : 0) && <FilterButton filters={filters} />}
        {!tab.via && mayAccess(permissions, entity, 'create') && (
          <Button
            component={Link}
            to={createRelatedPath(tab, record.id, parent)}
            label={translate('app.children.create', { label: entity.label.one.toLowerCase() })}
          >
            <AddIcon />
          </Button>
        )}
      </Box>
      <PageRowsProvider>
        <Datagrid
          body={plainBody}
          rowClick={(id: Identifier) => openPath(permissions, tab.entity, id)}
          bulkActionButtons={false}
          empty={
            <Typography color="text.secondary" sx={{ py: 1 }}>
              {translate('app.children.empty', { label: tab.label.toLowerCase() })}
            </Typography>
          }
        >
          {entityColumns(entity, implied)}
        </Datagrid>
      </PageRowsProvider>
    </ReferenceManyField>
  );
}

/**
 * Whether tabs of these labels overflow the strip at 1,366 px with the menu open (about 1,030 px
 * between the arrows), as MUI draws a tab: its label in capitals, about 8.5 px a letter, and 32 px
 * of padding, 90 px at least. An estimate: a strip near the edge may still show its arrows late.
 */
export function stripOverflows(labels: readonly string[]): boolean {
  const width = labels.reduce((sum, label) => sum + Math.max(90, label.length * 8.5 + 32), 0);
  return width > 1030;
}

/** One tab after "Datos": a panel or a kind of related records. */
type PageTab = { tab: string; panel: EntityPanel } | { tab: string; related: DetailTab };

/**
 * A related record addressed under its parent's tab (spec 2.3's
 * `contract/{uuid}/research_renewal/{contract_research_id}`): the tab's entity and the id, or
 * null when `rest` (what follows `/{name}/{id}/`) is a tab alone or names no related tab.
 */
export function relatedRecordOf(tabs: readonly DetailTab[], rest: string) {
  const [tab, id, ...more] = rest.split('/');
  const related = id && !more.length ? tabs.find((t) => t.tab === tab) : undefined;
  return related ? { entity: related.entity, id: decodeURIComponent(id) } : null;
}

/**
 * The record's page: "Datos", then its panels (a client's history) and its related-record tabs
 * in `tabOrder`, at `/{name}/{id}/{tab}`; `/{name}/{id}/{tab}/{child}` opens that child.
 */
export function DetailTabs({ entity, tabs }: { entity: Entity; tabs: readonly DetailTab[] }) {
  const translate = useTranslate();
  const panels = useRecordPanels(entity);
  const permissions = useAccess();
  const record = useRecordContext();
  const related = relatedRecordOf(tabs, useParams()['*'] ?? '');
  if (related) return <Navigate replace to={openPath(permissions, related.entity, related.id)} />;
  // A tab for some parents only (ART increases on an ART policy) waits for the record.
  const shown = tabs.filter((tab) => tabShownOn(tab, record ?? {}));
  const info = translate('app.detail.info');
  const labels = [info, ...panels.map((p) => p.label), ...shown.map((t) => t.label)];
  return (
    // A client's sixteen tabs overflow a laptop's width: the strip scrolls, with arrows. Its
    // zero width (then stretched to the page's) keeps the strip's length out of the page's
    // own: react-admin's layout grows to fit its content, which pushed the page past the window.
    <TabbedShowLayout
      tabs={
        <TabbedShowLayoutTabs
          variant="scrollable"
          // Arrows that appear once MUI finds the strip too long move every tab 40 px under the
          // pointer about to click one; a strip too long for a laptop keeps their room from the
          // start (an arrow with nothing to scroll to is transparent).
          scrollButtons={stripOverflows(labels) || 'auto'}
          allowScrollButtonsMobile
          sx={{ width: 0, minWidth: '100%' }}
        />
      }
    >
      <TabbedShowLayout.Tab label={info}>
        <RecordFields entity={entity} label={false} />
      </TabbedShowLayout.Tab>
      {inTabOrder<PageTab>(entity, [
        ...panels.map((panel) => ({ tab: panel.tab, panel })),
        ...shown.map((related) => ({ tab: related.tab, related })),
      ]).map((item) =>
        'panel' in item ? (
          <TabbedShowLayout.Tab key={`panel.${item.tab}`} label={item.panel.label} path={item.tab}>
            <RecordPanel name={item.panel.panel} />
          </TabbedShowLayout.Tab>
        ) : (
          <TabbedShowLayout.Tab
            key={`${item.related.entity}.${tabTarget(item.related)}.${item.tab}`}
            label={item.related.label}
            path={item.tab}
          >
            <RelatedRecords tab={item.related} parent={entity} />
          </TabbedShowLayout.Tab>
        ),
      )}
    </TabbedShowLayout>
  );
}
