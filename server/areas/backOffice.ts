/**
 * The back office's server part: spreadsheet imports (server/imports/), the call queue and API
 * clients (server/callers/), the sales targets' screens (server/screens/).
 */
import { defineServerArea } from '../area';
import { registerImports } from '../imports/register';
import { operationsHooks, registerOperations } from '../callers/register';
import { registerScreens, screensHooks } from '../screens';
import { mergeHooks } from '../rest/hooks';

export const backOfficeServerArea = defineServerArea({
  name: 'backOffice',
  hooks: ({ sessions }) => mergeHooks(screensHooks, operationsHooks(sessions)),
  register: async (app, { store, notifier, realtime, jobs, sessions, hooks, mailer }) => {
    // A sheet type's rows run the areas' hooks (a rejected payment's task) and may e-mail.
    await registerImports(app, store, { notifier, realtime, jobs, hooks, mailer });
    await registerOperations(app, store, sessions);
    registerScreens(app, store);
  },
});
