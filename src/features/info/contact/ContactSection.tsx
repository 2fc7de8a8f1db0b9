import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { personName } from '../../../lib/personName';
import { selectCurrentUser } from '../../auth';
import { ContactConfirmation, type PreparedMessage } from './ContactConfirmation';
import { ContactForm } from './ContactForm';
import { contactMessages as m } from './contactMessages';
import { contactReference } from './contactReference';
import { prefillFromQuery, type ContactValues } from './contactValidation';

/**
 * The contact form, then its confirmation in the same place. A logged-in customer finds their name and
 * email filled in; a link may fill in the order number and subject (?order=1042&subject=returns).
 */
export function ContactSection() {
  const intl = useIntl();
  const user = useAppSelector(selectCurrentUser);
  const [searchParams] = useSearchParams();
  const [prepared, setPrepared] = useState<PreparedMessage | null>(null);
  // Bumped by "write another" so the form starts again with fresh state.
  const [round, setRound] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const fullName = personName(user?.firstName, user?.lastName, intl.locale);
  const kept = prepared?.values;
  const initialValues: ContactValues = kept
    ? { name: kept.name, email: kept.email, orderNumber: '', subject: '', message: '' }
    : {
        name: fullName,
        email: user?.email ?? '',
        orderNumber: '',
        subject: '',
        message: '',
        ...prefillFromQuery(searchParams),
      };
  const [nextValues, setNextValues] = useState(initialValues);

  // The heading changes between "Write to us" and "Your message is ready": focus follows it, so a
  // screen reader announces the change and the keyboard starts from there (not on the first load).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [prepared, round]);

  return (
    <Box component="section" aria-labelledby="contact-form-heading">
      <Typography
        id="contact-form-heading"
        ref={heading}
        tabIndex={-1}
        variant="h5"
        component="h2"
        sx={{ mb: 1.5, '&:focus': { outline: 'none' } }}
      >
        {intl.formatMessage(prepared ? m.readyHeading : m.formHeading)}
      </Typography>
      {prepared ? (
        <ContactConfirmation
          prepared={prepared}
          onAnother={() => {
            moved.current = true;
            setNextValues(initialValues);
            setPrepared(null);
            setRound(round + 1);
          }}
        />
      ) : (
        <ContactForm
          key={round}
          initialValues={nextValues}
          onPrepared={(values) => {
            moved.current = true;
            setPrepared({ reference: contactReference(), values });
          }}
        />
      )}
    </Box>
  );
}
