/** The three access lists of a profile as chips: used by /profile and the user access preview. */
import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AccessLists } from '../../domain/access';

function Chips({ items }: { items: string[] }) {
  if (!items.length) return <span>—</span>;
  return (
    <>
      {items.map((item) => (
        <Chip key={item} label={item} size="small" sx={{ mr: 0.5, mb: 0.5 }} />
      ))}
    </>
  );
}

export function AccessSummary({ access }: { access: AccessLists | undefined }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <div>
        <strong>{translate('app.profile.permissions')}:</strong>{' '}
        <Chips items={access?.permission ?? []} />
      </div>
      <div>
        <strong>{translate('app.profile.roles')}:</strong> <Chips items={access?.role ?? []} />
      </div>
      <div>
        <strong>{translate('app.profile.assignments')}:</strong>{' '}
        <Chips items={access?.assigment ?? []} />
      </div>
    </Stack>
  );
}
