/** The build-time setting of the consent layer: the Google tag's measurement ID (optional). */
interface ImportMetaEnv {
  readonly PUBLIC_GA_MEASUREMENT_ID?: string;
}
