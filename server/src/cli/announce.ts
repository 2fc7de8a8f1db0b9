import type { ServiceConfig } from '../config';

// What `npm start` and `npm run server` say on the console: where the shop is, and in demo mode what
// that mode exposes, so nobody publishes a demo shop without knowing.

export function announce(tag: string, config: ServiceConfig, port: number, path = '') {
  const host = config.host && !['0.0.0.0', '::'].includes(config.host) ? config.host : 'localhost';
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const where = config.host
    ? `on ${config.host}`
    : 'on this machine only (127.0.0.1 and ::1; HOST publishes it)';
  console.log(`[${tag}] listening ${where}: ${base}${path}`);
  if (!config.demoMode) return;
  console.log(
    `[${tag}] demo mode: emails, with their sign-in and password-reset links, are readable at ` +
      `${base}/_dev/mail from this machine. Set SHOP_MODE=production before you publish the shop.`,
  );
}
