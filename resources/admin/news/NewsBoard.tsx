/**
 * The news of home (spec 2.3: news are "shown on home"): what `GET home/news` gives this person
 * (open window, their organization, their roles), pinned first. The body is HTML the server
 * sanitised when it was saved; it opens in place, so people without the news section read it.
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import PushPinIcon from '@mui/icons-material/PushPin';
import { apiRequest } from '../../../providers/httpClient';
import { homeNewsUrl } from '../../../src/pages/homeRequests';
import { formatDateTime } from '../../../domain/engine/format';
import { FilePreview } from '../../generic/fieldKindViews';

export interface HomeNews {
  id: number;
  title: string;
  summary: string | null;
  body: string;
  image: number | null;
  published_from: string;
  published_to: string | null;
  pinned: boolean;
}

export const newsBoardTexts = {
  title: 'Novedades',
  pinned: 'Destacada',
  readMore: 'Leer más',
  readLess: 'Cerrar',
  failed: 'No se pudieron cargar las novedades. Probá recargar la página.',
  published: (from: string) => `Publicada el ${formatDateTime(from)}`,
};

function NewsCard({ item }: { item: HomeNews }) {
  const [open, setOpen] = useState(false);
  const bodyId = `news-body-${item.id}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={`news-title-${item.id}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          <Typography id={`news-title-${item.id}`} variant="subtitle1" component="h3">
            {item.title}
          </Typography>
          {item.pinned && (
            <Chip
              size="small"
              color="primary"
              icon={<PushPinIcon />}
              label={newsBoardTexts.pinned}
            />
          )}
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {newsBoardTexts.published(item.published_from)}
        </Typography>
        {item.image !== null && (
          <Box sx={{ mt: 1 }}>
            <FilePreview id={item.image} size={140} />
          </Box>
        )}
        {item.summary && <Typography sx={{ mt: 1 }}>{item.summary}</Typography>}
        {open && (
          <Box
            id={bodyId}
            sx={{ mt: 1, '& p': { my: 0.5 }, '& img': { maxWidth: '100%' } }}
            // Sanitised by the server's allow-list when saved (server/files rich text).
            dangerouslySetInnerHTML={{ __html: item.body }}
          />
        )}
        <Button
          size="small"
          sx={{ mt: 1, px: 0 }}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          {open ? newsBoardTexts.readLess : newsBoardTexts.readMore}
        </Button>
      </CardContent>
    </Card>
  );
}

export default function NewsBoard() {
  const [news, setNews] = useState<HomeNews[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    apiRequest(homeNewsUrl(), { hideMessage: true }).then(
      (response) => live && setNews((response.json as { data: HomeNews[] }).data),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  if (failed) return <Alert severity="warning">{newsBoardTexts.failed}</Alert>;
  if (!news?.length) return null;
  return (
    <Box component="section" aria-label={newsBoardTexts.title} sx={{ mb: 3 }}>
      <Typography variant="overline" component="h2">
        {newsBoardTexts.title}
      </Typography>
      <Stack spacing={1.5} sx={{ mt: 0.5 }}>
        {news.map((item) => (
          <NewsCard key={item.id} item={item} />
        ))}
      </Stack>
    </Box>
  );
}
