/**
 * Search from anywhere: a button in the app bar and Ctrl+K (⌘K) open a dialog whose results come
 * grouped by kind (useGlobalSearch). The arrows move through the results, Enter opens the one
 * chosen (its page, or its form for who may edit it), and each kind with more results than shown
 * offers its list already searched.
 */
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  InputAdornment,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { openPath } from '../../resources/generic/useEntity';
import { useGlobalSearch, type SearchGroup } from './useGlobalSearch';
import { useAccess } from '../access';

interface Choice {
  key: string;
  path: string;
  primary: string;
  secondary?: string;
}

const listPath = (resource: string, q: string) =>
  `/${resource}?filter=${encodeURIComponent(JSON.stringify({ q }))}`;

function SearchDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const permissions = useAccess();
  const [q, setQ] = useState('');
  const state = useGlobalSearch(q);
  // The chosen result, for the results it was chosen among (new results start at the first).
  const shown = state.kind === 'done' ? state.q : '';
  const [chosen, setChosen] = useState({ among: '', index: 0 });
  const active = chosen.among === shown ? chosen.index : 0;
  const setActive = (index: number) => setChosen({ among: shown, index });
  const listId = useId();
  const groups = useMemo<SearchGroup[]>(() => (state.kind === 'done' ? state.groups : []), [state]);
  const choicesByGroup = useMemo(
    () =>
      groups.map((group) => [
        ...group.records.map<Choice>((record) => ({
          key: `${group.resource}:${record.id}`,
          path: openPath(permissions, group.resource, record.id),
          primary: record.label,
          secondary: record.detail || undefined,
        })),
        ...(group.total > group.records.length
          ? [
              {
                key: `${group.resource}:more`,
                path: listPath(group.resource, q.trim()),
                primary: translate('app.search.more', { total: group.total, label: group.label }),
              },
            ]
          : []),
      ]),
    [groups, permissions, q, translate],
  );
  const choices = choicesByGroup.flat();

  const open = (choice: Choice | undefined) => {
    if (!choice) return;
    onClose();
    navigate(choice.path);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!choices.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : choices.length - 1;
      setActive((active + step) % choices.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(choices[active]);
    }
  };
  const optionId = (index: number) => `${listId}-${index}`;
  // The chosen result stays in sight while the arrows move through a long list.
  useEffect(() => {
    document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [listId, active, choices.length]);
  let index = -1;

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <Box sx={{ p: 2, pb: 1 }}>
        <TextField
          autoFocus
          fullWidth
          value={q}
          onChange={(event) => setQ(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={translate('app.search.placeholder')}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-label': translate('app.search.shortcut'),
              'aria-expanded': choices.length > 0,
              'aria-controls': listId,
              'aria-activedescendant': choices.length ? optionId(active) : undefined,
              'aria-autocomplete': 'list',
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  {state.kind === 'loading' ? <CircularProgress size={20} /> : <SearchIcon />}
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {state.kind === 'idle' && state.hint && (
        <Typography sx={{ px: 3, pb: 2 }} color="text.secondary">
          {state.hint}
        </Typography>
      )}
      {state.kind === 'failed' && (
        <Typography sx={{ px: 3, pb: 2 }} color="error">
          {translate('app.search.failed', { reason: state.reason })}
        </Typography>
      )}
      {state.kind === 'done' && !groups.length && (
        <Typography sx={{ px: 3, pb: 2 }} color="text.secondary">
          {translate('app.search.none', { q: state.q })}
        </Typography>
      )}
      <List
        id={listId}
        role="listbox"
        aria-label={translate('app.search.results')}
        dense
        sx={{ maxHeight: '60vh', overflow: 'auto', py: 0 }}
      >
        {groups.map((group, g) => (
          <li key={group.resource} role="presentation">
            <ul role="group" aria-label={group.label} style={{ padding: 0 }}>
              <ListSubheader role="presentation">{`${group.label} (${group.total})`}</ListSubheader>
              {choicesByGroup[g].map((choice) => {
                index++;
                const mine = index;
                return (
                  <ListItemButton
                    key={choice.key}
                    id={optionId(mine)}
                    role="option"
                    aria-selected={mine === active}
                    selected={mine === active}
                    onMouseEnter={() => setActive(mine)}
                    onClick={() => open(choice)}
                  >
                    <ListItemText primary={choice.primary} secondary={choice.secondary} />
                  </ListItemButton>
                );
              })}
            </ul>
          </li>
        ))}
      </List>
      <Typography variant="caption" color="text.secondary" sx={{ px: 3, py: 1 }}>
        {translate('app.search.hint')}
      </Typography>
    </Dialog>
  );
}

/** The app bar's button; Ctrl+K or ⌘K opens the same dialog from any screen. */
export function GlobalSearch() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <Button
        color="inherit"
        onClick={() => setOpen(true)}
        startIcon={<SearchIcon />}
        // The name holds the visible text (WCAG 2.5.3), even where the text is hidden (phones).
        aria-label={translate('app.search.button')}
        aria-keyshortcuts="Control+K Meta+K"
        title={translate('app.search.shortcut')}
        sx={{ textTransform: 'none', mr: 1, opacity: 0.9 }}
      >
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          {translate('app.search.open')}{' '}
          <Box component="kbd" sx={{ ml: 1, fontSize: 12, opacity: 0.75 }}>
            Ctrl+K
          </Box>
        </Box>
      </Button>
      {open && <SearchDialog onClose={() => setOpen(false)} />}
    </>
  );
}
