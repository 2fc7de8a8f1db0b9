import Box from '@mui/material/Box';
import { ResetPasswordView } from '../../features/account/entry/ResetPasswordView';

/** /account/reset-password/: asks for a reset link, or (from the link) sets the new password. */
export default function ResetPasswordPage() {
  return (
    <Box sx={{ maxWidth: 480 }}>
      <ResetPasswordView />
    </Box>
  );
}
