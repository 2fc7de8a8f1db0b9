import { DEMO, STOREFRONT, lastLink, mailTo, register, uniqueEmail } from './accountHelpers';
import { cartWithOneItem } from './cartHelpers';
import { removeDataDir, startService, type Service } from './harness';

// What a fresh shop shows the world: where it listens, the /_dev/ pages that hold every emailed sign-in link
// (demo mode, this machine only), and the redirect URLs that end up in emails and behind the hosted payment
// page (http(s) on an allowed host and port only).

let service: Service;
beforeAll(async () => {
  service = await startService();
}, 60_000);
afterAll(async () => {
  await service.stop();
  removeDataDir(service);
});

const port = () => new URL(service.url).port;
const status = async (url: string, headers: Record<string, string> = {}) =>
  (await fetch(url, { headers })).status;

describe('where the shop listens', () => {
  it('answers on 127.0.0.1 and on ::1 by default, so localhost works either way', async () => {
    const ask = (host: string) =>
      fetch(`http://${host}:${port()}/graphql/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      }).then((response) => response.json());
    expect(await ask('127.0.0.1')).toMatchObject({ data: { __typename: 'Query' } });
    expect(await ask('[::1]')).toMatchObject({ data: { __typename: 'Query' } });
  });
});

describe('the mail outbox', () => {
  it('is served in demo mode to this machine', async () => {
    expect(await status(`${service.url}/_dev/mail`)).toBe(200);
    expect(await status(`http://[::1]:${port()}/_dev/mail.json`)).toBe(200);
  });

  it('is refused to a request that came through a proxy, even one on this machine', async () => {
    for (const header of ['X-Forwarded-For', 'X-Real-IP', 'Forwarded'])
      expect(await status(`${service.url}/_dev/mail.json`, { [header]: '203.0.113.7' })).toBe(403);
  });

  it('is refused to a client whose address, vouched for by a trusted proxy, is not loopback', async () => {
    const proxied = await startService({ env: { TRUST_PROXY: 'true' } });
    try {
      const from = (address: string) =>
        status(`${proxied.url}/_dev/mail.json`, { 'X-Forwarded-For': address });
      expect(await from('203.0.113.7')).toBe(403);
      expect(await from('10.1.2.3, 127.0.0.1')).toBe(200); // the proxy's own hop is the one trusted
      expect(await from('127.0.0.1, 203.0.113.7')).toBe(403); // an earlier hop is the client's word
    } finally {
      await proxied.stop();
      removeDataDir(proxied);
    }
  }, 60_000);

  const publishedModes: Record<string, string>[] = [
    { SHOP_MODE: 'production' },
    { SHOP_MODE: '', NODE_ENV: 'production' },
  ];
  for (const env of publishedModes)
    it(`does not exist with ${Object.entries(env)
      .filter(([, v]) => v)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}, while the dummy app's payment page stays`, async () => {
      const published = await startService({ env });
      try {
        const mail = await fetch(`${published.url}/_dev/mail.json`);
        expect(mail.status).toBe(404);
        expect(await mail.text()).not.toContain('@');
        const payment = await fetch(`${published.url}/_dev/pay/00000000-0000-4000-8000-000000000000`);
        expect(await payment.text()).toContain('This payment link is not valid.');
        // Registration still works; its email simply is not on show.
        const email = uniqueEmail('published');
        const answer = await register(published, {
          email,
          password: 'a-long-Passphrase-9',
          redirectUrl: `${STOREFRONT}/account/confirm/`,
          channel: 'default-channel',
        });
        expect(answer.errors).toEqual([]);
      } finally {
        await published.stop();
        removeDataDir(published);
      }
    }, 60_000);
});

describe('redirect URLs', () => {
  const refused = [
    'javascript:alert(document.cookie)//localhost:3999/',
    'javascript://localhost:3999/%0aalert(1)',
    'data://localhost:3999/text/html,<script>alert(1)</script>',
    'ftp://localhost:3999/account/confirm/',
    'http://localhost:4000/account/confirm/',
    'http://localhost/account/confirm/',
    'http://127.0.0.1:4000/account/confirm/',
    'https://evil.example/account/confirm/',
  ];

  it.each(refused)('accountRegister refuses %s with INVALID on redirectUrl', async (redirectUrl) => {
    const answer = await register(service, {
      email: uniqueEmail('redirect'),
      password: 'a-long-Passphrase-9',
      redirectUrl,
      channel: 'default-channel',
    });
    expect(answer.errors).toEqual([expect.objectContaining({ field: 'redirectUrl', code: 'INVALID' })]);
  });

  it.each(refused)('requestPasswordReset refuses %s and sends nothing', async (redirectUrl) => {
    const { data } = await service.gql<{
      requestPasswordReset: { errors: { field: string; code: string }[] };
    }>(
      `mutation ($email: String!, $url: String!) { requestPasswordReset(email: $email, redirectUrl: $url,
        channel: "default-channel") { errors { field code } } }`,
      { email: DEMO.email, url: redirectUrl },
    );
    expect(data!.requestPasswordReset.errors).toEqual([{ field: 'redirectUrl', code: 'INVALID' }]);
    expect((await mailTo(service, DEMO.email)).some((mail) => mail.text.includes(redirectUrl))).toBe(false);
  });

  it('accepts the storefront itself (its host and port)', async () => {
    const answer = await register(service, {
      email: uniqueEmail('allowed'),
      password: 'a-long-Passphrase-9',
      redirectUrl: `${STOREFRONT}/account/confirm/`,
      channel: 'default-channel',
    });
    expect(answer.errors).toEqual([]);
  });

  it.each(['127.0.0.1', '[::1]'])(
    'accepts the storefront opened at its other loopback name %s (same port): links and the payment return',
    async (name) => {
      const origin = `http://${name}:${new URL(STOREFRONT).port}`;
      const email = uniqueEmail('loopback');
      const answer = await register(service, {
        email,
        password: 'a-long-Passphrase-9',
        redirectUrl: `${origin}/account/confirm/`,
        channel: 'default-channel',
      });
      expect(answer.errors).toEqual([]);
      expect((await lastLink(service, email)).url.origin).toBe(origin);

      const { data } = await service.gql<{ transactionInitialize: { data: { externalUrl: string } } }>(
        `mutation ($id: ID!, $data: JSON) { transactionInitialize(id: $id, paymentGateway:
          { id: "saleor.io.dummy-payment-app", data: $data }) { data } }`,
        {
          id: await cartWithOneItem(service),
          data: { event: { type: 'CHARGE_ACTION_REQUIRED' }, returnUrl: `${origin}/payment-callback` },
        },
      );
      const page = data!.transactionInitialize.data.externalUrl;
      const approved = await fetch(`${page}/approve`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Origin: new URL(page).origin }, // the page's own form, as a browser sends it
      });
      expect(new URL(approved.headers.get('location')!).origin).toBe(origin);
    },
  );

  it('checkoutComplete refuses a javascript: redirectUrl', async () => {
    const { data } = await service.gql<{
      checkoutComplete: { order: unknown; errors: { field: string; code: string }[] };
    }>(
      `mutation ($id: ID, $url: String) { checkoutComplete(id: $id, redirectUrl: $url) {
        order { id } errors { field code } } }`,
      { id: await cartWithOneItem(service), url: 'javascript:alert(1)//localhost:3999/' },
    );
    expect(data!.checkoutComplete).toEqual({
      order: null,
      errors: [{ field: 'redirectUrl', code: 'INVALID' }],
    });
  });

  it.each(['javascript:alert(1)//localhost:3999/', 'http://localhost:4000/payment-callback'])(
    'the hosted payment page never sends the shopper to a returnUrl of %s',
    async (returnUrl) => {
      const { data } = await service.gql<{
        transactionInitialize: { data: { externalUrl: string } };
      }>(
        `mutation ($id: ID!, $data: JSON) { transactionInitialize(id: $id, paymentGateway:
          { id: "saleor.io.dummy-payment-app", data: $data }) { data errors { code } } }`,
        {
          id: await cartWithOneItem(service),
          data: { event: { type: 'CHARGE_ACTION_REQUIRED' }, returnUrl },
        },
      );
      const page = data!.transactionInitialize.data.externalUrl;
      const approved = await fetch(`${page}/approve`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Origin: new URL(page).origin }, // the page's own form, as a browser sends it
      });
      expect(approved.status).toBe(303);
      const back = new URL(approved.headers.get('location')!);
      expect(back.origin + back.pathname).toBe(`${STOREFRONT}/payment-callback`);
    },
  );
});
