/**
 * How a cited record is reached (entity option `reachBy`): its phones as `tel:` links a
 * softphone or a mobile dials, its e-mail as a `mailto:` link, after its name on the page of
 * the record that cites it ("Cliente: María González · (011) 4555-1234 · maria@…").
 */
import { useRecordContext } from 'react-admin';
import { Link, Typography } from '@mui/material';
import type { Entity } from '../../domain/engine/entity';
import { isBlank } from '../../domain/engine/display';
import { dialLink } from '../../domain/validators/phone';

export function ReachLinks({ target }: { target: Entity }) {
  const record = useRecordContext();
  if (!record) return null;
  const ways = target.reachBy.filter((name) => !isBlank(record[name]));
  if (!ways.length) return null;
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {ways.map((name) => {
        const value = String(record[name]);
        const field = target.fields[name];
        const href = field.kind === 'phone' ? dialLink(value) : `mailto:${value}`;
        return (
          <span key={name}>
            {' · '}
            <Link href={href} aria-label={`${field.label}: ${value}`}>
              {value}
            </Link>
          </span>
        );
      })}
    </Typography>
  );
}
