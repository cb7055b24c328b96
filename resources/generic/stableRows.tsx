/**
 * A list's rows re-render only when their own record, selection or columns change. react-admin
 * re-renders every row at each change of the list's state (fetching, loaded, the count), four
 * times per visit of a list (issue 30); its `optimized` rows ignore a change of columns, which
 * would leave a column added by the access or the column chooser out of the rows on screen.
 */
import { memo, type ReactNode } from 'react';
import { DatagridBody, DatagridRow, type DatagridRowProps } from 'react-admin';

const sameColumns = (a: ReactNode, b: ReactNode) =>
  a === b ||
  (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((c, i) => c === b[i]));

function sameRow(previous: DatagridRowProps, next: DatagridRowProps) {
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

const StableRow = memo(DatagridRow, sameRow);

/** The `body` of a Datagrid whose rows keep still while the list around them changes. */
export const stableBody = <DatagridBody row={<StableRow />} />;
