/**
 * The token of a quote widget is the product's to generate (the field is `system`): random,
 * unguessable, made once when the widget is created, inside the create's transaction, and
 * answered with the new record so the screen can show the snippet to copy.
 */
import { randomBytes } from 'node:crypto';
import { widget } from '../../domain/entities/widget';
import type { HookTable } from '../rest/hooks';

export const WIDGET_TOKEN_PREFIX = 'wgt_';

/** 24 random bytes: 32 URL-safe characters after the prefix. */
export const newWidgetToken = () => WIDGET_TOKEN_PREFIX + randomBytes(24).toString('base64url');

export const widgetHooks: HookTable = {
  [widget.name]: [
    {
      async after(event) {
        if (event.action !== 'create' || !event.after) return;
        const token = newWidgetToken();
        await event.store.db
          .updateTable(widget.table)
          .set({ token })
          .where('id', '=', event.after.id as number)
          .execute();
        event.after.token = token;
      },
    },
  ],
};
