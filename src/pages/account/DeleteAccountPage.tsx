import Box from '@mui/material/Box';
import { PageHeading } from '../../components/common/PageHeading';
import { DeleteAccountView } from '../../features/account/deletion/DeleteAccountView';
import { routeTitles } from '../../lib/routeMessages';

/** /account/delete/: the emailed account deletion link's target, which confirms and deletes. */
export default function DeleteAccountPage() {
  return (
    <Box sx={{ maxWidth: 560 }}>
      <PageHeading title={routeTitles.accountDelete} />
      <DeleteAccountView />
    </Box>
  );
}
