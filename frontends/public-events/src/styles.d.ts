// Stylesheets are bundled by rspack's CSS support; for TypeScript they are plain side-effect imports.
declare module '*.css';
