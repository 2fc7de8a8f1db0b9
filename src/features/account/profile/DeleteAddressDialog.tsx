import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { addressBookMessages as m } from './addressBookMessages';

/** Asks before an address goes; the address itself is shown so the shopper knows which. */
export function DeleteAddressDialog({
  open,
  addressText,
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  addressText: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={bodyId}>
      <DialogTitle id={titleId}>{intl.formatMessage(m.confirmTitle)}</DialogTitle>
      <DialogContent id={bodyId}>
        <DialogContentText sx={{ whiteSpace: 'pre-line', mb: 2, color: 'text.primary' }}>
          {addressText}
        </DialogContentText>
        <DialogContentText>{intl.formatMessage(m.confirmBody)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage(m.keep)}</Button>
        <Button onClick={onConfirm} color="error" variant="contained" loading={pending}>
          {intl.formatMessage(m.confirmDelete)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
