/** Home: a greeting and shortcuts to every section the user may open. */
import { Link } from 'react-router-dom';
import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { Title, useAuthenticated, useGetIdentity, useTranslate } from 'react-admin';
import { useVisibleEntities } from '../layout/useVisibleEntities';

export default function Home() {
  useAuthenticated();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const visible = useVisibleEntities();
  return (
    <>
      <Title title={translate('app.home.title')} />
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {translate('app.home.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.home.intro')}
      </Typography>
      <Typography variant="overline">{translate('app.home.shortcuts')}</Typography>
      <Grid container spacing={2} sx={{ mt: 0.5 }}>
        {visible.map((entity) => (
          <Grid key={entity.name} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <Card variant="outlined">
              <CardActionArea component={Link} to={`/${entity.name}`}>
                <CardContent>
                  <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {entity.label.many}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
