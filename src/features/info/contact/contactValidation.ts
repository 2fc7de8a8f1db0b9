// The contact form's rules, without React: what each field accepts and what a bad value is called.

export const CONTACT_SUBJECTS = [
  'order',
  'delivery',
  'returns',
  'payment',
  'product',
  'account',
  'other',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export interface ContactValues {
  name: string;
  email: string;
  orderNumber: string;
  subject: ContactSubject | '';
  message: string;
}

export type ContactField = keyof ContactValues;

/** The fields in the order they appear: the first invalid one in this order gets the focus. */
export const CONTACT_FIELDS: ContactField[] = ['name', 'email', 'orderNumber', 'subject', 'message'];

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const MESSAGE_MIN = 20;
export const MESSAGE_MAX = 2000;

export type ContactError = 'required' | 'tooLong' | 'tooShort' | 'email' | 'orderNumber';
export type ContactErrors = Partial<Record<ContactField, ContactError>>;

// One @, something before it, and a dot in the domain with something after it: enough to catch typos
// ("ada.example.com", "ada@example") without refusing real addresses a stricter pattern would.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Saleor's order numbers are whole numbers; shoppers often copy them with the "#" in front.
const ORDER_NUMBER = /^#?\d{1,12}$/;

export function validateContactField(field: ContactField, values: ContactValues): ContactError | undefined {
  const value = values[field].trim();
  switch (field) {
    case 'name':
      if (!value) return 'required';
      return value.length > NAME_MAX ? 'tooLong' : undefined;
    case 'email':
      if (!value) return 'required';
      if (value.length > EMAIL_MAX || !EMAIL.test(value)) return 'email';
      return undefined;
    case 'orderNumber':
      return value && !ORDER_NUMBER.test(value) ? 'orderNumber' : undefined;
    case 'subject':
      return CONTACT_SUBJECTS.includes(value as ContactSubject) ? undefined : 'required';
    case 'message':
      if (!value) return 'required';
      if (value.length < MESSAGE_MIN) return 'tooShort';
      return value.length > MESSAGE_MAX ? 'tooLong' : undefined;
  }
}

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = validateContactField(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The order number as the shop writes it: digits only, without a leading "#". */
export function cleanOrderNumber(value: string): string {
  return value.trim().replace(/^#/, '');
}

/**
 * Values a link may fill in (/contact?order=1042&subject=returns, from an order page). A value that
 * does not parse is ignored, never an error: the shopper simply fills that field in.
 */
export function prefillFromQuery(params: URLSearchParams): Partial<ContactValues> {
  const prefill: Partial<ContactValues> = {};
  const order = params.get('order')?.trim() ?? '';
  if (ORDER_NUMBER.test(order)) prefill.orderNumber = cleanOrderNumber(order);
  const subject = params.get('subject') ?? '';
  if (CONTACT_SUBJECTS.includes(subject as ContactSubject)) prefill.subject = subject as ContactSubject;
  return prefill;
}
