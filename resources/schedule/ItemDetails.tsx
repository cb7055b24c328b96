/**
 * What a click on an agenda item shows: its name, when, its declared list columns (priority,
 * status…), whose it is and the client it cites, with the ways to open the record or the client.
 */
import { Box, Button, Chip, Popover, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PersonIcon from '@mui/icons-material/Person';
import { Link } from 'react-router-dom';
import type { AgendaItem } from '../../domain/agenda';
import { displayValue } from '../../domain/engine/display';
import { entityByName } from '../../domain/entities';
import { canAccess } from '../../domain/routes';
import { openPath } from '../generic/useEntity';
import { texts, whenText } from './texts';
import { citedBy } from './useAgendaItems';
import { useAccess } from '../../src/access';

interface ItemDetailsProps {
  item: AgendaItem;
  anchor: HTMLElement;
  names: Map<string, string>;
  onClose: () => void;
}

export function ItemDetails({ item, anchor, names, onClose }: ItemDetailsProps) {
  const permissions = useAccess();
  const { source, record } = item;
  const entity = entityByName(source.entity);
  const related = citedBy(item, source.related);
  const person = citedBy(item, source.person);
  // The declared columns that read as text here (priority, status); the rest is shown above.
  const shown = entity.list.filter(
    (name) =>
      ![source.at, source.title, source.related, source.person].includes(name) &&
      entity.fields[name] &&
      entity.fields[name].kind !== 'reference',
  );
  const mayOpenRelated =
    related !== null &&
    related.id !== null &&
    related.id !== undefined &&
    canAccess(permissions, related.target, 'show');
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { sx: { p: 2, maxWidth: 380 } } }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {item.title}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {entity.fields[source.at].label}: {whenText(new Date(item.start), item.allDay)}
        {item.overdue && <Chip size="small" color="error" label={texts.overdue} sx={{ ml: 1 }} />}
      </Typography>
      <Stack spacing={0.5} sx={{ mb: 1.5 }}>
        {related && names.get(related.key) && (
          <Typography variant="body2">
            {entity.fields[source.related!].label}: <strong>{names.get(related.key)}</strong>
          </Typography>
        )}
        {person && names.get(person.key) && (
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <PersonIcon fontSize="inherit" aria-hidden />
            {entity.fields[source.person!].label}: {names.get(person.key)}
          </Typography>
        )}
        {shown.map((name) => (
          <Typography variant="body2" key={name}>
            {entity.fields[name].label}: {displayValue(entity.fields[name], record[name], record)}
          </Typography>
        ))}
      </Stack>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size="small"
          component={Link}
          to={openPath(permissions, entity.name, record.id)}
          startIcon={<OpenInNewIcon />}
        >
          {texts.open(entity.label.one)}
        </Button>
        {mayOpenRelated && (
          <Button
            size="small"
            component={Link}
            to={openPath(permissions, related.target, related.id)}
          >
            {texts.openRelated(entity.fields[source.related!].label)}
          </Button>
        )}
        <Button size="small" onClick={onClose} sx={{ ml: 'auto' }}>
          {texts.close}
        </Button>
      </Box>
    </Popover>
  );
}
