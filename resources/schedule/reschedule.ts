/**
 * Moving an agenda item: a normal update of its date field carrying the `updated_at` it was
 * read with, so the optimistic lock applies. A colleague's save in between is a 409: the move
 * is undone on screen, the person told in Spanish and the agenda read again; nothing is
 * overwritten and nothing is lost silently.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { HttpError, useDataProvider, useNotify, type DataProvider } from 'react-admin';
import { rescheduledValue, type AgendaItem, type AgendaRecord } from '../../domain/agenda';
import { texts, whenText } from './texts';

export type RescheduleResult =
  | { outcome: 'saved'; record: AgendaRecord }
  | { outcome: 'stale' }
  | { outcome: 'failed'; reason: string };

/** The PUT of one move; never throws, the outcome says what happened. */
export async function reschedule(
  dataProvider: DataProvider,
  item: AgendaItem,
  to: Date,
): Promise<RescheduleResult> {
  const { entity, at } = item.source;
  try {
    const { data } = await dataProvider.update(entity, {
      id: item.record.id,
      data: { [at]: rescheduledValue(item.source, to), updated_at: item.record.updated_at },
      previousData: item.record,
    });
    return { outcome: 'saved', record: data as AgendaRecord };
  } catch (error) {
    if (error instanceof HttpError && error.status === 409) return { outcome: 'stale' };
    const reason =
      error instanceof HttpError
        ? // A 422 names the field's problem; show it rather than the generic sentence.
          Object.values((error.body as { errors?: Record<string, string[]> })?.errors ?? {})
            .flat()
            .join(' ') || error.message
        : String((error as Error)?.message ?? error);
    return { outcome: 'failed', reason };
  }
}

/**
 * The drop handler of the calendar: saves the move, tells the person, and on any refusal undoes
 * it on screen (`revert`); every outcome reads the source's lists again, so the calendar shows
 * what is stored.
 */
export function useReschedule() {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useCallback(
    async (item: AgendaItem, to: Date, revert: () => void): Promise<RescheduleResult> => {
      const result = await reschedule(dataProvider, item, to);
      if (result.outcome === 'saved') {
        const text = texts.moved(item.title, whenText(to, item.allDay));
        notify(text, { type: 'success', messageArgs: { _: text } });
      } else {
        revert();
        const text =
          result.outcome === 'stale'
            ? texts.stale(item.title)
            : texts.failed(item.title, result.reason);
        // Stays until closed: long enough to read. (`_`: the text is no translation key.)
        notify(text, {
          type: result.outcome === 'stale' ? 'warning' : 'error',
          autoHideDuration: null,
          messageArgs: { _: text },
        });
      }
      await queryClient.invalidateQueries({ queryKey: [item.source.entity, 'getList'] });
      return result;
    },
    [dataProvider, notify, queryClient],
  );
}
