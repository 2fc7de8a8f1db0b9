// What webpack puts into the bundle at build time: the mode (webpack sets NODE_ENV) and the build's id
// (DefinePlugin). The storefront has no other `process`.
declare const process: {
  readonly env: {
    readonly NODE_ENV?: 'development' | 'production' | 'test';
    readonly BUILD_ID?: string;
  };
};
