/** Generated at build time by functions/build.mjs (see callable-files.mjs): every operation by its contract name. */
declare module 'office:callables' {
  import type { CallableName } from '@office/domain';
  import type { Operation } from './platform/define-callable';

  export const OPERATIONS: { readonly [N in CallableName]: Operation<N> };
}
