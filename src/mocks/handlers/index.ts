import { controlHandlers } from './control';
import { portalHandlers } from './portal';
import { sessionHandlers } from './session';

/** Every family of the stand-in. A new family adds its handlers here. */
export const handlers = [...controlHandlers, ...sessionHandlers, ...portalHandlers];
