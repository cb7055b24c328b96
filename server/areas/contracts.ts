/**
 * The contracts' server part, what the engine's commands cannot say alone: «Confirmar para
 * emisión» opens the request (server/contracts/openContractRequest.ts), «Reasignar» checks whom
 * it goes to (reassignRequest.ts), «Anular solicitud» cancels its opportunity
 * (withdrawRequest.ts); «Tomar» is the engine's. The emission wizard's server part is
 * emissionFlowServer.ts; «Emitir» checks what it sends (emitRequest.ts) and the insurer's
 * answers move the request on (emissionRunner.ts), or the subscriber records what the
 * insurer's subscription desk decided (recordEmission.ts); an issued request becomes its
 * contract (issueContract.ts); its «Registrar anulación de la compañía» is an endorsement,
 * server/movements/insurerAnnulment.ts. The inspection opened with the request, its photos' check and the gate
 * of «Emitir» on it and on ART's letter: requirements.ts. A policy's documents, its summary
 * and a vehicle's certificate of coverage, are served as PDF (contractDocumentRoutes.ts) and e-mailed through the outbox
 * (contractDocumentMail.ts). A rejected payment completes itself from its policy, opens the
 * executive's task to call the client and tells them; «Cobrado» pays its quota
 * (rejectedPayments.ts).
 * (contractDocumentMail.ts). Its researches (issue 32: renewals re-quoted by a scheduled rule,
 * offered and emitted from the workbench) are server/researches/.
 */
import { defineServerArea } from '../area';
import { contractRequestOpeners } from '../contracts/openContractRequest';
import { contractRequestReassigners } from '../contracts/reassignRequest';
import { contractRequestWithdrawals } from '../contracts/withdrawRequest';
import { emissionFlowServer } from '../contracts/emissionFlowServer';
import { contractRequestEmitters } from '../contracts/emitRequest';
import { emissionRunner, simulatedEmissions } from '../contracts/emissionRunner';
import { contractRequestRecorders } from '../contracts/recordEmission';
import { expireEndedPolicies } from '../contracts/contractExpiry';
import { requirementHandlers } from '../contracts/requirements';
import { requirementHooks } from '../contracts/requirementHooks';
import { registerContractDocumentRoutes } from '../contracts/contractDocumentRoutes';
import { registerContractDocumentMail } from '../contracts/contractDocumentMail';
import { rejectedPaymentHandlers, rejectedPaymentHooks } from '../contracts/rejectedPayments';
import { mergeHooks } from '../rest/hooks';
import { researchHooks } from '../researches/researchHooks';
import { researchCommands } from '../researches/researchCommands';
import { renewalQuoting } from '../researches/renewalQuotes';
import { renewalRuleHandlers } from '../researches/renewalRule';

/** How often an instance doing background work sweeps the requests the insurers kept. */
const SWEEP_EVERY_MS = 5 * 60_000;

export const contractsServerArea = defineServerArea({
  name: 'contracts',
  flowServers: [emissionFlowServer],
  // An inspection's photos and ART's letters change only while operations has not reviewed them.
  // A rejected payment completes itself from its policy and opens the executive's call task;
  // a research checks its policy and copies it as it opens (researches/researchHooks.ts).
  hooks: ({ notifier }) =>
    mergeHooks(requirementHooks, rejectedPaymentHooks(notifier), researchHooks),
  // A policy whose validity ended is «No vigente» from the next morning (contractExpiry.ts).
  dailyExpiries: [expireEndedPolicies],
  register: (app, { store, notifier, sealer, config, mailer }) => {
    const connector = simulatedEmissions({
      latencyScale: config.quoteLatencyScale ?? 1,
      down: config.quoteInsurersDown,
    });
    const runner = emissionRunner(store, connector, notifier, sealer, app.log);
    registerContractDocumentRoutes(app, store);
    registerContractDocumentMail(app, store, mailer);
    if (config.backgroundWork) {
      // At start (what a restart interrupted) and every few minutes (a silent insurer).
      let timer: NodeJS.Timeout | undefined;
      app.addHook('onReady', async () => {
        void runner.sweep();
        timer = setInterval(() => void runner.sweep(), SWEEP_EVERY_MS);
        timer.unref();
      });
      app.addHook('onClose', async () => clearInterval(timer));
    }
    return {
      ...contractRequestOpeners(notifier),
      ...contractRequestEmitters(sealer, runner),
      ...contractRequestReassigners,
      ...contractRequestWithdrawals,
      ...contractRequestRecorders(sealer),
      ...requirementHandlers,
      ...rejectedPaymentHandlers,
      ...researchCommands({
        store,
        quoting: renewalQuoting(config),
        notifier,
        mailer,
        log: app.log,
      }),
    };
  },
  // The renewals opened and re-quoted every morning (issue 32, researches/renewalRule.ts).
  scheduledRules: ({ config }) => renewalRuleHandlers(renewalQuoting(config)),
});
