// Stylesheets are side-effect imports handled by rspack's built-in CSS support.
declare module '*.css';
