/** Generated at build time by functions/build.mjs (see callable-files.mjs): `export const <group> = { <action>: callable, … }`. */
declare module 'office:callables' {}
