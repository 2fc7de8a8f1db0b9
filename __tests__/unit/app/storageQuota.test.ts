import { createKeyedStorage } from '../../../src/app/persistence/keyedStorage';
import {
  clearMessagesMemoryForTests,
  loadMessages,
  MESSAGES_CACHE_TTL_MS,
} from '../../../src/features/locale/loadMessages';

function quotaExceeded() {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

beforeEach(() => {
  localStorage.clear();
  clearMessagesMemoryForTests();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the keyed storage adapter when storage is full', () => {
  it('survives a QuotaExceededError, warns, and still writes the other fields', async () => {
    const store = {
      getItem: (key: string) => localStorage.getItem(key),
      removeItem: (key: string) => localStorage.removeItem(key),
      setItem: (key: string, value: string) => {
        if (key === 'user') throw quotaExceeded();
        localStorage.setItem(key, value);
      },
    } as Storage;
    const adapter = createKeyedStorage(
      { user: { key: 'user', codec: 'json' }, token: { key: 'auth-token', codec: 'string' } },
      () => store,
    );
    await expect(
      adapter.setItem('persist:auth', { user: { id: 'u' }, token: 'access' }),
    ).resolves.toBeUndefined();
    expect(localStorage.getItem('auth-token')).toBe('access');
    expect(localStorage.getItem('user')).toBeNull();
    expect(console.warn).toHaveBeenCalledWith('[storage] Could not save user:', expect.any(DOMException));
  });
});

describe('the translation cache', () => {
  const okJson = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  const entry = (savedAt: number) => JSON.stringify({ savedAt, messages: { a: 'b' } });

  it('deletes stale i18n-cache entries when it saves: other builds, and this build after 24 hours', async () => {
    const now = 10 * MESSAGES_CACHE_TTL_MS;
    localStorage.setItem('i18n-cache:zh-CN:old-build', entry(now));
    localStorage.setItem('i18n-cache:zh-TW:older-build', entry(now - 5));
    localStorage.setItem('i18n-cache:en:b2', entry(now - MESSAGES_CACHE_TTL_MS)); // expired
    localStorage.setItem('i18n-cache:zh-TW:b2', entry(now - 1000)); // still good: kept
    localStorage.setItem('i18n-cache:en:broken', '{not json');
    localStorage.setItem('checkout-token', 'cart'); // not ours: kept

    const fetchImpl = jest.fn(async () => okJson({ greeting: '你好' }));
    await loadMessages('zh-CN', { fetchImpl, now, buildId: 'b2' });

    expect(Object.keys(localStorage).sort()).toEqual([
      'checkout-token',
      'i18n-cache:zh-CN:b2',
      'i18n-cache:zh-TW:b2',
    ]);
  });

  it('still returns the messages when storage is full', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaExceeded();
    });
    const fetchImpl = jest.fn(async () => okJson({ greeting: '你好' }));
    await expect(loadMessages('zh-CN', { fetchImpl, now: 1, buildId: 'b3' })).resolves.toEqual({
      greeting: '你好',
    });
    expect(console.warn).toHaveBeenCalledWith(
      '[i18n] Could not cache messages for',
      'zh-CN',
      expect.any(DOMException),
    );
  });
});
