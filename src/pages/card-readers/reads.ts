/**
 * What the card readers page reads (spec 001 §2.7, §7.5), for the page and its route: the first 10
 * connected readers (`GET /readers?limit=10`) and the signed-in user (the table's column preference).
 * Loaded by the route beside the page's chunk: keep it free of components and store code.
 */
import { readersRead } from '../../data/readers/query';
import { READERS_LIST_LIMIT } from '../../data/readers/types';
import { critical, type StoreRead } from '../../data/shared/reads';
import { currentUserRead } from '../../data/user/query';

/** The card readers route's reads. */
export function cardReadersRouteReads(): StoreRead[] {
	return [critical(readersRead(READERS_LIST_LIMIT)), currentUserRead()];
}
