/** The build this page belongs to (set by webpack's DefinePlugin); 'dev' under the dev server and tests. */
export const BUILD_ID: string = process.env.BUILD_ID ?? 'dev';
