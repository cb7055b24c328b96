/**
 * What a profile may do, as people read it: permissions by their Spanish names (with what each
 * allows on hover), roles and assignments by their descriptions. Used by /profile and by the
 * user access preview.
 */
import { Chip, Stack, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AccessGrants, AccessLists, Grant } from '../../domain/engine/access';
import { describePermission } from '../../domain/permissions';

interface Item {
  key: string;
  label: string;
  hint?: string;
}

function Chips({ items }: { items: Item[] }) {
  if (!items.length) return <span>—</span>;
  return (
    <>
      {items.map((item) => (
        <Tooltip key={item.key} title={item.hint ?? ''}>
          <Chip label={item.label} size="small" sx={{ mr: 0.5, mb: 0.5 }} />
        </Tooltip>
      ))}
    </>
  );
}

/** A role or assignment code by its description; a code the server did not describe stays. */
const described = (names: string[], grants: Grant[] | undefined): Item[] => {
  const labels = new Map((grants ?? []).map((g) => [g.name, g.label]));
  return names.map((name) => ({ key: name, label: labels.get(name) ?? name }));
};

export function AccessSummary({
  access,
  grants,
}: {
  access: AccessLists | undefined;
  grants?: AccessGrants;
}) {
  const translate = useTranslate();
  const permissions = (access?.permission ?? []).map((code) => {
    const { label, description } = describePermission(code);
    return { key: code, label, hint: description };
  });
  return (
    <Stack spacing={1}>
      <div>
        <strong>{translate('app.profile.permissions')}:</strong> <Chips items={permissions} />
      </div>
      <div>
        <strong>{translate('app.profile.roles')}:</strong>{' '}
        <Chips items={described(access?.role ?? [], grants?.role)} />
      </div>
      <div>
        <strong>{translate('app.profile.assignments')}:</strong>{' '}
        <Chips items={described(access?.assigment ?? [], grants?.assigment)} />
      </div>
    </Stack>
  );
}
