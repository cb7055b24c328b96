/**
 * The imports list: the generated list of admin/import (status, progress, rows, who) with the
 * button that starts a new import; a row opens the import's page (its wizard or its result).
 */
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import GenericList from '../../generic/GenericList';
import { texts } from './texts';

export default function ImportList() {
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2, mb: -1 }}>
        <Button
          component={RouterLink}
          to="/admin/import/upload"
          variant="contained"
          startIcon={<UploadFileIcon />}
        >
          {texts.list.importFile}
        </Button>
      </Box>
      <GenericList />
    </>
  );
}
