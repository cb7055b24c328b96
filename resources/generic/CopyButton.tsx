/**
 * The copy-to-clipboard button of identifiers (domain/engine/copyable.ts): its tooltip says 'Copiar
 * texto', then 'Texto copiado!' for COPY_TOOLTIP_RESET_MS after a copy (spec 9).
 */
import { useEffect, useState } from 'react';
import { IconButton } from '@mui/material';
import { RowTooltip } from '../../src/components/RowTooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useRecordContext } from 'react-admin';
import {
  COPIED_TOOLTIP_TEXT,
  COPY_TOOLTIP_RESET_MS,
  COPY_TOOLTIP_TEXT,
} from '../../domain/constants';
import { FieldView, type FieldViewProps } from './fieldViews';
import { RowIconButton } from './plainRows';

/** As the IconButton's `ml: 0.5, p: 0.25` beside a value. */
const ROW_LOOK = { marginLeft: 4, padding: 2 } as const;

/** `inRow`: in a list's row, the row's plain button (resources/generic/plainRows.tsx). */
export function CopyButton({ text, inRow }: { text: string; inRow?: boolean }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_TOOLTIP_RESET_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const title = copied ? COPIED_TOOLTIP_TEXT : COPY_TOOLTIP_TEXT;
  const copy = () => void navigator.clipboard?.writeText(text).then(() => setCopied(true));
  if (inRow)
    return (
      <RowIconButton label={title} onClick={copy} style={ROW_LOOK}>
        <ContentCopyIcon sx={{ fontSize: 16 }} />
      </RowIconButton>
    );
  return (
    <RowTooltip title={title}>
      <IconButton
        size="small"
        aria-label={title}
        sx={{ ml: 0.5, p: 0.25 }}
        onClick={(event) => {
          // Inside a list row: copying must not open the record.
          event.stopPropagation();
          copy();
        }}
      >
        <ContentCopyIcon sx={{ fontSize: 16 }} />
      </IconButton>
    </RowTooltip>
  );
}

/** A field's usual view followed by the copy button when it has a value. */
export function CopyableFieldView(props: FieldViewProps) {
  const record = useRecordContext();
  const value = record?.[props.source];
  return (
    // The value may wrap (a long e-mail); the button stays beside its end.
    <span style={{ display: 'inline-flex', alignItems: 'center' }}>
      <FieldView {...props} />
      {value !== null && value !== undefined && value !== '' && (
        <CopyButton text={String(value)} inRow={!props.detail} />
      )}
    </span>
  );
}
