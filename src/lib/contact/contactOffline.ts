/** The contact form's problem when it could not reach the backend, or could not even load its own code. */
export const contactOfflineProblem = (contactEmail: string) =>
  `You are offline, so your message was not sent. Everything you typed is kept here, even if you reload the page: send it again once you are back online, or write to ${contactEmail}.`;
