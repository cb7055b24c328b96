/**
 * The side panel (spec 9): a drawer over the right of a list that opens one of its records for
 * a quick look or a quick edit, so the list, its filters and its page stay where they were. It
 * opens at half the window (SIDE_PANEL_DEFAULT_WIDTH); its width is dragged from its left edge
 * (or set with the arrow keys on that edge) and kept per user in the preferences store.
 */
import { useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { Link } from 'react-router-dom';
import { Box, Drawer, IconButton, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import {
  EditBase,
  SaveButton,
  ShowBase,
  Toolbar,
  useNotify,
  useRecordContext,
  useStore,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { SIDE_PANEL_DEFAULT_WIDTH } from '../../domain/constants';
import { isLocked, type Entity } from '../../domain/engine/entity';
import { displayValue } from '../../domain/engine/display';
import { EntityForm } from './EntityForm';
import { RecordFields } from './entityFieldViews';
import { FORM_COLUMNS } from './gridLayout';
import { editPath, showPath } from './useEntity';

export type SidePanelMode = 'show' | 'edit';
export interface SidePanelState {
  mode: SidePanelMode;
  id: Identifier;
}

/** Preferences-store key of the panel's width in pixels (absent: the spec's 50%). */
export const SIDE_PANEL_WIDTH_KEY = 'sidePanel.width';
const MIN_WIDTH = 320;
const KEY_STEP = 40;

const clampWidth = (width: number) =>
  Math.round(Math.max(MIN_WIDTH, Math.min(width, window.innerWidth - 80)));

function Heading({
  entity,
  mode,
  mayEdit,
  onMode,
  onClose,
}: {
  entity: Entity;
  mode: SidePanelMode;
  mayEdit: boolean;
  onMode: (mode: SidePanelMode) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const record = useRecordContext();
  const name = record
    ? displayValue(entity.fields[entity.recordLabel], record[entity.recordLabel], record)
    : '';
  const fullPage = record && (mode === 'edit' ? editPath : showPath)(entity.name, record.id);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="h6" component="h2" sx={{ flex: 1 }} noWrap>
        {entity.label.one}
        {name ? `: ${name}` : ''}
      </Typography>
      {mode === 'show' && mayEdit && record && !isLocked(entity, record) && (
        <Tooltip title={translate('app.side_panel.edit')}>
          <IconButton aria-label={translate('app.side_panel.edit')} onClick={() => onMode('edit')}>
            <EditIcon />
          </IconButton>
        </Tooltip>
      )}
      {fullPage && (
        <Tooltip title={translate('app.side_panel.full_page')}>
          <IconButton
            component={Link}
            to={fullPage}
            aria-label={translate('app.side_panel.full_page')}
          >
            <OpenInFullIcon />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title={translate('app.side_panel.close')}>
        <IconButton aria-label={translate('app.side_panel.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/** The drawer's left edge: drag it, or focus it and use the arrow keys. */
function ResizeHandle({ width, onWidth }: { width: number; onWidth: (width: number) => void }) {
  const translate = useTranslate();
  const dragging = useRef(false);
  const move = (event: ReactPointerEvent) => {
    if (dragging.current) onWidth(clampWidth(window.innerWidth - event.clientX));
  };
  return (
    <Box
      role="separator"
      aria-orientation="vertical"
      aria-label={translate('app.side_panel.resize')}
      aria-valuenow={width}
      aria-valuemin={MIN_WIDTH}
      aria-valuemax={window.innerWidth - 80}
      tabIndex={0}
      data-testid="side-panel-resize"
      onPointerDown={(event) => {
        dragging.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
      }}
      onPointerMove={move}
      onPointerUp={(event) => {
        dragging.current = false;
        event.currentTarget.releasePointerCapture(event.pointerId);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') onWidth(clampWidth(width + KEY_STEP));
        if (event.key === 'ArrowRight') onWidth(clampWidth(width - KEY_STEP));
      }}
      sx={{
        position: 'absolute',
        left: 0,
        top: 0,
        bottom: 0,
        width: 8,
        cursor: 'col-resize',
        zIndex: 1,
        '&:hover, &:focus-visible': { bgcolor: 'primary.light', outline: 'none' },
      }}
    />
  );
}

export function SidePanel({
  entity,
  state,
  mayEdit,
  onChange,
}: {
  entity: Entity;
  state: SidePanelState | null;
  mayEdit: boolean;
  onChange: (state: SidePanelState | null) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [stored, setStored] = useStore<number | null>(SIDE_PANEL_WIDTH_KEY, null);
  const width = stored ? clampWidth(stored) : null;
  const close = () => onChange(null);
  const heading = (mode: SidePanelMode) => (
    <Heading
      entity={entity}
      mode={mode}
      mayEdit={mayEdit}
      onMode={(next) => state && onChange({ ...state, mode: next })}
      onClose={close}
    />
  );
  return (
    <Drawer
      anchor="right"
      open={state !== null}
      onClose={close}
      slotProps={{
        paper: {
          sx: { width: width ?? SIDE_PANEL_DEFAULT_WIDTH, maxWidth: '100vw' },
          'aria-label': translate(
            state?.mode === 'edit' ? 'app.side_panel.edit' : 'app.side_panel.show',
          ),
          role: 'dialog',
          // @ts-expect-error data attributes pass through to the paper's element
          'data-testid': 'side-panel',
        },
      }}
    >
      <ResizeHandle
        width={width ?? Math.round(window.innerWidth / 2)}
        onWidth={(next) => setStored(next)}
      />
      {state?.mode === 'show' && (
        <ShowBase resource={entity.name} id={state.id}>
          {heading('show')}
          {/* As a record's page lays them out: no blank labels, nor fields hidden by `shownWhen`. */}
          <Box sx={{ p: 2 }}>
            <RecordFields entity={entity} columns={FORM_COLUMNS} />
          </Box>
        </ShowBase>
      )}
      {state?.mode === 'edit' && (
        <EditBase
          resource={entity.name}
          id={state.id}
          mutationMode="pessimistic"
          redirect={false}
          mutationOptions={{
            onSuccess: () => {
              notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
              onChange({ ...state, mode: 'show' });
            },
          }}
        >
          {heading('edit')}
          <EntityForm
            entity={entity}
            purpose="update"
            toolbar={
              <Toolbar
                sx={{ position: 'sticky', bottom: 0, zIndex: 2, bgcolor: 'background.paper' }}
              >
                <SaveButton />
              </Toolbar>
            }
          />
        </EditBase>
      )}
    </Drawer>
  );
}
