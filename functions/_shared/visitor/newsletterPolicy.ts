/** At most one confirmation mail per address in this time, however often the form is sent. */
export const mailCooldownSeconds = 10 * 60;

/** How long a confirmation link works; the mail says so and newsletter-confirm enforces it. */
export const confirmLinkValidDays = 7;
