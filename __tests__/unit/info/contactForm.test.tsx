import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import ContactPage from '../../../src/pages/info/ContactPage';
import { loggedInState } from '../../support/fixtures/session';
import { renderWithProviders } from '../../support/render';
import { withShopPages } from '../../support/shopPages';
import { makeTestStore } from '../../support/store';

// The contact form as a shopper uses it: fields found by their labels, errors read from the text that
// aria-describedby points at, and the focus where the keyboard would be.

// Whole-page renders with MUI on a machine shared by parallel suites.
jest.setTimeout(20_000);

/** Keys without a pause between them (typing stays real: focus, input and change events per key). */
const newUser = () => userEvent.setup({ delay: null });

async function fill(user: UserEvent, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

function renderContact(path = '/contact', preloadedState = {}) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <ContactPage />
    </MemoryRouter>,
    { store: withShopPages(makeTestStore({ preloadedState }).store) },
  );
}

const field = {
  name: () => screen.getByRole('textbox', { name: /your name/i }),
  email: () => screen.getByRole('textbox', { name: /email address/i }),
  order: () => screen.getByRole('textbox', { name: /order number/i }),
  subject: () => screen.getByRole('combobox', { name: /subject/i }),
  message: () => screen.getByRole('textbox', { name: /message/i }),
};
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Prepare my message' }));

