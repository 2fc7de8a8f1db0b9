import { defineMessages, type MessageDescriptor } from 'react-intl';

// The texts of deleting an account: the profile page's section and the emailed link's page.

type Key =
  | 'heading'
  | 'intro'
  | 'start'
  | 'confirmTitle'
  | 'confirmBody'
  | 'cancel'
  | 'sendLink'
  | 'linkSent'
  | 'requestFailed'
  | 'pageIntro'
  | 'confirmDelete'
  | 'keepAccount'
  | 'deleted'
  | 'deleteFailed'
  | 'badLink'
  | 'loginFirst'
  | 'logIn'
  | 'home';

export const deletionMessages: Record<Key, MessageDescriptor> = defineMessages({
  heading: {
    id: 'account.delete.heading',
    defaultMessage: 'Delete account',
    description: 'Heading of the profile section that deletes the account',
  },
  intro: {
    id: 'account.delete.intro',
    defaultMessage:
      'Deleting your account removes your login, your name and your address book. Orders you have placed are kept with your email address. This cannot be undone.',
    description: 'What deleting the account does, on the profile page',
  },
  start: {
    id: 'account.delete.start',
    defaultMessage: 'Delete my account…',
    description: 'Button on the profile page that starts deleting the account (asks to confirm first)',
  },
  confirmTitle: {
    id: 'account.delete.confirmTitle',
    defaultMessage: 'Delete your account?',
    description: 'Title of the dialog that asks before requesting the account deletion email',
  },
  confirmBody: {
    id: 'account.delete.confirmBody',
    defaultMessage:
      'We will email a link to {email}. Open it while logged in and confirm there to delete the account.',
    description: 'Body of the dialog that asks before requesting the account deletion email',
  },
  cancel: {
    id: 'account.delete.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that closes the account deletion dialog without doing anything',
  },
  sendLink: {
    id: 'account.delete.sendLink',
    defaultMessage: 'Email me the link',
    description: 'Button in the dialog that requests the account deletion email',
  },
  linkSent: {
    id: 'account.delete.linkSent',
    defaultMessage:
      'We have sent a link to {email}. Open it to delete your account; it works once. Nothing changes until you confirm.',
    description: 'Shown on the profile page once the account deletion email was sent',
  },
  requestFailed: {
    id: 'account.delete.requestFailed',
    defaultMessage: 'The link could not be sent. Please try again.',
    description: 'Default error when the account deletion email cannot be requested',
  },
  pageIntro: {
    id: 'account.delete.pageIntro',
    defaultMessage:
      'You are about to delete the account {email}: your login, your name and your address book go; your orders are kept with your email address. This cannot be undone.',
    description: 'What the deletion link page explains before the shopper confirms',
  },
  confirmDelete: {
    id: 'account.delete.confirm',
    defaultMessage: 'Delete my account',
    description: 'Button on the deletion link page that deletes the account for good',
  },
  keepAccount: {
    id: 'account.delete.keep',
    defaultMessage: 'Keep my account',
    description: 'Link on the deletion link page that leaves without deleting (to the profile page)',
  },
  deleted: {
    id: 'account.delete.deleted',
    defaultMessage: 'Your account has been deleted and you have been logged out.',
    description: 'Shown once the account was deleted',
  },
  deleteFailed: {
    id: 'account.delete.failed',
    defaultMessage: 'The account could not be deleted. Please try again.',
    description: 'Default error when the account cannot be deleted',
  },
  badLink: {
    id: 'account.delete.badLink',
    defaultMessage:
      'This link is incomplete. Open the link from the email as it is, or ask for a new one on your profile page.',
    description: 'Shown when the deletion link page is opened without its token',
  },
  loginFirst: {
    id: 'account.delete.loginFirst',
    defaultMessage: 'Log in to the account you want to delete, then you can confirm here.',
    description: 'Shown on the deletion link page to a visitor who is not logged in',
  },
  logIn: {
    id: 'account.delete.logIn',
    defaultMessage: 'Log in',
    description: 'Button on the deletion link page that goes to the login page and comes back',
  },
  home: {
    id: 'account.delete.home',
    defaultMessage: 'Continue shopping',
    description: 'Link to the home page after the account was deleted',
  },
});
