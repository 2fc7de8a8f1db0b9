import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Tests wait for what the shopper would see, however busy the machine: a passing wait ends as soon as
// the page shows it, so only a failing test spends the whole ceiling (Testing Library's default is 1 s,
// which a whole-app render on a loaded two-core machine can exceed).
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these; the router's scroll restoration and MUI's media queries call them.
window.scrollTo = () => undefined;
// Tests that drive timers themselves update React state outside Testing Library's helpers.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
