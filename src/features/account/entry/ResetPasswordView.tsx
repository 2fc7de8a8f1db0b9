import { useIntl, defineMessages } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../../components/common/PageHeading';
import { usePageMeta } from '../../seo';
import { ResetRequestForm } from './ResetRequestForm';
import { SetPasswordForm } from './SetPasswordForm';
import { routeTitles } from '../../../lib/routeMessages';

const messages = defineMessages({
  requestTitle: {
    id: 'account.resetRequest.title',
    defaultMessage: 'Forgot your password?',
    description: 'Heading and page title of the form that asks for a password reset link',
  },
  requestIntro: {
    id: 'account.resetRequest.intro',
    defaultMessage:
      'Enter the email address of your account and we will send you a link to choose a new password.',
    description: 'Lead paragraph of the form that asks for a password reset link',
  },
  setIntro: {
    id: 'account.setPassword.intro',
    defaultMessage: 'Choose a new password for your account. You will be logged in with it.',
    description: 'Lead paragraph of the password reset page opened from the emailed link',
  },
});

/**
 * /account/reset-password/: with the emailed link's email and token, the form for the new password;
 * without them, the form that asks for such a link (so the flow needs no other route).
 */
export function ResetPasswordView() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const fromLink = Boolean(email && token);
  usePageMeta({ title: fromLink ? undefined : intl.formatMessage(messages.requestTitle) });
  if (fromLink)
    return (
      <>
        <PageHeading title={routeTitles.resetPassword}>{intl.formatMessage(messages.setIntro)}</PageHeading>
        {/* A new link is a new form: nothing typed for an old one carries over. */}
        <SetPasswordForm key={`${email}\n${token}`} email={email} token={token} />
      </>
    );
  return (
    <>
      <PageHeading title={messages.requestTitle}>{intl.formatMessage(messages.requestIntro)}</PageHeading>
      <ResetRequestForm />
    </>
  );
}
