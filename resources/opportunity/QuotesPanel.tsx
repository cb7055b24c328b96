/** The opportunity page's "Cotizaciones" tab: its quotes' comparison (its own chunk). */
import { useRecordContext } from 'react-admin';
import { QuoteComparison } from './QuoteComparison';

export default function QuotesPanel() {
  const record = useRecordContext();
  return record ? <QuoteComparison key={String(record.id)} record={record} /> : null;
}
