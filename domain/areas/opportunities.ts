/**
 * Opportunities and their quotes (issue 13): the opportunity with its status machine
 * (opportunityMachine.ts), the insurers' quotes, the discounts asked on them, and the quoting
 * wizard. Its server part is server/areas/opportunities.ts, its screens
 * resources/areas/opportunities.ts, its demo data fixtures/seed/areas/opportunities.ts.
 */
import { defineArea } from '../engine/area';
import { EXECUTIVE_CALL, EXECUTIVE_SUPERVISOR } from '../labors';
import { section, verb } from '../engine/permissionWords';
import { action, either, of, rule } from '../engine/routeRules';
import { opportunity } from '../entities/opportunities';
import { quote } from '../entities/quotes';
import { discountRequest } from '../entities/discountRequests';
import { opportunityFile } from '../entities/recordFiles';
import { opportunityFlow } from '../flows/opportunityFlow';

export const opportunitiesArea = defineArea({
  name: 'opportunities',
  entities: [opportunity, quote, discountRequest, opportunityFile],
  flows: [opportunityFlow],
  routes: [
    // An executive closes an opportunity through its status (cancelled, not applied), keeping
    // its history; removing one needs the full access.
    rule('opportunity', [either(...of('opportunities', 'full_access', 'create', 'executive'))], {
      actions: { delete: [either('opportunities: full_access')] },
      children: [
        rule('request', action('opportunities', 'section_request')),
        rule('duplicates', action('opportunities', 'section_duplicates')),
        rule('quotes', action('opportunities', 'quotes', 'opportunities: quotes_export')),
        // Discounts on quotes: the executives ask (not the operator loading opportunities); the
        // supervisor's labor decides (the commands' `requires`, domain/entities/discountRequests.ts).
        rule('discounts', [either(...of('opportunities', 'full_access', 'executive'))]),
      ],
    }),
    // An opportunity's files: for whoever works it, as the opportunity itself.
    rule(
      'opportunity_file',
      [either(...of('opportunities', 'full_access', 'create', 'executive'))],
      {
        actions: { delete: [either('opportunities: full_access', 'opportunities: executive')] },
      },
    ),
  ],
  labors: [EXECUTIVE_CALL, EXECUTIVE_SUPERVISOR],
  permissionNames: {
    areas: {
      opportunities: 'Oportunidades',
    },
    actions: {
      section_request: section('Pedidos'),
      section_duplicates: section('Duplicadas'),
      quotes: section('Cotizaciones'),
      quotes_export: verb(
        'Exportar cotizaciones',
        () => 'Descargar las cotizaciones como planilla.',
      ),
      executive_supervisor: verb(
        'Como supervisor de ejecutivos',
        () => 'Aprobar o rechazar las bonificaciones que superan el límite de los ejecutivos.',
      ),
      executive_call: verb(
        'Como ejecutivo de llamadas',
        () => 'Atender la cola de llamados: «Siguiente llamado» trae el próximo cliente a llamar.',
      ),
    },
  },
});
