/**
 * Quoting in the server (issue 13 section 4): the runner that asks the insurers, its routes,
 * the discounts on quotes, and the command handlers they back. Every insurer is simulated until a real
 * connector is given for its id in `connectors`.
 */
import type { FastifyInstance } from 'fastify';
import { QUOTE_DELAYED_AFTER_MS, QUOTE_TIMEOUT_MS } from '../../domain/constants';
import type { AppConfig } from '../config';
import type { Realtime } from '../realtime/realtime';
import type { Store } from '../rest/store';
import type { InsurerConnector } from './connector';
import { quoteCommandHandlers } from './quoteHandlers';
import { registerQuoteRoutes } from './quoteRoutes';
import { registerProposalRoute } from './proposalRoute';
import { QuoteRunner } from './quoteRunner';
import type { Notifier } from '../notifications/notifier';
import { discountCommandHandlers, registerDiscountRoutes } from './discounts';
import { simulatedConnectors } from './simulatedConnector';
import { manualQuoteHandlers, registerManualQuotes } from './manualQuotes';

export function registerQuoting(
  app: FastifyInstance,
  store: Store,
  realtime: Realtime,
  config: AppConfig,
  notifier: Notifier,
  connectors: ReadonlyMap<number, InsurerConnector> = new Map(),
) {
  const simulated = simulatedConnectors({
    latencyScale: config.quoteLatencyScale ?? 1,
    down: config.quoteInsurersDown,
  });
  const runner = new QuoteRunner(store, realtime, {
    connectorFor: (companyId) => connectors.get(companyId) ?? simulated(companyId),
    delayedAfterMs: QUOTE_DELAYED_AFTER_MS,
    timeoutMs: QUOTE_TIMEOUT_MS,
  });
  app.addHook('preClose', async () => runner.close());
  registerQuoteRoutes(app, store, runner);
  registerProposalRoute(app, store);
  registerDiscountRoutes(app, store, notifier);
  registerManualQuotes(app, store);
  return {
    ...quoteCommandHandlers(runner),
    ...discountCommandHandlers(notifier),
    ...manualQuoteHandlers(),
  };
}
