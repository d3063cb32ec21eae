/** Who tries: a visitor with the anon key, a user, another user, and the admin (an ADMIN_EMAILS address). */
export type ActorName = 'anon' | 'user' | 'otherUser' | 'admin';
export type SignedInActor = Exclude<ActorName, 'anon'>;
export const actorNames: readonly ActorName[] = ['anon', 'user', 'otherUser', 'admin'];

/** The user ids of the signed-in actors, for rows that name a user. */
export type ActorIds = Record<SignedInActor, string>;

/** `own`: only rows whose owner column names the actor. */
export type ReadRule = 'all' | 'own' | 'none';
/** `own`: allowed on the actor's own rows and no others. */
export type WriteRule = 'allowed' | 'own' | 'denied';
export type PerActor<Rule> = Record<ActorName, Rule>;

/** One table's expected access through REST, with what the matrix needs to try it. */
export interface TableAccess {
  /** `schema.name`; tables outside `public` are not exposed by the API at all. */
  table: string;
  /** Rows stored (as the database owner) before anyone tries anything. */
  seedSql(ids: ActorIds): string;
  /** A new, valid row as this actor would send it; it names the actor where the table names a user. */
  newRow(actor: ActorName, ids: ActorIds): Record<string, unknown>;
  /** A change every actor tries on every row. */
  change: Record<string, unknown>;
  /** A change nobody may make, not even those allowed `change` (columns outside their grant). */
  frozenChange?: Record<string, unknown>;
  /** The column naming the row's user, for `own` reads and rows written for someone else. */
  ownerColumn?: string;
  /** Where a column (a secret's hash) is kept from every API role: the columns they may read. `*` is then refused to all. */
  readableColumns?: string;
  select: PerActor<ReadRule>;
  insert: PerActor<WriteRule>;
  update: PerActor<WriteRule>;
  delete: PerActor<WriteRule>;
}

export const adminReads: PerActor<ReadRule> = { anon: 'none', user: 'none', otherUser: 'none', admin: 'all' };
export const nobodyReads: PerActor<ReadRule> = { anon: 'none', user: 'none', otherUser: 'none', admin: 'none' };
export const ownerAndAdminRead: PerActor<ReadRule> = { anon: 'none', user: 'own', otherUser: 'own', admin: 'all' };
export const signedInRead: PerActor<ReadRule> = { anon: 'none', user: 'all', otherUser: 'all', admin: 'all' };
export const ownerRead: PerActor<ReadRule> = { anon: 'none', user: 'own', otherUser: 'own', admin: 'own' };
export const ownerWrites: PerActor<WriteRule> = { anon: 'denied', user: 'own', otherUser: 'own', admin: 'own' };
export const nobody: PerActor<WriteRule> = { anon: 'denied', user: 'denied', otherUser: 'denied', admin: 'denied' };
export const everyone: PerActor<WriteRule> = { anon: 'allowed', user: 'allowed', otherUser: 'allowed', admin: 'allowed' };
export const signedIn: PerActor<WriteRule> = { anon: 'denied', user: 'allowed', otherUser: 'allowed', admin: 'allowed' };
export const adminOnly: PerActor<WriteRule> = { anon: 'denied', user: 'denied', otherUser: 'denied', admin: 'allowed' };

/** The user id a row would name for this actor: none for a visitor. */
export const ownId = (actor: ActorName, ids: ActorIds): string | null => (actor === 'anon' ? null : ids[actor]);

/** Someone the actor is not: the other user for a user, the user for everyone else. */
export const someoneElse = (actor: ActorName, ids: ActorIds): string => (actor === 'user' ? ids.otherUser : ids.user);
