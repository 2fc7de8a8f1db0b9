import { defineMessages } from 'react-intl';

/** "The data client is not available": the GraphQL client's code could not be loaded. */
export const dataClientMessages = defineMessages({
  unavailable: {
    id: 'api.clientUnavailable',
    defaultMessage: 'The data client is not available: check your connection, then try again.',
    description: 'Shown above the page when the code that talks to the shop’s server could not be loaded',
  },
  retry: {
    id: 'api.clientUnavailable.retry',
    defaultMessage: 'Try again',
    description: 'Button that loads the data client again and repeats the requests that failed',
  },
});
