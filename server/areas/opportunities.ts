/**
 * The opportunities' server part: quoting with the insurers, discounts, the proposal and manual
 * quotes (server/quoting/), what every command of an opportunity does besides moving it and the
 * quotes' expiry (server/opportunities/), and the quoting wizard's server
 * (server/flows/opportunityFlowServer.ts).
 */
import { defineServerArea } from '../area';
import { registerQuoting } from '../quoting/register';
import { opportunityTransitionHandlers } from '../opportunities/transitionEffects';
import { expireQuotedOpportunities } from '../opportunities/expiry';
import { opportunityFlowServer } from '../flows/opportunityFlowServer';

export const opportunitiesServerArea = defineServerArea({
  name: 'opportunities',
  register: (app, { store, realtime, config, notifier }) => ({
    ...registerQuoting(app, store, realtime, config, notifier),
    ...opportunityTransitionHandlers(notifier),
  }),
  flowServers: [opportunityFlowServer],
  dailyExpiries: [expireQuotedOpportunities],
});
