/** A day as YYYY-MM-DD, in UTC. */
export const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

export const daysBefore = (moment: Date, days: number) => new Date(moment.getTime() - days * 86_400_000);
