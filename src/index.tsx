import { afterMainPicture } from './app/ssr/afterMainPicture';

// Browser entry. The app's code arrives with this script but is evaluated only once the page's main
// picture has been painted (server-rendered pages; at once for a static host's empty page): evaluating
// it and hydrating are the page's longest script work, and need not delay its first complete screen.
// "eager": no extra chunk or request; the code is here, its evaluation is what waits.
void afterMainPicture()
  .then(() => import(/* webpackMode: "eager" */ './app/start'))
  .then(({ start }) => start());
