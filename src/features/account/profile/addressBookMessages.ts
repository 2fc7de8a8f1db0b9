import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  heading: {
    id: 'profile.addresses.heading',
    defaultMessage: 'Address book',
    description: 'Heading of the profile section with the saved addresses',
  },
  empty: {
    id: 'profile.addresses.empty',
    defaultMessage: 'No saved addresses yet. Add one to check out faster.',
    description: 'Shown in the address book when it has no address',
  },
  add: {
    id: 'profile.addresses.add',
    defaultMessage: 'Add address',
    description: 'Opens the new address form',
  },
  newFormLabel: {
    id: 'profile.addresses.newForm',
    defaultMessage: 'New address',
    description: 'Screen-reader name of the form for a new address',
  },
  editFormLabel: {
    id: 'profile.addresses.editForm',
    defaultMessage: 'Edit address: {address}',
    description: 'Screen-reader name of the form that edits an address',
  },
  saveNew: {
    id: 'profile.addresses.saveNew',
    defaultMessage: 'Save address',
    description: 'Sends the new address',
  },
  saveEdit: {
    id: 'profile.addresses.saveEdit',
    defaultMessage: 'Save changes',
    description: 'Sends the edited address',
  },
  added: { id: 'profile.addresses.added', defaultMessage: 'Address added.', description: 'Toast' },
  saved: { id: 'profile.addresses.saved', defaultMessage: 'Address saved.', description: 'Toast' },
  deleted: { id: 'profile.addresses.deleted', defaultMessage: 'Address deleted.', description: 'Toast' },
  defaultShipping: {
    id: 'profile.addresses.defaultShipping',
    defaultMessage: 'Default shipping',
    description: 'Mark on the default shipping address',
  },
  defaultBilling: {
    id: 'profile.addresses.defaultBilling',
    defaultMessage: 'Default billing',
    description: 'Mark on the default billing address',
  },
  edit: { id: 'profile.addresses.edit', defaultMessage: 'Edit', description: 'Button on an address card' },
  editNamed: {
    id: 'profile.addresses.editNamed',
    defaultMessage: 'Edit {address}',
    description: 'Screen-reader name of the edit button of an address card ({address}: its first lines)',
  },
  delete: {
    id: 'profile.addresses.delete',
    defaultMessage: 'Delete',
    description: 'Button on an address card',
  },
  deleteNamed: {
    id: 'profile.addresses.deleteNamed',
    defaultMessage: 'Delete {address}',
    description: 'Screen-reader name of the delete button of an address card',
  },
  setShipping: {
    id: 'profile.addresses.setShipping',
    defaultMessage: 'Use for shipping',
    description: 'Button that makes an address the default shipping address',
  },
  setShippingNamed: {
    id: 'profile.addresses.setShippingNamed',
    defaultMessage: 'Use for shipping: {address}',
    description: 'Screen-reader name of the make-default-shipping button of an address card',
  },
  setBilling: {
    id: 'profile.addresses.setBilling',
    defaultMessage: 'Use for billing',
    description: 'Button that makes an address the default billing address',
  },
  setBillingNamed: {
    id: 'profile.addresses.setBillingNamed',
    defaultMessage: 'Use for billing: {address}',
    description: 'Screen-reader name of the make-default-billing button of an address card',
  },
  shippingSet: {
    id: 'profile.addresses.shippingSet',
    defaultMessage: 'Default shipping address changed.',
    description: 'Toast',
  },
  billingSet: {
    id: 'profile.addresses.billingSet',
    defaultMessage: 'Default billing address changed.',
    description: 'Toast',
  },
  confirmTitle: {
    id: 'profile.addresses.confirmTitle',
    defaultMessage: 'Delete this address?',
    description: 'Title of the dialog that confirms deleting an address',
  },
  confirmBody: {
    id: 'profile.addresses.confirmBody',
    defaultMessage: 'It will no longer be offered at checkout. This cannot be undone.',
    description: 'Text of the dialog that confirms deleting an address',
  },
  confirmDelete: {
    id: 'profile.addresses.confirmDelete',
    defaultMessage: 'Delete address',
    description: 'Button of the dialog that deletes the address',
  },
  keep: {
    id: 'profile.addresses.keep',
    defaultMessage: 'Keep it',
    description: 'Button of the dialog that closes it without deleting',
  },
  listLabel: {
    id: 'profile.addresses.list',
    defaultMessage: 'Saved addresses, {count, plural, one {# address} other {# addresses}}',
    description: 'Screen-reader name of the list of saved addresses',
  },
});

// Typed as MessageDescriptor: react-intl's inferred types refuse values (as productMessages notes).
export const addressBookMessages: Record<keyof typeof messages, MessageDescriptor> = messages;
