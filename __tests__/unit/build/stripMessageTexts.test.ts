import { transformSync } from '@babel/core';
import path from 'node:path';

// The production bundle keeps only message ids (messages reach the browser compiled); tests and the
// extractor read the sources as written.
function transform(code: string, envName: string) {
  return transformSync(code, {
    configFile: path.resolve(__dirname, '../../../babel.config.js'),
    envName,
    filename: path.resolve(__dirname, '../../../src/Example.tsx'),
  })!.code!;
}

const source = `
  import { defineMessages, FormattedMessage } from 'react-intl';
  export const m = defineMessages({
    title: { id: 'a.title', defaultMessage: 'Hello {name}', description: 'A greeting' },
  });
  export const product = { id: 'p1', description: 'A product description', name: 'Mug' };
  export const View = () => <FormattedMessage id="a.b" defaultMessage="Shop" description="Shop name" />;
`;

describe('production Babel transform', () => {
  it('drops defaultMessage and description from messages', () => {
    const out = transform(source, 'production');
    expect(out).not.toMatch(/Hello \{name\}|A greeting|Shop name|"Shop"/);
    expect(out).toContain("'a.title'");
    expect(out).toContain('"a.b"');
  });

  it('leaves other objects with a description alone', () => {
    expect(transform(source, 'production')).toContain('A product description');
  });

  it('keeps every text outside production builds', () => {
    const out = transform(source, 'development');
    expect(out).toContain('Hello {name}');
    expect(out).toContain('A greeting');
  });
});
