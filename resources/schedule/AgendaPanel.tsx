/**
 * The "Agenda" tab of a client's or a group's page (panel `schedule`, spec 2.3): the agenda
 * screen narrowed to the page's record. Only the sources with a link to the page's entity are
 * read, once per link with `{link}: id` added to the filter (domain/agenda.ts
 * `subjectFilters`: a client's tasks; a group's clients' tasks and its own), and a new item
 * has the record filled in (`subjectPreset`). The page keeps its own title.
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
