import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The stand-in in Node: the same handlers, for component and unit tests. */
export const server = setupServer(...handlers);
