/**
 * Prints the functions' source version (server/functions/functionsSourceVersion.ts), for the
 * FUNCTIONS_VERSION secret set when the functions are deployed: /deployment-sync compares it with
 * the version the site's build recorded.
 */
import { join } from 'node:path';
import { functionsSourceVersion } from '../../server/functions/functionsSourceVersion.ts';

console.log(functionsSourceVersion(join(import.meta.dirname, '../../functions')));
