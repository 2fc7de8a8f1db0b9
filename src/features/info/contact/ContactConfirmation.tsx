import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { contactMessages as m, subjectMessages } from './contactMessages';
import { cleanOrderNumber, type ContactValues } from './contactValidation';

export interface PreparedMessage {
  reference: string;
  values: ContactValues;
}

/**
 * What the shopper wrote, with its reference, ready to send: nothing left the browser, and the text says
 * so. "Copy" puts it on the clipboard; "Open in my email app" fills in a new email (the shopper adds our
 * address, which this website does not know); "Write another" empties the form again.
 */
export function ContactConfirmation({
  prepared,
  onAnother,
}: {
  prepared: PreparedMessage;
  onAnother: () => void;
}) {
  const intl = useIntl();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const { reference, values } = prepared;
  const subject = values.subject ? intl.formatMessage(subjectMessages[values.subject]) : '';
  const orderNumber = cleanOrderNumber(values.orderNumber);

  const rows: [string, string][] = [
    [intl.formatMessage(m.reference), reference],
    [intl.formatMessage(m.name), values.name.trim()],
    [intl.formatMessage(m.email), values.email.trim()],
    [intl.formatMessage(m.orderNumberShort), orderNumber || intl.formatMessage(m.noOrderNumber)],
    [intl.formatMessage(m.subject), subject],
  ];
  const plainText = `${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${values.message.trim()}\n`;
  const mailto = `mailto:?subject=${encodeURIComponent(`[${reference}] ${subject}`)}&body=${encodeURIComponent(plainText)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(plainText);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <Stack spacing={2}>
      <Alert severity="info">{intl.formatMessage(m.readyText, { reference })}</Alert>
      <Paper
        variant="outlined"
        component="section"
        aria-label={intl.formatMessage(m.summaryLabel)}
        sx={{ p: 2 }}
      >
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 2,
            rowGap: { xs: 0, sm: 1 },
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
          }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt">{label}</Typography>
              <Typography component="dd">{value}</Typography>
            </Box>
          ))}
          <Typography component="dt">{intl.formatMessage(m.message)}</Typography>
          <Typography component="dd" sx={{ whiteSpace: 'pre-wrap' }}>
            {values.message.trim()}
          </Typography>
        </Box>
      </Paper>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="contained" onClick={() => void copy()}>
          {intl.formatMessage(m.copy)}
        </Button>
        <Button variant="outlined" href={mailto}>
          {intl.formatMessage(m.openMail)}
        </Button>
        <Button onClick={onAnother}>{intl.formatMessage(m.another)}</Button>
      </Stack>
      <Typography role="status" color={copyState === 'failed' ? 'error' : 'text.secondary'}>
        {copyState === 'copied' && intl.formatMessage(m.copied)}
        {copyState === 'failed' && intl.formatMessage(m.copyFailed)}
      </Typography>
    </Stack>
  );
}
