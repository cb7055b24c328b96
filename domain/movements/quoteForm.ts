/**
 * The totals step of the opportunity news flow (spec 2.5): the changed policy's premium for its
 * term as its insurer quoted it (the insurer, plan and quote number, with the server's seal so
 * the step shows it was the insurer's: server/movements/quoteChecks.ts), or typed by hand when
 * the insurer could not quote it; its parts adding up (the rule of the insurer's answer,
 * movementForms.ts `partsAddUp`), and the difference the endorsement bills for what is left of
 * the term, which the server computes again (movementPricing.ts `proratedChange`).
 */
import { defineEntity } from '../engine/entity';
import { enumeration, money, reference, text } from '../engine/fields';
import { isBlank } from '../engine/display';
import type { RecordValues } from '../engine/rules';
import { partsAddUp } from './movementForms';
import { pricingId, pricingMessages, quotePricing } from './movementPricing';

const AMOUNT = { min: 0, max: 1e13 } as const;
const fromInsurer = (v: RecordValues) => Number(v.pricing) === pricingId('insurer');

export const quoteFormMessages = {
  totalsDontAdd: 'Prima, recargos e impuestos tienen que sumar el premio nuevo (:sum).',
} as const;

export const quoteTotalsForm = defineEntity({
  name: 'flows/movement/quote',
  table: '',
  label: { one: 'Cotización del endoso', many: 'Cotizaciones del endoso' },
  fields: {
    pricing: enumeration({
      label: 'Totales',
      enumeration: quotePricing,
      required: true,
      default: pricingId('insurer'),
    }),
    company_id: reference({
      label: 'Compañía que cotizó',
      target: 'admin/company',
      shownWhen: fromInsurer,
    }),
    package_name: text({ label: 'Plan cotizado', max: 120, shownWhen: fromInsurer }),
    quote_reference: text({ label: 'Número de cotización', max: 60, shownWhen: fromInsurer }),
    // The coverage rows of the policy take it when the change moves its coverage.
    franchise: money({
      label: 'Franquicia del plan',
      ...AMOUNT,
      helperText: 'La que cotizó la compañía; vacía si el plan no tiene',
    }),
    premium: money({ label: 'Premio nuevo de la póliza', required: true, ...AMOUNT }),
    net_premium: money({ label: 'Prima', required: true, ...AMOUNT }),
    surcharges: money({ label: 'Recargos y derecho de emisión', required: true, ...AMOUNT }),
    taxes: money({ label: 'Impuestos y tasas', required: true, ...AMOUNT }),
    premium_change: money({
      label: 'Diferencia por lo que resta de vigencia',
      required: true,
      min: -1e13,
      max: 1e13,
      helperText: 'El premio nuevo menos el actual, prorrateado por los días que quedan',
    }),
    // The server's seal over the insurer's answer: carried by the draft, read by nobody.
    quote_token: text({ label: 'Cotización sellada', max: 4000, shownWhen: () => false }),
  },
  recordLabel: 'premium',
  rules: [
    partsAddUp('premium', quoteFormMessages.totalsDontAdd),
    {
      field: 'pricing',
      uses: ['quote_token'],
      check: (v) =>
        fromInsurer(v) && isBlank(v.quote_token) ? pricingMessages.quoteMissing : null,
    },
  ],
});

/** Fields the step's summary leaves out: the seal is no reading. */
export const QUOTE_HIDDEN = ['quote_token'] as const;
