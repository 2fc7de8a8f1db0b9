import '@testing-library/jest-dom';

// jsdom lacks these; the router's scroll restoration and MUI's media queries call them.
window.scrollTo = () => undefined;
// Tests that drive timers themselves update React state outside Testing Library's helpers.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
