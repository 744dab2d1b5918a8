import { setupServer } from 'msw/node';
import { standInHandler } from './handlers';
import { standInSettings } from './settings';
import { installSystemPdfFont } from './pdfFontNode';

installSystemPdfFont();

/** The stand-in in Node: the same handlers, for component and unit tests, with the test aids open. */
standInSettings.mode = 'test';
export const server = setupServer(standInHandler);
