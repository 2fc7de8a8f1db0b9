import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { serverWords } from '../../../api/failure';
import { useAppDispatch } from '../../../app/hooks';
import { ServerDetails, type ShownError } from '../../../components/errors/ServerDetails';
import { firstMessage } from '../profile/mutationErrors';
import { ProfileSection } from '../profile/ProfileSection';
import { requestAccountDeletion } from './deletionApi';
import { deletionMessages as m } from './deletionMessages';

/**
 * "Delete account" on the profile page: says what goes and what stays, asks to confirm, then has
 * Saleor email the link that deletes the account (nothing changes before that link is confirmed).
 */
export function DeleteAccountSection({ email }: { email: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<ShownError | null>(null);

  const send = async () => {
    if (pending) return;
    setPending(true);
    setProblem(null);
    const errors = await dispatch(requestAccountDeletion());
    setPending(false);
    setOpen(false);
    if (errors)
      setProblem({
        text: firstMessage(errors, intl.formatMessage) ?? intl.formatMessage(m.requestFailed),
        details: serverWords(errors),
      });
    else setSent(true);
  };

  return (
    <ProfileSection title={intl.formatMessage(m.heading)}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{intl.formatMessage(m.intro)}</Typography>
        {sent && (
          <Alert severity="success" role="status">
            {intl.formatMessage(m.linkSent, { email })}
          </Alert>
        )}
        {problem && (
          <Alert severity="error" role="alert">
            {problem.text}
            <ServerDetails details={problem.details} shown={problem.text} />
          </Alert>
        )}
        <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
          {intl.formatMessage(m.start)}
        </Button>
      </Stack>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} aria-describedby={bodyId}>
        <DialogTitle id={titleId}>{intl.formatMessage(m.confirmTitle)}</DialogTitle>
        <DialogContent>
          <DialogContentText id={bodyId}>{intl.formatMessage(m.confirmBody, { email })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{intl.formatMessage(m.cancel)}</Button>
          <Button onClick={() => void send()} color="error" variant="contained" loading={pending}>
            {intl.formatMessage(m.sendLink)}
          </Button>
        </DialogActions>
      </Dialog>
    </ProfileSection>
  );
}
