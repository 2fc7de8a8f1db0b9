import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { suspendedUntil } from '../../api/errorMessages';

// Saleor's login throttle answers LOGIN_ATTEMPT_DELAYED with the time logins may start again inside
// its English message ("Logging has been suspended till 2026-05-01 12:00:03.512000+00:00 due to ...",
// Python's str() of a UTC datetime; api/errorMessages reads it). The embedded service words its
// registration and reset limits the same way. The forms say the time in the shopper's language and
// time zone.

export const DELAYED_CODE = 'LOGIN_ATTEMPT_DELAYED';

/** The time a delayed error names, when the error is one (by its code). */
export function delayOf(error: { code?: string | null; message?: string | null } | undefined) {
  return error?.code === DELAYED_CODE ? suspendedUntil(error.message) : null;
}

// Typed as MessageDescriptor: react-intl's inferred message types refuse values.
const messages: Record<'login' | 'register' | 'reset', MessageDescriptor> = defineMessages({
  login: {
    id: 'auth.delay.login',
    defaultMessage: 'Too many login attempts from your network. You can try again at {when}.',
    description: 'Shown on the login page while the shop refuses logins after failed attempts',
  },
  register: {
    id: 'auth.delay.register',
    defaultMessage: 'Too many accounts were created from your network. You can try again at {when}.',
    description: 'Shown on the registration page while the shop refuses registrations from this address',
  },
  reset: {
    id: 'auth.delay.reset',
    defaultMessage: 'Too many reset links were asked for from your network. You can ask again at {when}.',
    description: 'Shown on the password reset page while the shop refuses reset requests from this address',
  },
});

/** The delay in the shopper's language: the time of day, with the date when it is not today. */
export function delayMessage(intl: IntlShape, kind: keyof typeof messages, until: number): string {
  const sameDay = new Date(until).toDateString() === new Date().toDateString();
  const time = sameDay
    ? intl.formatTime(until, { timeStyle: 'medium' })
    : intl.formatDate(until, { dateStyle: 'medium', timeStyle: 'medium' });
  return intl.formatMessage(messages[kind], { when: time });
}
