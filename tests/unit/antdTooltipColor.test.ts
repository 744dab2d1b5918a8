import { generateColor as pickerColor } from 'antd/es/color-picker/util';
import { parseColor } from 'antd/es/tooltip/util';
import { generateColor } from '@/app/antdTooltipColor';

describe("a tooltip's colour without the colour picker", () => {
  it('reads every kind of CSS colour as the picker does', () => {
    for (const color of [
      '#0958d9',
      '#f50',
      'rgb(35, 120, 4)',
      'rgba(0, 0, 0, 0.6)',
      'hsl(0, 100%, 50%)',
      'gold',
    ])
      expect(generateColor(color).toRgb()).toEqual(pickerColor(color).toRgb());
    expect(generateColor(undefined).toRgb()).toEqual(pickerColor(undefined as unknown as string).toRgb());
  });

  it("gives a dark tooltip white text and a light one black, as antd's own parse does", () => {
    const textColour = (color: string) => {
      const { r, g, b } = generateColor(color).toRgb();
      return (0.299 * r + 0.587 * g + 0.114 * b) / 255 < 0.5 ? '#FFF' : '#000';
    };
    for (const color of ['#0958d9', '#fffbe6']) {
      const { overlayStyle } = parseColor('ant', 'ant-tooltip', color);
      expect(Object.values(overlayStyle)).toContain(textColour(color));
    }
    expect(textColour('#0958d9')).toBe('#FFF');
    expect(textColour('#fffbe6')).toBe('#000');
  });
});
