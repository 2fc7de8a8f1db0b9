import Box from '@mui/material/Box';
import { routeTitles } from '../../lib/routeMessages';
import { PageHeading } from '../../components/common/PageHeading';
import { ConfirmAccountView } from '../../features/account/entry/ConfirmAccountView';

/** /account/confirm/?email=…&token=…: the target of the registration email's link. */
export default function ConfirmAccountPage() {
  return (
    <Box sx={{ maxWidth: 560 }}>
      <PageHeading title={routeTitles.accountConfirm} />
      <ConfirmAccountView />
    </Box>
  );
}
