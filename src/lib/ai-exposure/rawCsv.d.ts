// Vite (Astro's bundler, and Vitest) imports a file's text with the `?raw` suffix.
declare module '*.csv?raw' {
  const text: string;
  export default text;
}
