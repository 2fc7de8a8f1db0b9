import { defineMessages } from 'react-intl';

/** The profile page's texts; the two failure texts show only when the server gives no message. */
export const profileMessages = defineMessages({
  loadFailed: {
    id: 'profile.loadFailed',
    defaultMessage: 'Your account could not be loaded.',
    description: 'Shown on the profile page when the account query fails',
  },
  retry: { id: 'profile.retry', defaultMessage: 'Try again', description: 'Loads the account again' },
  detailsHeading: {
    id: 'profile.details.heading',
    defaultMessage: 'Account details',
    description: 'Heading of the profile section with email and dates',
  },
  email: { id: 'profile.details.email', defaultMessage: 'Email', description: 'Account details label' },
  dateJoined: {
    id: 'profile.details.dateJoined',
    defaultMessage: 'Member since',
    description: 'Account details label: the date the account was made',
  },
  lastLogin: {
    id: 'profile.details.lastLogin',
    defaultMessage: 'Last login',
    description: 'Account details label: when the shopper last logged in',
  },
  neverLoggedIn: {
    id: 'profile.details.neverLoggedIn',
    defaultMessage: 'Not recorded',
    description: 'Account details value when the server has no last login',
  },
  nameHeading: {
    id: 'profile.name.heading',
    defaultMessage: 'Your name',
    description: 'Heading of the profile section that edits first and last name',
  },
  firstName: { id: 'profile.name.firstName', defaultMessage: 'First name', description: 'Name form label' },
  lastName: { id: 'profile.name.lastName', defaultMessage: 'Last name', description: 'Name form label' },
  saveName: { id: 'profile.name.save', defaultMessage: 'Save name', description: 'Sends the name form' },
  nameSaved: {
    id: 'profile.name.saved',
    defaultMessage: 'Your name has been saved.',
    description: 'Toast after the name was saved',
  },
  passwordHeading: {
    id: 'profile.password.heading',
    defaultMessage: 'Change password',
    description: 'Heading of the profile section that changes the password',
  },
  oldPassword: {
    id: 'profile.password.old',
    defaultMessage: 'Current password',
    description: 'Password form label',
  },
  newPassword: {
    id: 'profile.password.new',
    defaultMessage: 'New password',
    description: 'Password form label',
  },
  oldPasswordMissing: {
    id: 'profile.password.oldMissing',
    defaultMessage: 'Enter your current password.',
    description: 'Shown under the current password field when the form is sent without it',
  },
  newPasswordMissing: {
    id: 'profile.password.newMissing',
    defaultMessage: 'Enter a new password.',
    description: 'Shown under the new password field when the form is sent without it',
  },
  oldPasswordInvalid: {
    id: 'profile.password.oldInvalid',
    defaultMessage: 'The current password is not right.',
    description: 'Under the current password field when the server refused it',
  },
  changePassword: {
    id: 'profile.password.submit',
    defaultMessage: 'Change password',
    description: 'Sends the password form',
  },
  passwordChanged: {
    id: 'profile.password.changed',
    defaultMessage: 'Your password has been changed.',
    description: 'Toast after the password was changed',
  },
  devicesHeading: {
    id: 'profile.devices.heading',
    defaultMessage: 'Devices',
    description: 'Heading of the profile section that logs the account out everywhere',
  },
  devicesIntro: {
    id: 'profile.devices.intro',
    defaultMessage:
      'Logging out from the menu ends your session in this browser only. Log out on every device to end it on every phone, computer and browser where you are logged in, this one included. Changing your password logs your other devices out too.',
    description: 'Explains the difference between a plain logout and logging out on every device',
  },
  logoutEverywhere: {
    id: 'profile.devices.logoutEverywhere',
    defaultMessage: 'Log out on every device',
    description: 'Button that ends every session of the account (tokensDeactivateAll), this one too',
  },
});
