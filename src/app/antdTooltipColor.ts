import { FastColor } from '@ant-design/fast-color';

/**
 * What antd's tooltip takes from its colour picker (antd/es/tooltip/util.js, whose import vite.config.ts
 * points here): a tooltip's `color` as RGB, to pick its text's black or white. The picker's colour
 * parses a CSS colour with the same FastColor; its module carried the whole colour picker (panels,
 * sliders, gradients) into the shell with the menu's tooltips.
 */
export const generateColor = (color?: string) =>
  // No colour is the picker's cleared colour: transparent black.
  color ? new FastColor(color) : new FastColor('').setA(0);
