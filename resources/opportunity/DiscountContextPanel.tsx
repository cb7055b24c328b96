/**
 * A discount request's "Resumen" (issue 28 item 21): what the supervisor decides on, on one
 * screen: the opportunity with its status and client (or lead), the quote with its insurer,
 * plan, premium and validity, the request itself. Read through the opportunity's own routes,
 * so it shows only what the reader may see.
 */
import { LinkBase, useGetOne, useRecordContext, type RaRecord } from 'react-admin';
import { Box, Stack, Typography } from '@mui/material';
import { opportunity } from '../../domain/entities/opportunities';
import { discountRequest, percentText } from '../../domain/entities/discountRequests';
import { formatDate, formatMoney } from '../../domain/engine/format';
import { EnumerationValue } from '../generic/StatusChip';
import { ReferenceView } from '../generic/referenceViews';
import { RecordContextProvider } from 'react-admin';
import { useQuotes } from './useQuotes';

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box>{children}</Box>
    </Box>
  );
}

function QuoteLine({ opportunityId, quoteId }: { opportunityId: string; quoteId: number }) {
  const { quotes } = useQuotes(opportunityId);
  const found = quotes.find((q) => q.id === quoteId);
  if (!found) return <Typography color="text.secondary">—</Typography>;
  const parts = [
    found.company_name,
    found.package_name,
    found.premium != null && formatMoney(Number(found.premium)),
    typeof found.valid_to === 'string' && `válida hasta ${formatDate(found.valid_to)}`,
  ];
  return <Typography>{parts.filter(Boolean).join(' · ')}</Typography>;
}

export default function DiscountContextPanel() {
  const request = useRecordContext<RaRecord>();
  const opportunityId = request ? String(request.opportunity_id) : '';
  const { data: parent } = useGetOne(
    opportunity.name,
    { id: opportunityId },
    { enabled: !!request },
  );
  if (!request) return null;
  const fields = opportunity.fields;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Line label={discountRequest.fields.percent.label}>
        <Typography>
          {percentText(Number(request.percent))} ·{' '}
          <EnumerationValue field={discountRequest.fields.status as never} value={request.status} />
        </Typography>
      </Line>
      <Line label={fields.title.label}>
        <LinkBase to={`/${opportunity.name}/${opportunityId}/show`}>
          {String(parent?.title ?? request.opportunity_id)}
        </LinkBase>
      </Line>
      {parent && (
        <RecordContextProvider value={parent}>
          <Line label={fields.status.label}>
            <EnumerationValue field={fields.status as never} value={parent.status} />
          </Line>
          <Line label={fields.account_id.label}>
            <ReferenceView name="account_id" field={fields.account_id} />
          </Line>
        </RecordContextProvider>
      )}
      <Line label={discountRequest.fields.quote_id.label}>
        <QuoteLine opportunityId={opportunityId} quoteId={Number(request.quote_id)} />
      </Line>
    </Stack>
  );
}
