/**
 * The "Agenda" tab of a client's page (panel `schedule`, spec 2.3): the agenda screen narrowed
 * to the page's record. Only the sources whose `related` reference points at the page's entity
 * are read, each with `{related}: id` added to its filter (domain/agenda.ts `subjectFilter`),
 * and a new item has the record filled in. The page keeps its own title.
 */
import { useMemo } from 'react';
import { useRecordContext, useResourceContext } from 'react-admin';
import { Agenda } from './AgendaPage';

export default function AgendaPanel() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const id = record?.id;
  const subject = useMemo(
    () => (resource && id !== undefined ? { entity: resource, id } : undefined),
    [resource, id],
  );
  return subject ? <Agenda subject={subject} /> : null;
}
