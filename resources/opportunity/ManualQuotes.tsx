/**
 * Quotes typed by hand in the comparison (issue 28 item 23, domain/quoting/manualQuote.ts): the
 * "Cargar cotización manual" button where the opportunity's status machine offers it (the
 * server's rule), the insurers with no plan for the branch told in the executive's words with
 * a button to load theirs, and a loaded quote's marker with its PDF.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetIdentity, type RaRecord } from 'react-admin';
import { Alert, Box, Button, Chip, Link, Tooltip } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { opportunity } from '../../domain/entities/opportunities';
import {
  branchLabel,
  isManualQuote,
  MANUAL_QUOTE_COMMAND,
  MANUAL_QUOTE_OPEN,
  manualQuoteMessages,
  type InsurerPlans,
} from '../../domain/quoting/manualQuote';
import { availableTransitions } from '../../domain/engine/statusMachine';
import { apiRequest } from '../../providers/httpClient';
import { showToast } from '../../providers/toasts';
import { apiV1 } from '../../src/config';
import { saveFile } from '../generic/sessionFiles';
import { ManualQuoteDialog } from './ManualQuoteDialog';
import type { QuoteView } from './useQuotes';
import { useAccess } from '../../src/access';

/** Insurers without plans named one by one up to this many; more wait behind "Ver todas". */
const NOTICES_SHOWN = 3;

/** The insurers a quote may be loaded for, with their plans for the opportunity's branch. */
function useInsurers(opportunityId: string, enabled: boolean) {
  const [insurers, setInsurers] = useState<InsurerPlans[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    apiRequest(`${apiV1()}/opportunity/${encodeURIComponent(opportunityId)}/quotes/insurers`, {
      hideMessage: true,
    }).then(
      (response) => live && setInsurers(response.json as InsurerPlans[]),
      () => live && setInsurers([]),
    );
    return () => {
      live = false;
    };
  }, [opportunityId, enabled]);
  return insurers;
}

export function ManualQuotes({ record, onLoaded }: { record: RaRecord; onLoaded: () => void }) {
  const permissions = useAccess();
  const { identity } = useGetIdentity();
  const holder = { values: record, userId: identity ? Number(identity.id) : undefined };
  const allowed = availableTransitions(permissions, opportunity, record.status, holder).some(
    (t) => t.command === MANUAL_QUOTE_COMMAND,
  );
  const insurers = useInsurers(String(record.id), allowed);
  const [loading, setLoading] = useState<{ companyId?: number } | null>(null);
  const [all, setAll] = useState(false);
  // Arriving from the page's "Cargar cotización manual" button: the form is open at once.
  const [search, setSearch] = useSearchParams();
  const asked = search.has(MANUAL_QUOTE_OPEN);
  const open = loading ?? (asked && insurers.length ? {} : null);
  const close = () => {
    setLoading(null);
    if (asked)
      setSearch(
        (params) => {
          params.delete(MANUAL_QUOTE_OPEN);
          return params;
        },
        { replace: true },
      );
  };
  if (!allowed) return null;
  const branch = branchLabel(record.branch_id);
  const withoutPlans = insurers.filter((i) => i.plans.length === 0);
  const shown = all ? withoutPlans : withoutPlans.slice(0, NOTICES_SHOWN);
  return (
    <Box sx={{ my: 1 }}>
      <Button variant="outlined" onClick={() => setLoading({})} disabled={!insurers.length}>
        Cargar cotización manual
      </Button>
      {shown.length > 0 && (
        <Box
          component="ul"
          aria-label={`Compañías sin planes de ${branch}`}
          sx={{ listStyle: 'none', p: 0, my: 1 }}
        >
          {shown.map((insurer) => (
            <li key={insurer.id}>
              {/* A note, not an alert: it is read where it stands, not announced. */}
              <Alert
                role="note"
                severity="info"
                sx={{ mb: 0.5, py: 0 }}
                action={
                  <Button size="small" onClick={() => setLoading({ companyId: insurer.id })}>
                    Cargar a mano
                  </Button>
                }
              >
                {manualQuoteMessages.noPlanNotice(insurer.name, branch)}
              </Alert>
            </li>
          ))}
        </Box>
      )}
      {withoutPlans.length > NOTICES_SHOWN && (
        <Button size="small" onClick={() => setAll(!all)} aria-expanded={all}>
          {all ? 'Ver menos' : `Ver las ${withoutPlans.length} compañías sin planes de ${branch}`}
        </Button>
      )}
      {open && (
        <ManualQuoteDialog
          record={record}
          insurers={insurers}
          companyId={open.companyId}
          onClose={close}
          onDone={() => {
            close();
            showToast(manualQuoteMessages.loaded, { type: 'success' });
            onLoaded();
          }}
        />
      )}
    </Box>
  );
}

/** "Cargada a mano" on a quote typed from the insurer's PDF, and that PDF a click away. */
export function ManualMark({ quote }: { quote: QuoteView }) {
  if (!isManualQuote(quote)) return null;
  const document = quote.document_id;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
      <Chip size="small" variant="outlined" label={manualQuoteMessages.marker} />
      {typeof document === 'number' && (
        <Tooltip title={manualQuoteMessages.openPdf}>
          <Link
            component="button"
            type="button"
            variant="caption"
            aria-label={`${manualQuoteMessages.openPdf} (${quote.company_name ?? ''})`}
            onClick={() =>
              void saveFile(
                `${apiV1()}/admin/media/${document}/content`,
                `cotizacion-${quote.id}.pdf`,
              ).catch(() => showToast('No se pudo abrir el PDF.', { type: 'error' }))
            }
            sx={{ display: 'inline-flex', alignItems: 'center' }}
          >
            <PictureAsPdfIcon fontSize="small" />
            PDF
          </Link>
        </Tooltip>
      )}
    </Box>
  );
}
