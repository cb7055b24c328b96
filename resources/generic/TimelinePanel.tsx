/**
 * The "Historial" tab of a client's (or an economic group's) page: what happened with the
 * client, newest first (GET /api/v1/{entity}/{id}/timeline, domain/timeline.ts), with a chip per
 * kind to narrow it and "Ver más" for older items. Each item opens its record when the user
 * may open it; audit changes read as the server words them (labels, never codes).
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useRecordContext, useResourceContext } from 'react-admin';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Chip,
  CircularProgress,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { findEntity } from '../../domain/entities';
import { formatDateTime } from '../../domain/engine/format';
import { timelineKinds, timelineMessages } from '../../domain/timeline';
import type { TimelineItem } from '../../domain/timelineItems';
import { apiRequest } from '../../providers/httpClient';
import { apiV1 } from '../../src/config';
import { timelineLook } from './timelineLook';
import { mayAccess, openPath } from './useEntity';
import { useAccess } from '../../src/access';

interface Page {
  items: TimelineItem[];
  next: string | null;
}

/** The address of one page of `resource`'s record `id`, narrowed to `kinds` (none: all). */
export const timelineUrl = (
  resource: string,
  id: unknown,
  kinds: string[],
  before: string | null,
) => {
  const query = new URLSearchParams();
  if (kinds.length) query.set('kind', kinds.join(','));
  if (before) query.set('before', before);
  const search = query.toString();
  return `${apiV1()}/${resource}/${encodeURIComponent(String(id))}/timeline${search ? `?${search}` : ''}`;
};

/** Where an item's record opens, when this user may open it (its own page: nowhere). */
function useRecordPath() {
  const permissions = useAccess();
  const page = useResourceContext();
  const current = useRecordContext();
  return (record: TimelineItem['record']) => {
    const entity = record && findEntity(record.resource);
    if (!entity || (record.resource === page && String(record.id) === String(current?.id)))
      return null;
    const may = mayAccess(permissions, entity, 'show') || mayAccess(permissions, entity, 'edit');
    return may ? openPath(permissions, record.resource, record.id) : null;
  };
}

function Item({ item, showAccount }: { item: TimelineItem; showAccount: boolean }) {
  const pathOf = useRecordPath();
  const path = pathOf(item.record);
  const accountPath = item.account && pathOf({ resource: 'account', id: item.account.id });
  const look = timelineLook(item.kind);
  const Icon = look.icon;
  const when = formatDateTime(item.at);
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, py: 1.5, listStyle: 'none' }}>
      <Avatar sx={{ bgcolor: look.color, width: 36, height: 36 }} aria-hidden>
        <Icon fontSize="small" />
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
          <Typography component="span" fontWeight={500}>
            {path ? (
              <Link component={RouterLink} to={path}>
                {item.title}
              </Link>
            ) : (
              item.title
            )}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {item.at_label ? `${item.at_label} ${when}` : when}
            {item.by && ` · ${item.by}`}
          </Typography>
        </Box>
        {showAccount && item.account && (
          <Typography variant="body2">
            {accountPath ? (
              <Link component={RouterLink} to={accountPath}>
                {item.account.label}
              </Link>
            ) : (
              item.account.label
            )}
          </Typography>
        )}
        {item.facts.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {item.facts.join(' · ')}
          </Typography>
        )}
        {item.text && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {item.text}
          </Typography>
        )}
        {item.changes.map((change) => (
          <Typography key={change.label} variant="body2">
            <Box component="span" color="text.secondary">
              {change.label}:
            </Box>{' '}
            {change.from ?? '—'} → {change.to ?? '—'}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** The kind chips: none chosen shows everything ("Todo"); each chip adds or removes its kind. */
function KindChips({ chosen, onChange }: { chosen: string[]; onChange: (k: string[]) => void }) {
  const permissions = useAccess();
  const offered = timelineKinds.filter((kind) => {
    const entity = kind.records && findEntity(kind.records.entity);
    return !entity || mayAccess(permissions, entity);
  });
  const toggle = (code: string) =>
    onChange(chosen.includes(code) ? chosen.filter((c) => c !== code) : [...chosen, code]);
  return (
    <Stack
      direction="row"
      spacing={1}
      role="group"
      aria-label={timelineMessages.filter}
      sx={{ mb: 1, flexWrap: 'wrap' }}
    >
      <Chip
        label={timelineMessages.all}
        color={chosen.length ? 'default' : 'primary'}
        variant={chosen.length ? 'outlined' : 'filled'}
        aria-pressed={!chosen.length}
        onClick={() => onChange([])}
      />
      {offered.map((kind) => {
        const on = chosen.includes(kind.code);
        const Icon = timelineLook(kind.code).icon;
        return (
          <Chip
            key={kind.code}
            icon={<Icon />}
            label={kind.label}
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            aria-pressed={on}
            onClick={() => toggle(kind.code)}
          />
        );
      })}
    </Stack>
  );
}

export default function TimelinePanel() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const [kinds, setKinds] = useState<string[]>([]);
  const id = record?.id;
  const query = useInfiniteQuery({
    queryKey: ['timeline', resource, id, kinds],
    queryFn: async ({ pageParam }) =>
      (await apiRequest(timelineUrl(resource, id, kinds, pageParam), { hideMessage: true }))
        .json as Page,
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page) => last.next,
    enabled: id !== undefined,
  });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Box sx={{ py: 1 }}>
      <KindChips chosen={kinds} onChange={setKinds} />
      {query.isPending ? (
        <CircularProgress size={24} sx={{ m: 2 }} aria-label="Cargando" />
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => query.refetch()}>
              {timelineMessages.retry}
            </Button>
          }
        >
          {timelineMessages.failed}
        </Alert>
      ) : items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {kinds.length ? timelineMessages.emptyKinds : timelineMessages.empty}
        </Typography>
      ) : (
        <Box component="ol" sx={{ p: 0, m: 0 }} aria-label="Historial">
          {items.map((item) => (
            <Item key={item.id} item={item} showAccount={resource !== 'account'} />
          ))}
        </Box>
      )}
      {query.hasNextPage && (
        <Button
          onClick={() => query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          sx={{ mt: 1 }}
        >
          {timelineMessages.more}
        </Button>
      )}
    </Box>
  );
}
