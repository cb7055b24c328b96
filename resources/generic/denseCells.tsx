/**
 * Lists that pack their cells closer (6 px a side instead of 16 px; the table's own edges keep
 * their 16 px) so their columns fit beside the menu on a 1,366 px laptop: a list with buttons
 * on its rows always, any other once its table is found wider than its box (an opportunities
 * list with long statuses, the quotes). Found so, a list stays dense for the rest of the visit.
 */
import { useEffect, useRef, useState } from 'react';

export const denseCellsSx = {
  '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': {
    px: 0.75,
    '&:first-of-type': { pl: 2 },
    '&:last-of-type': { pr: 2 },
  },
} as const;

/** The lists (by their store key) whose table was wider than its box in this visit. */
const denseLists = new Set<string>();

/**
 * Whether the list `key` packs its cells, and the ref of an element around its Datagrid, whose
 * table's box is watched (its size changes as the rows arrive, the menu folds or the window
 * changes) until the table is once wider than it.
 */
export function useDenseCells(key: string, always = false) {
  const ref = useRef<HTMLDivElement>(null);
  const [found, setFound] = useState(() => denseLists.has(key));
  const dense = always || found;
  useEffect(() => {
    const around = ref.current;
    if (dense || !around || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const box = around.querySelector('.RaDatagrid-tableWrapper');
      if (box && box.scrollWidth > box.clientWidth + 1) {
        denseLists.add(key);
        setFound(true);
      }
    });
    observer.observe(around);
    return () => observer.disconnect();
  }, [dense, key]);
  return { ref, dense };
}
