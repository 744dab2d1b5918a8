// antd's form scrolls to a field through src/components/deferred/scrollIntoView.ts in the build
// (narrowAntdImports): the scroll must happen whether or not the library has loaded yet.
import scrollIntoView from '@/components/deferred/scrollIntoView';

describe("the form's deferred scroll to a field", () => {
  it('scrolls the page to the field once loaded, then at once', async () => {
    const field = document.createElement('input');
    document.body.append(field);
    const scroll = vi.fn();
    document.documentElement.scroll = scroll;
    try {
      scrollIntoView(field, { scrollMode: 'always', block: 'start', behavior: 'smooth' });
      await vi.waitFor(() => expect(scroll).toHaveBeenCalledTimes(1));
      expect(scroll.mock.calls[0][0]).toMatchObject({ behavior: 'smooth' });
      scrollIntoView(field, { scrollMode: 'always', block: 'start' });
      expect(scroll).toHaveBeenCalledTimes(2);
    } finally {
      field.remove();
      Reflect.deleteProperty(document.documentElement, 'scroll');
    }
  });
});
