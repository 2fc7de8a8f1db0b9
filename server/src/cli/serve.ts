import { startServer } from '../http/server';
import { announce } from './announce';

// `npm run server`: the commerce service alone (GraphQL at /graphql/), on PORT (default 3000).
startServer()
  .then((server) => {
    announce('server', server.config, server.port, '/graphql/');
    const stop = () => void server.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  })
  .catch((error: unknown) => {
    console.error('[server]', error);
    process.exit(1);
  });
