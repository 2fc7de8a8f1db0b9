import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ContactSubject } from './contactValidation';

const defined = defineMessages({
  formHeading: {
    id: 'info.contact.form.heading',
    defaultMessage: 'Write to us',
    description: 'Heading above the contact form',
  },
  honestNote: {
    id: 'info.contact.form.note',
    defaultMessage:
      'This page sends nothing over the internet. When you press “Prepare my message”, it checks the form and shows your message with a reference number, ready for you to send to us by email.',
    description: 'Note above the contact form explaining that the form does not send the message itself',
  },
  name: { id: 'info.contact.name', defaultMessage: 'Your name', description: 'Contact form field label' },
  email: {
    id: 'info.contact.email',
    defaultMessage: 'Email address',
    description: 'Contact form field label',
  },
  emailHint: {
    id: 'info.contact.email.hint',
    defaultMessage: 'Use the address of your order, so we can find it.',
    description: 'Hint under the contact form email field',
  },
  orderNumber: {
    id: 'info.contact.orderNumber',
    defaultMessage: 'Order number (optional)',
    description: 'Contact form field label',
  },
  orderNumberShort: {
    id: 'info.contact.orderNumber.short',
    defaultMessage: 'Order number',
    description: 'Label of the order number in the prepared contact message',
  },
  orderNumberHint: {
    id: 'info.contact.orderNumber.hint',
    defaultMessage: 'In your confirmation email, for example 1042.',
    description: 'Hint under the contact form order number field',
  },
  subject: { id: 'info.contact.subject', defaultMessage: 'Subject', description: 'Contact form field label' },
  subjectPlaceholder: {
    id: 'info.contact.subject.placeholder',
    defaultMessage: 'Choose a subject',
    description: 'First, empty option of the contact form subject list',
  },
  message: { id: 'info.contact.message', defaultMessage: 'Message', description: 'Contact form field label' },
  messageCount: {
    id: 'info.contact.message.count',
    defaultMessage: '{count, number} of {max, number} characters (at least {min, number})',
    description: 'Counter under the contact form message field',
  },
  submit: {
    id: 'info.contact.submit',
    defaultMessage: 'Prepare my message',
    description: 'Button that checks the contact form and shows the prepared message',
  },
  nameRequired: {
    id: 'info.contact.error.nameRequired',
    defaultMessage: 'Enter your name.',
    description: 'Contact form error',
  },
  nameTooLong: {
    id: 'info.contact.error.nameTooLong',
    defaultMessage: 'Use at most {max, number} characters.',
    description: 'Contact form error under the name field',
  },
  emailRequired: {
    id: 'info.contact.error.emailRequired',
    defaultMessage: 'Enter your email address, so that we can answer.',
    description: 'Contact form error',
  },
  emailInvalid: {
    id: 'info.contact.error.emailInvalid',
    defaultMessage: 'Enter an email address like name@example.com.',
    description: 'Contact form error when the email address is not valid',
  },
  orderNumberInvalid: {
    id: 'info.contact.error.orderNumber',
    defaultMessage: 'An order number has digits only, for example 1042. Leave it empty if you have none.',
    description: 'Contact form error',
  },
  subjectRequired: {
    id: 'info.contact.error.subjectRequired',
    defaultMessage: 'Choose what your message is about.',
    description: 'Contact form error',
  },
  messageRequired: {
    id: 'info.contact.error.messageRequired',
    defaultMessage: 'Write your message.',
    description: 'Contact form error',
  },
  messageTooShort: {
    id: 'info.contact.error.messageTooShort',
    defaultMessage: 'Tell us a little more: at least {min, number} characters.',
    description: 'Contact form error',
  },
  messageTooLong: {
    id: 'info.contact.error.messageTooLong',
    defaultMessage: 'Shorten your message to {max, number} characters; it has {count, number}.',
    description: 'Contact form error',
  },
  readyHeading: {
    id: 'info.contact.ready.heading',
    defaultMessage: 'Your message is ready to send',
    description: 'Heading of the contact confirmation',
  },
  readyText: {
    id: 'info.contact.ready.text',
    defaultMessage:
      'It has not been sent yet: this website has no way to deliver messages. Copy it into an email to us (a reply to any email from us, such as your order confirmation, reaches the right people) and keep the reference {reference} in the subject.',
    description: 'Contact confirmation text; reference is the message reference number',
  },
  reference: {
    id: 'info.contact.ready.reference',
    defaultMessage: 'Reference',
    description: 'Label of the reference number in the contact confirmation',
  },
  noOrderNumber: {
    id: 'info.contact.ready.noOrderNumber',
    defaultMessage: 'None',
    description: 'Shown in the contact confirmation when no order number was given',
  },
  summaryLabel: {
    id: 'info.contact.ready.summary',
    defaultMessage: 'Your message',
    description: 'Screen-reader name of the summary of the prepared contact message',
  },
  copy: {
    id: 'info.contact.ready.copy',
    defaultMessage: 'Copy the message',
    description: 'Button that copies the prepared contact message',
  },
  copied: {
    id: 'info.contact.ready.copied',
    defaultMessage: 'Copied. Paste it into your email.',
    description: 'Shown after the prepared contact message was copied',
  },
  copyFailed: {
    id: 'info.contact.ready.copyFailed',
    defaultMessage: 'Your browser did not allow copying. Select the text above and copy it.',
    description: 'Shown when copying the prepared contact message failed',
  },
  openMail: {
    id: 'info.contact.ready.openMail',
    defaultMessage: 'Open in my email app',
    description: 'Link that opens the shopper’s email program with the prepared message filled in',
  },
  another: {
    id: 'info.contact.ready.another',
    defaultMessage: 'Write another message',
    description: 'Button that empties the contact form for a new message',
  },
});

// Widened: react-intl's inferred message types refuse values.
export const contactMessages: Record<keyof typeof defined, MessageDescriptor> = defined;

export const subjectMessages: Record<ContactSubject, MessageDescriptor> = defineMessages({
  order: {
    id: 'info.contact.subject.order',
    defaultMessage: 'An order',
    description: 'Contact subject option',
  },
  delivery: {
    id: 'info.contact.subject.delivery',
    defaultMessage: 'Delivery',
    description: 'Contact subject option',
  },
  returns: {
    id: 'info.contact.subject.returns',
    defaultMessage: 'Returns and refunds',
    description: 'Contact subject option (the returns page refers to it by this name)',
  },
  payment: {
    id: 'info.contact.subject.payment',
    defaultMessage: 'Payment',
    description: 'Contact subject option',
  },
  product: {
    id: 'info.contact.subject.product',
    defaultMessage: 'A product',
    description: 'Contact subject option',
  },
  account: {
    id: 'info.contact.subject.account',
    defaultMessage: 'My account',
    description: 'Contact subject option',
  },
  other: {
    id: 'info.contact.subject.other',
    defaultMessage: 'Something else',
    description: 'Contact subject option',
  },
});
