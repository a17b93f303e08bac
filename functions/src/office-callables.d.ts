/** Generated at build time by functions/build.mjs (see callable-files.mjs): every operation by its contract name. */
declare module 'office:callables' {
  import type { CallableName } from '@office/domain';

  // An import declaration in an ambient module may not name a relative path; an import type may.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const OPERATIONS: { readonly [N in CallableName]: import('./platform/define-callable').Operation<N> };
}
