/**
 * Home: a greeting, shortcuts to every section the user may open, and what their access will
 * open as the remaining areas arrive (computed from the route table), so nobody whose areas
 * are still to come lands in an app that looks empty without knowing why or whom to ask.
 * Which widgets show comes from `GET user/component` (domain/homeWidgets.ts): what the user
 * may open; until it answers, only the widgets every user has.
 */
import { memo, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { Title, useAuthenticated, useGetIdentity, useTranslate } from 'react-admin';
import { upcomingAreasFor } from '../../domain/screens';
import { useVisibleEntities } from '../layout/useVisibleEntities';
import { EntityIcon } from '../layout/icons';
import { homeWidgets, type UserComponents } from '../../domain/homeWidgets';
import { apiRequest } from '../../providers/httpClient';
import { lazyPart } from '../lazyPart';
import { userComponentsUrl } from './homeRequests';
// In the home's own code: every session sees the news, whose request would otherwise wait
// for a second file after this one.
import NewsBoard from '../../resources/admin/news/NewsBoard';
import { useAccess } from '../access';
import type { Entity } from '../../domain/engine/entity';

const AdminDashboard = lazyPart(() => import('../../resources/admin/dashboard/AdminDashboard'), {
  fallback: null,
});

/** The widgets the server says this user sees; before it answers, what any session sees. */
function useUserComponents(): UserComponents {
  const { data } = useQuery({
    queryKey: ['user', 'component'],
    queryFn: async () =>
      (
        (await apiRequest(userComponentsUrl(), { hideMessage: true })).json as {
          user_components: UserComponents;
        }
      ).user_components,
    staleTime: 60_000,
  });
  return data ?? Object.fromEntries(homeWidgets.map((w) => [w.name, !w.route]));
}

/** "a, b y c", as a sentence lists things. */
const spanishList = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;

function Welcome({ upcoming, hasScreens }: { upcoming: string[]; hasScreens: boolean }) {
  const translate = useTranslate();
  if (upcoming.length)
    return (
      <Alert severity="info" sx={{ mb: 3 }}>
        <Typography sx={{ fontWeight: 600 }}>{translate('app.home.upcoming_title')}</Typography>
        {translate('app.home.upcoming', { areas: spanishList(upcoming) })}{' '}
        {translate(hasScreens ? 'app.home.meanwhile_sections' : 'app.home.meanwhile_profile')}{' '}
        {translate('app.home.ask')}
      </Alert>
    );
  if (!hasScreens)
    return (
      <Alert severity="info" sx={{ mb: 3 }}>
        <Typography sx={{ fontWeight: 600 }}>{translate('app.home.no_access_title')}</Typography>
        {translate('app.home.no_access')}
      </Alert>
    );
  return null;
}

/**
 * A card per section the user may open. Kept still while home renders again (the name, then
 * the widgets arrive): its two dozen cards are most of home's first mount.
 */
const Shortcuts = memo(function Shortcuts({ visible }: { visible: Entity[] }) {
  const translate = useTranslate();
  return (
    <Grid
      container
      spacing={2}
      sx={{ mt: 0.5 }}
      component="ul"
      aria-label={translate('app.home.shortcuts')}
      style={{ listStyle: 'none', padding: 0 }}
    >
      {visible.map((entity) => (
        <Grid key={entity.name} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
          <Card variant="outlined">
            <CardActionArea component={Link} to={`/${entity.name}`}>
              <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <EntityIcon name={entity.name} color="primary" />
                <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>
                  {entity.label.many}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
});

export default function Home() {
  useAuthenticated();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const permissions = useAccess();
  const visible = useVisibleEntities();
  const working = visible.filter((entity) => entity.name !== 'notifications');
  const shows = useUserComponents();
  // Once per access, not at each of home's renders: it runs the route rules over every area.
  const upcoming = useMemo(
    () => (shows.upcoming_areas ? upcomingAreasFor(permissions) : []),
    [shows.upcoming_areas, permissions],
  );
  return (
    <>
      <Title title={translate('app.home.title')} />
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {translate('app.home.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate(working.length ? 'app.home.intro' : 'app.home.intro_empty')}
      </Typography>
      {shows.upcoming_areas && <Welcome upcoming={upcoming} hasScreens={working.length > 0} />}
      {shows.news_board && <NewsBoard />}
      {shows.admin_dashboard && (
        <Box sx={{ mb: 3 }}>
          <AdminDashboard />
        </Box>
      )}
      <Typography variant="overline" component="h2">
        {translate('app.home.shortcuts')}
      </Typography>
      <Shortcuts visible={visible} />
    </>
  );
}
