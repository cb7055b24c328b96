/**
 * "Nueva oportunidad" (`/opportunity/create`): which branch to quote, the usual ones at hand
 * and every other in a list, then that branch's wizard. Opened from a client's page (its
 * Oportunidades tab passes the client), the wizard starts with that client as its person; from
 * a lead or a campaign, the plain form, which keeps who asked and where the request came from.
 */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Title, useNotify } from 'react-admin';
import { Autocomplete, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { branches } from '../../domain/enums/branches';
import { optionByCode } from '../../domain/engine/defineEnum';
import { newOpportunityLink, opportunityFlow } from '../../domain/flows/opportunityFlow';
import { startDraft } from '../flows/flowApi';
import GenericCreate from '../generic/GenericCreate';

/** The branches a brokerage quotes every day, first. */
const USUAL = [
  'car',
  'motorcycle',
  'fleet',
  'home',
  'business',
  'personal_accidents',
  'art',
  'life_individual',
].map((code) => optionByCode(branches, code));

/** Every other branch, in the alphabetical order a person scans a list in. */
const OTHERS = branches.options
  .filter((option) => !USUAL.includes(option))
  .sort((a, b) => a.label.localeCompare(b.label, 'es'));

/** What the page that opened this one sends (`?source={…}`): a client's tab, a lead's. */
function sourceOf(search: string): Record<string, unknown> {
  try {
    const source: unknown = JSON.parse(new URLSearchParams(search).get('source') ?? '{}');
    return source && typeof source === 'object' && !Array.isArray(source)
      ? (source as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The wizard takes a client; a lead's or a campaign's request keeps the plain form. */
const WIZARD_SOURCE = ['account_id'];

export default function NewOpportunity() {
  const source = sourceOf(useLocation().search);
  // From a lead or a campaign (who asked, where from): the plain form keeps all of it.
  if (Object.keys(source).some((key) => !WIZARD_SOURCE.includes(key))) return <GenericCreate />;
  const client = typeof source.account_id === 'string' ? source.account_id : null;
  return <BranchChooser client={client} />;
}

function BranchChooser({ client }: { client: string | null }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const open = async (branchId: number) => {
    if (!client) return navigate(newOpportunityLink(branchId)!);
    setBusy(true);
    try {
      const draft = await startDraft(opportunityFlow.name, branchId, 'person', {
        account_id: client,
      });
      navigate(`${newOpportunityLink(branchId)!}/${draft.id}/new/${draft.step}`);
    } catch {
      notify('No se pudo empezar la cotización. Probá de nuevo.', { type: 'error' });
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, md: 2 }, maxWidth: 900 }}>
      <Title title="Nueva oportunidad" />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            ¿Qué ramo querés cotizar?
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
              gap: 1.5,
              my: 2,
            }}
          >
            {USUAL.map((branch) => (
              <Button
                key={branch.id}
                variant="outlined"
                size="large"
                disabled={busy}
                onClick={() => void open(branch.id)}
              >
                {branch.label}
              </Button>
            ))}
          </Box>
          <Autocomplete
            options={OTHERS}
            getOptionLabel={(o) => o.label}
            noOptionsText="Ningún ramo coincide"
            disabled={busy}
            onChange={(_, option) => option && void open(option.id)}
            renderInput={(params) => <TextField {...params} label="Otro ramo" />}
            sx={{ maxWidth: 420 }}
          />
        </CardContent>
      </Card>
    </Box>
  );
}
