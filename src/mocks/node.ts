import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { installSystemPdfFont } from './pdfFontNode';

installSystemPdfFont();

/** The stand-in in Node: the same handlers, for component and unit tests. */
export const server = setupServer(...handlers);
