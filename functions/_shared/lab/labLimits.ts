/** The lab's bounds, as its tables' checks hold them: the page says them and the function keeps to them. */
export const labLimits = {
  columns: 4,
  promptChars: 8000,
  temperature: { min: 0, max: 2 },
  maxOutputTokens: { min: 16, max: 4000, fallback: 800 },
  /** The longest answer kept with a version. */
  outputChars: 20000,
} as const;
