/** The public build-time settings the browser code reads. */
interface ImportMetaEnv {
  /** Where the backend answers (see src/lib/auth/backendConfig.ts); unset means the site's own origin. */
  readonly PUBLIC_SUPABASE_URL?: string;
  readonly PUBLIC_SUPABASE_ANON_KEY?: string;
  /** The Google tag's measurement ID, for the consent layer (optional: without it no tag loads). */
  readonly PUBLIC_GA_MEASUREMENT_ID?: string;
}

declare namespace Astro {
  /** The directives the site's integrations add (integrations/interactionDirective.ts). */
  interface ClientDirectives {
    /** Hydrates the island on the reader's first interaction with it. */
    'client:interaction'?: boolean;
  }
}
