/**
 * The list screen of any declared entity: search box, filters, sortable and selectable columns
 * (kept in browser storage by react-admin's store), CSV export, bulk delete, and per row a quick
 * look and a quick edit in the side panel without leaving the list. A named list of the entity
 * (domain/engine/listViews.ts) is the same screen reading its own route, with its row action.
 */
import { createElement, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import {
  Button,
  CreateButton,
  DatagridConfigurable,
  FilterButton,
  List,
  SelectColumnsButton,
  TopToolbar,
  WrapperField,
  useRecordContext,
  useTranslate,
  type Exporter,
  type Identifier,
} from 'react-admin';
import { useFilters } from './listFilters';
import { BulkDeleteWithReport } from './BulkDeleteWithReport';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { Link } from 'react-router-dom';
import { isLocked } from '../../domain/engine/entity';
import { entityColumns } from './entityColumns';
import { SidePanel, type SidePanelState } from './SidePanel';
import { openPath, useEntity, useMayDo } from './useEntity';
import { exporterFor } from './exporter';
import { ListExportButton } from './ListExportButton';
import { ListLoadError } from './ListLoadError';
import { RowEditButton } from './RowEditButton';
import { StatusActions } from './StatusActions';
import { fixedFields, listViewRoute, type EntityListView } from '../../domain/engine/listViews';
import { useAccess } from '../../src/access';
import { sectionIcons } from '../../src/layout/icons';
import { canAccess } from '../../domain/engine/routeAccess';
import { PageRowsProvider } from './pageReferences';
import { plainBody, RowIconButton } from './plainRows';
import { denseCellsSx, useDenseCells } from './denseCells';

function ListActions({
  hasFilters,
  exporter,
  extra,
  listView,
}: {
  hasFilters: boolean;
  exporter: Exporter;
  extra?: ReactNode;
  listView?: EntityListView;
}) {
  const mayCreate = useMayDo('create');
  const access = useAccess();
  return (
    <TopToolbar>
      {extra}
      {/* A named list's own screens (its settings), for whoever may open them. */}
      {listView?.links
        ?.filter((link) => canAccess(access, link.route))
        .map((link) => (
          <Button key={link.route} component={Link} to={`/${link.route}`} label={link.label}>
            {createElement(sectionIcons.get(link.route.split('?')[0]) ?? SettingsIcon)}
          </Button>
        ))}
      <SelectColumnsButton />
      {hasFilters && <FilterButton />}
      {/* A new record need not belong to a named list: it is added from the entity's. */}
      {mayCreate && !listView && <CreateButton />}
      <ListExportButton exporter={exporter} listView={listView} />
    </TopToolbar>
  );
}

/** The row's buttons that open it in the side panel; a click on them does not open the row. */
function PanelButtons({
  mayEdit,
  onOpen,
}: {
  mayEdit: boolean;
  onOpen: (state: SidePanelState) => void;
}) {
  const translate = useTranslate();
  const entity = useEntity();
  const record = useRecordContext();
  if (!record) return null;
  const button = (mode: SidePanelState['mode'], label: string, icon: ReactElement) => (
    <RowIconButton label={label} onClick={() => onOpen({ mode, id: record.id })}>
      {icon}
    </RowIconButton>
  );
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {button('show', translate('app.side_panel.show'), <VisibilityIcon fontSize="small" />)}
      {mayEdit &&
        !isLocked(entity, record) &&
        button('edit', translate('app.side_panel.edit'), <EditNoteIcon fontSize="small" />)}
    </span>
  );
}

/**
 * The generated list; `extraActions` go before the standard buttons of its toolbar. With
 * `listView`, that named list: its own route (`meta.listView`, providers/listViews.ts), title,
 * stored filters and row action, and no filter on what it already fixes.
 */
export function EntityList({
  extraActions,
  listView,
}: {
  extraActions?: ReactNode;
  listView?: EntityListView;
}) {
  const entity = useEntity();
  const translate = useTranslate();
  const filters = useFilters(entity, fixedFields(listView));
  const exporter = useMemo(() => exporterFor(entity), [entity]);
  const mayDelete = useMayDo('delete');
  const mayEdit = useMayDo('edit');
  const [panel, setPanel] = useState<SidePanelState | null>(null);
  // A row opens what the user can do with it: the form when they may edit, otherwise the
  // record read-only (read-only entities, or a user without the edit permission).
  const permissions = useAccess();
  // Commands move even a record the product writes (a contract request is only taken, never
  // edited): StatusActions offers each to whoever may run it (statusMachine.ts `mayRun`).
  const mayCommand = canAccess(permissions, entity.name, 'edit');
  const { ref: tableAround, dense } = useDenseCells(
    listView ? listViewRoute(entity, listView) : entity.name,
    !!listView?.rowCommands,
  );
  return (
    <>
      <List
        filters={filters}
        sort={entity.sort}
        perPage={25}
        {...(listView && {
          // A named list is a worklist: empty, it keeps its table and filters («Mis
          // solicitudes» with nothing yours yet) instead of the section's first-use page.
          empty: false,
          title: listView.label,
          storeKey: listViewRoute(entity, listView),
          queryOptions: { meta: { listView: listView.path } },
        })}
        actions={
          <ListActions
            hasFilters={filters.length > (entity.search.length ? 1 : 0)}
            exporter={exporter}
            extra={extraActions}
            listView={listView}
          />
        }
        exporter={exporter}
        error={<ListLoadError />}
      >
        <PageRowsProvider>
          <div ref={tableAround}>
            <DatagridConfigurable
              body={plainBody}
              rowClick={(id: Identifier) => openPath(permissions, entity.name, id)}
              bulkActionButtons={mayDelete ? <BulkDeleteWithReport /> : false}
              sx={dense ? denseCellsSx : undefined}
            >
              {entityColumns(entity, undefined, listView?.list)}
              {listView?.rowEdit && mayEdit && (
                <WrapperField label={listView.rowEdit.label}>
                  <RowEditButton entity={entity} rowEdit={listView.rowEdit} />
                </WrapperField>
              )}
              {listView?.rowCommands && mayCommand && (
                <WrapperField label={translate('app.list.actions')}>
                  <StatusActions entity={entity} only={listView.rowCommands} />
                </WrapperField>
              )}
              <WrapperField label={translate('app.side_panel.column')} textAlign="right">
                <PanelButtons mayEdit={mayEdit} onOpen={setPanel} />
              </WrapperField>
            </DatagridConfigurable>
          </div>
        </PageRowsProvider>
      </List>
      <SidePanel entity={entity} state={panel} mayEdit={mayEdit} onChange={setPanel} />
    </>
  );
}

export default function GenericList() {
  return <EntityList />;
}
