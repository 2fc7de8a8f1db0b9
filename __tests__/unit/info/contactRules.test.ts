import { contactReference } from '../../../src/features/info/contact/contactReference';
import {
  cleanOrderNumber,
  prefillFromQuery,
  validateContact,
  type ContactValues,
} from '../../../src/features/info/contact/contactValidation';

const valid: ContactValues = {
  name: 'Ada',
  email: 'ada@example.com',
  orderNumber: '',
  subject: 'order',
  message: 'Twenty characters at least.',
};

test('a complete message passes; an order number may carry a leading #', () => {
  expect(validateContact(valid)).toEqual({});
  expect(validateContact({ ...valid, orderNumber: ' #1042 ' })).toEqual({});
  expect(cleanOrderNumber(' #1042 ')).toBe('1042');
});

test('blank-only fields count as empty, and each rule has its error', () => {
  expect(validateContact({ ...valid, name: '   ', message: '   ' })).toEqual({
    name: 'required',
    message: 'required',
  });
  expect(validateContact({ ...valid, email: 'ada@example' }).email).toBe('email');
  expect(validateContact({ ...valid, email: 'a b@example.com' }).email).toBe('email');
  expect(validateContact({ ...valid, name: 'x'.repeat(101) }).name).toBe('tooLong');
  expect(validateContact({ ...valid, message: 'x'.repeat(19) }).message).toBe('tooShort');
  expect(validateContact({ ...valid, message: 'x'.repeat(2000) }).message).toBeUndefined();
  expect(validateContact({ ...valid, message: 'x'.repeat(2001) }).message).toBe('tooLong');
  expect(validateContact({ ...valid, orderNumber: 'A-12' }).orderNumber).toBe('orderNumber');
});

test('a link fills only values that parse', () => {
  expect(prefillFromQuery(new URLSearchParams('order=%231042&subject=payment'))).toEqual({
    orderNumber: '1042',
    subject: 'payment',
  });
  expect(prefillFromQuery(new URLSearchParams('order=12ab&subject=__proto__'))).toEqual({});
});

test('a reference carries the day and four unambiguous characters', () => {
  const reference = contactReference(new Date(2026, 4, 9), () => new Uint8Array([0, 18, 31, 200]));
  expect(reference).toBe('M-20260509-0JZ8');
  expect(contactReference()).toMatch(/^M-\d{8}-[0-9A-HJKMNP-TV-Z]{4}$/);
});
