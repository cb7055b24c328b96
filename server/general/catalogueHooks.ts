/**
 * Write rules of the organization and payment-type catalogues (domain/catalogueRules.ts), run
 * inside the write's transaction. A write of the product itself (seed, no writer access) passes.
 */
import { organization } from '../../domain/entities/organization';
import { paymentType } from '../../domain/entities/payments';
import {
  SPEC_ORGANIZATION_IDS,
  SPEC_PAYMENT_TYPE_IDS,
  catalogueRuleMessages as messages,
  mayChangeOrganization,
  mayCreateOrganization,
} from '../../domain/catalogueRules';
import { HttpProblem, unprocessable } from '../http/problems';
import type { HookTable, WriteEvent } from '../rest/hooks';

const recordId = (event: WriteEvent) => Number((event.before ?? event.after)?.id);

export const catalogueHooks: HookTable = {
  [organization.name]: [
    {
      before(event) {
        const access = event.writer?.access;
        const memberOf = event.writer?.organizations ?? [];
        if (event.action === 'delete' && SPEC_ORGANIZATION_IDS.includes(recordId(event)))
          throw new HttpProblem(422, messages.organizationSpecDelete);
        if (!access) return;
        if (event.action === 'create' && !mayCreateOrganization(access, memberOf))
          throw new HttpProblem(403, messages.organizationCreate);
        if (event.action !== 'create' && !mayChangeOrganization(access, memberOf, recordId(event)))
          throw new HttpProblem(403, messages.organizationForeign);
      },
    },
  ],
  [paymentType.name]: [
    {
      before(event) {
        const id = recordId(event);
        if (!SPEC_PAYMENT_TYPE_IDS.includes(id)) return;
        if (event.action === 'delete') throw new HttpProblem(422, messages.paymentTypeSpecDelete);
        const after = event.after;
        if (
          event.action === 'update' &&
          after &&
          'code' in after &&
          after.code !== event.before?.code
        )
          throw unprocessable({ code: [messages.paymentTypeSpecCode] });
      },
    },
  ],
};
