import { defaultConfig, loadConfig, normaliseConfig } from '../../../src/lib/config';

describe('public configuration', () => {
  it("resolves a relative apiUrl against the page's own origin, not siteOrigin", () => {
    const config = normaliseConfig(
      { apiUrl: '/graphql/', siteOrigin: 'https://shop.example.com/' },
      'http://10.0.0.5:3000',
    );
    expect(config.apiUrl).toBe('http://10.0.0.5:3000/graphql/');
    expect(config.siteOrigin).toBe('https://shop.example.com');
  });

  it('keeps an absolute apiUrl and defaults siteOrigin to the page origin', () => {
    const config = normaliseConfig({ apiUrl: 'https://api.example.com/graphql/' }, 'https://shop.test/');
    expect(config.apiUrl).toBe('https://api.example.com/graphql/');
    expect(config.siteOrigin).toBe('https://shop.test');
    expect(config.channel).toBe(defaultConfig.channel);
  });

  it('loadConfig uses location.origin for the API whatever siteOrigin says', async () => {
    const fetchImpl = jest.fn(
      async () =>
        new Response(JSON.stringify({ apiUrl: '/api/graphql/', siteOrigin: 'https://public.example' }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const config = await loadConfig(window.location.origin, fetchImpl as unknown as typeof fetch);
    expect(config.apiUrl).toBe(`${window.location.origin}/api/graphql/`);
    expect(config.siteOrigin).toBe('https://public.example');
  });
});
