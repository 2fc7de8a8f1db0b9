import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { AppThemeProvider } from '../features/colourMode/AppThemeProvider';
import { LocaleProvider } from '../features/locale/LocaleProvider';
import type { AppStore } from './store';
import { PageCodeProvider } from '../components/common/pageCode';
import { pageCode } from './routing/preloadRoute';

export interface ProvidersProps {
  store: AppStore;
  /** null: nothing to restore (tests). */
  persistor: Persistor | null;
  emotionCache: EmotionCache;
  children: ReactNode;
}

/** Store, restored session, language, theme, page preloading: everything a page needs around it. */
export function Providers({ store, persistor, emotionCache, children }: ProvidersProps) {
  const content = (
    <LocaleProvider>
      <AppThemeProvider>
        {/* Every link of the app preloads its page's code, error pages' links included. */}
        <PageCodeProvider value={pageCode}>{children}</PageCodeProvider>
      </AppThemeProvider>
    </LocaleProvider>
  );
  return (
    <CacheProvider value={emotionCache}>
      <Provider store={store}>
        {persistor ? (
          // Guards and the header need the stored session before the first page renders.
          <PersistGate persistor={persistor}>{content}</PersistGate>
        ) : (
          content
        )}
      </Provider>
    </CacheProvider>
  );
}
