import type { ComponentType } from 'react';

/**
 * Page components whose code has loaded, by route name. The router loads a page's module before it
 * shows the address (the route's `lazy`); the shell's page host then renders the component as is, not
 * through React.lazy, whose first render always suspends and would show the loading indicator for a
 * frame (an animated Spin: 20–30 ms of main thread on landing).
 */
export const loadedPages = new Map<string, ComponentType>();
