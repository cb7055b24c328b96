/** The grid forms and record pages lay fields out in, so a record reads as its form does. */
import type { Field } from '../../domain/engine/fields';

/** Fields that take a whole row of the grid. */
export const WIDE_KINDS: ReadonlySet<Field['kind']> = new Set<Field['kind']>([
  'longText',
  'choiceList',
  'referenceList',
  'memberList',
  'embeddedList',
  'password',
  'richText',
  'file',
]);

/** A form: one column on narrow screens, two from a laptop on. */
export const FORM_COLUMNS = { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' };

/** A record's page reads more at a glance: a third column on wide screens. */
export const RECORD_COLUMNS = { ...FORM_COLUMNS, lg: 'repeat(3, minmax(0, 1fr))' };
