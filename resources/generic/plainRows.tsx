/**
 * A list's rows as plain table elements (issue 30). react-admin's row wraps every cell in its
 * `DatagridCell`, MUI's `TableCell` and emotion's styled wrapper, each with its own style work:
 * about 40 components a row before its values. These rows are one component each; their cells
 * are `<td>`s whose look (MUI's body cell, size small, and row hover and selection) is written
 * once per table in the theme (`plainRowLook`, src/theme.ts), under the same class names.
 *
 * They draw what the product's lists use: a selection checkbox, the columns, a click that opens
 * the record. Expand panels and `rowSx` are react-admin's row's alone.
 *
 * A row re-renders only when its own record, selection or columns change: react-admin renders
 * every row again at each change of the list's state (fetching, loaded, the count), four
 * times per visit, and its `optimized` rows ignore a change of columns, which would leave a
 * column added by the access or the column chooser out of the rows on screen.
 */
import {
  Children,
  createContext,
  isValidElement,
  memo,
  useCallback,
  useContext,
  useMemo,
  type CSSProperties,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Checkbox } from '@mui/material';
import {
  DatagridBody,
  useGetPathForRecordCallback,
  useNavigate,
  useRecordContext,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
  type DatagridBodyProps,
  type DatagridRowProps,
  type RaRecord,
  type RowClickFunction,
} from 'react-admin';
import { plainRowClasses as classes } from '../../src/theme';
import { RowTooltip } from '../../src/components/RowTooltip';

type RowClick = RowClickFunction | string | false | undefined;

/** What every row of the table shares, worked out once by the body instead of once per row. */
interface RowsShared {
  /** A click on the row: `toggle` selects it when `rowClick` says so. */
  open: (
    record: RaRecord,
    rowClick: RowClick,
    toggle: (event: MouseEvent) => void,
    event: MouseEvent,
  ) => void;
  /** Whether a row without `rowClick` opens anything: the resource has a record view. */
  opensByDefault: boolean;
  selectLabel: string;
}

const RowsSharedContext = createContext<RowsShared | null>(null);

/** The column's element as Datagrid reads it: its props name the cell's class and alignment. */
interface ColumnProps {
  source?: string;
  cellClassName?: string;
  textAlign?: 'left' | 'right' | 'center';
}

/** A column's alignment: its own prop, else its field type's (react-admin's NumberField: right). */
const alignOf = (column: ReactElement<ColumnProps>) =>
  column.props.textAlign ?? (column.type as { textAlign?: ColumnProps['textAlign'] }).textAlign;

const cellClass = (column?: ReactElement<ColumnProps>) => {
  const align = column && alignOf(column);
  return [
    classes.cell,
    'MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall RaDatagrid-rowCell',
    column && `column-${column.props.source}`,
    column?.props.cellClassName,
    align === 'right' && 'MuiTableCell-alignRight',
    align === 'center' && 'MuiTableCell-alignCenter',
  ]
    .filter(Boolean)
    .join(' ');
};

function PlainRow({
  id,
  className,
  children,
  hasBulkActions,
  hover = true,
  onToggleItem,
  rowClick,
  selectable = true,
  selected = false,
  style,
}: DatagridRowProps) {
  const record = useRecordContext();
  const shared = useContext(RowsSharedContext);
  if (!record || !shared || id === undefined)
    throw new Error('PlainRow is the row of plainBody, inside a list');
  const toggle = (event: MouseEvent) => {
    event.stopPropagation();
    if (selectable) onToggleItem?.(id, event);
  };
  const rowClasses = [
    className,
    classes.row,
    'MuiTableRow-root',
    hover && 'MuiTableRow-hover',
    selected && 'Mui-selected',
    selectable && 'RaDatagrid-selectable',
    (rowClick ?? shared.opensByDefault) && 'RaDatagrid-clickableRow',
  ];
  return (
    <tr
      className={rowClasses.filter(Boolean).join(' ')}
      style={style as CSSProperties | undefined}
      onClick={(event) => shared.open(record, rowClick, toggle, event)}
    >
      {hasBulkActions && (
        <td className={`${cellClass()} MuiTableCell-paddingCheckbox`}>
          <Checkbox
            aria-label={shared.selectLabel}
            color="primary"
            className="select-item RaDatagrid-checkbox"
            checked={selectable && selected}
            onClick={toggle}
            disabled={!selectable}
          />
        </td>
      )}
      {Children.map(children, (column, index) =>
        isValidElement<ColumnProps>(column) ? (
          <td key={`${String(id)}-${column.props.source ?? index}`} className={cellClass(column)}>
            {column}
          </td>
        ) : null,
      )}
    </tr>
  );
}

const sameColumns = (a: ReactNode, b: ReactNode) =>
  a === b ||
  (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((c, i) => c === b[i]));

/** Whether a row would draw the same: the same props, and its columns the same elements. */
export function sameRow(previous: DatagridRowProps, next: DatagridRowProps) {
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)]) as Set<
    keyof DatagridRowProps
  >;
  for (const key of keys) {
    if (
      key === 'children'
        ? !sameColumns(previous.children, next.children)
        : previous[key] !== next[key]
    )
      return false;
  }
  return true;
}

const StillRow = memo(PlainRow, sameRow);

/**
 * react-admin's body with plain rows. A row's click does what `rowClick` names, as react-admin's
 * row does (the same path resolution): a path of its own, a view of the record (`edit`,
 * `show`), the record's selection, or by default its show or edit view if the user may open it.
 */
function PlainBody(props: DatagridBodyProps) {
  const navigate = useNavigate();
  const translate = useTranslate();
  const resource = useResourceContext(props);
  const definition = useResourceDefinition({ resource });
  const getPathForRecord = useGetPathForRecordCallback({ resource });
  const open = useCallback(
    (
      record: RaRecord,
      rowClick: RowClick,
      toggle: (event: MouseEvent) => void,
      event: MouseEvent,
    ) => {
      const link =
        typeof rowClick === 'function' ? rowClick(record.id, resource ?? '', record) : rowClick;
      if (link === 'toggleSelection') return toggle(event);
      void Promise.resolve(link)
        .then((to) => (to === 'expand' ? false : getPathForRecord({ record, resource, link: to })))
        .then((path) => {
          if (path) navigate(path, { state: { _scrollToTop: true } });
        });
    },
    [getPathForRecord, navigate, resource],
  );
  const opensByDefault = !!(definition.hasShow || definition.hasEdit);
  const selectLabel = translate('ra.action.select_row', { _: 'Seleccionar esta fila' });
  const shared = useMemo(
    () => ({ open, opensByDefault, selectLabel }),
    [open, opensByDefault, selectLabel],
  );
  return (
    <RowsSharedContext.Provider value={shared}>
      <DatagridBody {...props} row={<StillRow />} />
    </RowsSharedContext.Provider>
  );
}

// Datagrid hands its body to MUI's Table, which looks for a body by this name.
(PlainBody as unknown as { muiName: string }).muiName = 'TableBody';

/** The `body` of a Datagrid with plain rows that keep still while the list around them changes. */
export const plainBody = <PlainBody />;

/**
 * A row's small icon button (open beside, edit beside, copy): a plain button with MUI's small
 * IconButton look, its tooltip shown on hover or keyboard focus. A click on it does not open
 * the row.
 */
export function RowIconButton({
  label,
  onClick,
  children,
  style,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <RowTooltip title={label}>
      <button
        type="button"
        className={classes.iconButton}
        aria-label={label}
        style={style}
        onClick={(event) => {
          event.stopPropagation();
          onClick();
        }}
      >
        {children}
      </button>
    </RowTooltip>
  );
}
