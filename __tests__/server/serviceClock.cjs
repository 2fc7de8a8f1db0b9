// Preloaded into a service under test (NODE_OPTIONS=--require) when the test controls its clock:
// Date.now() is the real time plus the offset (ms) the test writes to SERVICE_CLOCK_FILE, so a test
// moves the service's time forward instead of sleeping until a token or link expires.
const { readFileSync } = require('node:fs');

const file = process.env.SERVICE_CLOCK_FILE;
if (file) {
  const realNow = Date.now.bind(Date);
  const offset = () => {
    try {
      return Number(readFileSync(file, 'utf8')) || 0;
    } catch {
      return 0;
    }
  };
  Date.now = () => realNow() + offset();
}