/** The text a screen reader reads after the field's name: what aria-describedby points at. */
function description(element: HTMLElement) {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

function expectError(element: HTMLElement, text: string) {
  expect(element).toHaveAttribute('aria-invalid', 'true');
  expect(description(element)).toBe(text);
}

function expectValid(element: HTMLElement) {
  expect(element).toHaveAttribute('aria-invalid', 'false');
}

test('an empty form names every required field, marks it invalid and focuses the first', async () => {
  const user = newUser();
  renderContact();
  await submit(user);
  expectError(field.name(), 'Enter your name.');
  expectError(field.email(), 'Enter your email address, so that we can answer.');
  expectValid(field.order());
  expectError(field.subject(), 'Choose what your message is about.');
  expectError(field.message(), 'Write your message.');
  expect(field.name()).toHaveFocus();
  expect(screen.queryByRole('heading', { name: 'Your message is ready to send' })).not.toBeInTheDocument();
});

test('a bad email, a bad order number and a short message are each explained, and nothing typed is lost', async () => {
  const user = newUser();
  renderContact();
  await fill(user, field.name(), 'Ada Lovelace');
  await fill(user, field.email(), 'ada.example.com');
  await user.type(field.order(), '10-42');
  await user.selectOptions(field.subject(), 'Delivery');
  await fill(user, field.message(), 'Where is it?');
  await submit(user);

  expectValid(field.name());
  expectError(field.email(), 'Enter an email address like name@example.com.');
  expectError(
    field.order(),
    'An order number has digits only, for example 1042. Leave it empty if you have none.',
  );
  expectValid(field.subject());
  expectError(field.message(), 'Tell us a little more: at least 20 characters.');
  // The first field in error, in the order of the form, gets the focus.
  expect(field.email()).toHaveFocus();
  expect(field.name()).toHaveValue('Ada Lovelace');
  expect(field.email()).toHaveValue('ada.example.com');
  expect(field.order()).toHaveValue('10-42');
  expect(field.subject()).toHaveValue('delivery');
  expect(field.message()).toHaveValue('Where is it?');
});

test('a message over 2000 characters says how long it is', async () => {
  const user = newUser();
  renderContact();
  await user.click(field.message());
  await user.paste('x'.repeat(2001));
  await user.tab();
  expectError(field.message(), 'Shorten your message to 2,000 characters; it has 2,001.');
});

test('leaving a field checks it, and the error goes as soon as the value is fixed', async () => {
  const user = newUser();
  renderContact();
  await user.click(field.name());
  await user.tab();
  expectError(field.name(), 'Enter your name.');
  // Untouched fields further down stay quiet.
  expectValid(field.message());

  await user.type(field.email(), 'ada@example');
  await user.tab();
  expectError(field.email(), 'Enter an email address like name@example.com.');
  await user.type(field.email(), '.com');
  expectValid(field.email());
  expect(description(field.email())).toBe('Use the address of your order, so we can find it.');
});

test('a valid message is confirmed with what was written and a reference, and another can be written', async () => {
  const user = newUser();
  renderContact();
  await fill(user, field.name(), 'Ada Lovelace');
  await fill(user, field.email(), 'ada@example.com');
  await user.type(field.order(), '#1042');
  await user.selectOptions(field.subject(), 'Returns and refunds');
  await fill(user, field.message(), 'The mug arrived with a chipped handle.');
  await submit(user);

  const heading = screen.getByRole('heading', { level: 2, name: 'Your message is ready to send' });
  expect(heading).toHaveFocus();
  // Honest: the text says nothing was sent.
  expect(screen.getByText(/It has not been sent yet/)).toBeInTheDocument();
  const summary = screen.getByRole('region', { name: 'Your message' });
  const reference = within(summary).getByText(/^M-\d{8}-[0-9A-HJKMNP-TV-Z]{4}$/);
  expect(screen.getByText(new RegExp(`keep the reference ${reference.textContent}`))).toBeInTheDocument();
  for (const text of [
    'Ada Lovelace',
    'ada@example.com',
    '1042',
    'Returns and refunds',
    'The mug arrived with a chipped handle.',
  ])
    expect(within(summary).getByText(text)).toBeInTheDocument();
  const mail = screen.getByRole('link', { name: 'Open in my email app' });
  expect(mail.getAttribute('href')).toMatch(/^mailto:\?subject=/);
  expect(decodeURIComponent(mail.getAttribute('href')!)).toContain('The mug arrived with a chipped handle.');

  await user.click(screen.getByRole('button', { name: 'Write another message' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Write to us' })).toHaveFocus();
  // Who is writing stays; what they wrote about starts empty.
  expect(field.name()).toHaveValue('Ada Lovelace');
  expect(field.email()).toHaveValue('ada@example.com');
  expect(field.order()).toHaveValue('');
  expect(field.subject()).toHaveValue('');
  expect(field.message()).toHaveValue('');
});

test('copying puts the whole message on the clipboard and says so, or says that the browser refused', async () => {
  const user = newUser();
  renderContact();
  await user.type(field.name(), 'Ada');
  await fill(user, field.email(), 'ada@example.com');
  await user.selectOptions(field.subject(), 'A product');
  await fill(user, field.message(), 'Is the lamp shade available in blue?');
  await submit(user);
  // user-event puts a clipboard stub in place at setup; watch what reaches it.
  const write = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(screen.getByRole('button', { name: 'Copy the message' }));
  expect(screen.getByRole('status')).toHaveTextContent('Copied. Paste it into your email.');
  const copied = write.mock.calls[0][0];
  expect(copied).toMatch(/^Reference: M-\d{8}-\w{4}\nYour name: Ada\nEmail address: ada@example.com\n/);
  expect(copied).toContain('Order number: None\nSubject: A product\n\nIs the lamp shade available in blue?');

  write.mockRejectedValueOnce(new DOMException('Not allowed', 'NotAllowedError'));
  await user.click(screen.getByRole('button', { name: 'Copy the message' }));
  expect(screen.getByRole('status')).toHaveTextContent(
    'Your browser did not allow copying. Select the text above and copy it.',
  );
});

test('a logged-in customer finds name and email filled in; a link fills order and subject, and bad values are ignored', () => {
  const { unmount } = renderContact('/contact?order=1042&subject=returns', loggedInState);
  expect(field.name()).toHaveValue('Ada Lovelace');
  expect(field.email()).toHaveValue('ada@example.com');
  expect(field.order()).toHaveValue('1042');
  expect(field.subject()).toHaveValue('returns');
  unmount();

  renderContact('/contact?order=abc&subject=refund-now');
  expect(field.name()).toHaveValue('');
  expect(field.order()).toHaveValue('');
  expect(field.subject()).toHaveValue('');
});
