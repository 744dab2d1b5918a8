import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import type { ComponentType } from 'react';
import Dropdown from '@/components/deferred/Dropdown';
import Tooltip from '@/components/deferred/Tooltip';
import { popupOnUse, type PopupProps } from '@/components/deferred/popupOnUse';

/** A popup whose code arrives when the test says so, and that shows whether it is open. */
function popupLoadedByHand() {
  let arrive: () => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<{ default: ComponentType<PopupProps> }>((resolve) => {
        arrive = () =>
          resolve({
            default: ({ children, open }) => (
              <div data-testid="popup" data-open={String(Boolean(open))}>
                {children}
              </div>
            ),
          });
      }),
  );
  return { load, arrive: () => act(async () => arrive()) };
}

describe('popups loaded at their first use', () => {
  // First: antd's tooltip must not have been loaded by another test yet.
  it('leave a tooltip with nothing to say as its anchor: used, the anchor stays the same element', async () => {
    const onClick = vi.fn();
    render(
      <Tooltip title={null} open={false}>
        <button type="button" onClick={onClick}>
          菜单项
        </button>
      </Tooltip>,
    );
    const anchor = screen.getByRole('button', { name: '菜单项' });
    fireEvent.pointerEnter(anchor);
    fireEvent.focus(anchor);
    fireEvent.click(anchor);
    // Past the moment antd's tooltip would have arrived and taken the anchor's place.
    await act(async () => {
      await import('antd/es/tooltip');
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    // A menu item of a dropdown: pressed under the pointer that entered it, its press is its own.
    expect(screen.getByRole('button', { name: '菜单项' })).toBe(anchor);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.ant-tooltip')).toBeNull();
  });
  it('render the anchor alone, load nothing until it is used, then once for every anchor', async () => {
    const { load, arrive } = popupLoadedByHand();
    const Popup = popupOnUse(load, { opensOnPress: false });
    render(
      <>
        <Popup>
          <button type="button">一</button>
        </Popup>
        <Popup>
          <button type="button">二</button>
        </Popup>
      </>,
    );
    expect(screen.queryByTestId('popup')).toBeNull();
    expect(load).not.toHaveBeenCalled();

    fireEvent.pointerEnter(screen.getByRole('button', { name: '一' }));
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    // The used anchor is the popup's now; the other waits for its own use, without a second load.
    expect(screen.getByTestId('popup')).toHaveTextContent('一');
    expect(screen.getAllByTestId('popup')).toHaveLength(1);
    fireEvent.focus(screen.getByRole('button', { name: '二' }));
    await waitFor(() => expect(screen.getAllByTestId('popup')).toHaveLength(2));
    expect(load).toHaveBeenCalledTimes(1);

    // An anchor that mounts once the code is there is the popup's at once.
    render(
      <Popup>
        <button type="button">三</button>
      </Popup>,
    );
    expect(screen.getAllByTestId('popup')).toHaveLength(3);
  });

  it('open a popup pressed before its code came, tell its owner, and give the new anchor the focus the old one had', async () => {
    const { load, arrive } = popupLoadedByHand();
    const Popup = popupOnUse(load, { opensOnPress: true });
    const opening = vi.fn();
    render(
      // The anchor's control inside a wrapper, as a badge holds a button.
      <Popup onOpenChange={opening}>
        <span>
          <button type="button">菜单</button>
        </span>
      </Popup>,
    );
    const before = screen.getByRole('button', { name: '菜单' });
    before.focus();
    fireEvent.click(before);
    expect(opening).not.toHaveBeenCalled();
    await arrive();
    expect(screen.getByTestId('popup')).toHaveAttribute('data-open', 'true');
    expect(opening).toHaveBeenCalledWith(true);
    const after = screen.getByRole('button', { name: '菜单' });
    expect(after).not.toBe(before);
    expect(after).toHaveFocus();
  });

  it('keep the anchor of a press in progress until it ends: the code arriving mid-press loses no click', async () => {
    const { load, arrive } = popupLoadedByHand();
    const Popup = popupOnUse(load, { opensOnPress: true });
    const opening = vi.fn();
    const clicked = vi.fn();
    render(
      <Popup onOpenChange={opening}>
        <button type="button" onClick={clicked}>
          通知
        </button>
      </Popup>,
    );
    const pressed = screen.getByRole('button', { name: '通知' });
    fireEvent.pointerEnter(pressed);
    fireEvent.pointerDown(pressed);
    await arrive();
    // Still the element under the pointer: its release and click land on it.
    expect(screen.getByRole('button', { name: '通知' })).toBe(pressed);
    expect(screen.queryByTestId('popup')).toBeNull();
    fireEvent.pointerUp(pressed);
    fireEvent.click(pressed);
    expect(clicked).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('popup')).toHaveAttribute('data-open', 'true'));
    expect(opening).toHaveBeenCalledWith(true);
  });

  it("antd's Dropdown: its anchor's class from the start, its menu opened by a press and working", async () => {
    const picked = vi.fn();
    render(
      <Dropdown
        trigger={['click']}
        menu={{ items: [{ key: 'a', label: '关闭所有' }], onClick: ({ key }) => picked(key) }}
      >
        <Button>关闭标签</Button>
      </Dropdown>,
    );
    // A button's arrow is sized by this class: it must not change when the popup takes the anchor.
    expect(screen.getByRole('button', { name: '关闭标签' })).toHaveClass('ant-dropdown-trigger');
    fireEvent.click(screen.getByRole('button', { name: '关闭标签' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '关闭所有' }));
    expect(picked).toHaveBeenCalledWith('a');
    expect(screen.getByRole('button', { name: '关闭标签' })).toHaveClass('ant-dropdown-trigger');
  });

  it('hand the pointer that entered over to the new anchor, though `:hover` does not say so; not one that left', async () => {
    for (const left of [false, true]) {
      const { load, arrive } = popupLoadedByHand();
      const Popup = popupOnUse(load, { opensOnPress: false });
      const { unmount } = render(
        <Popup>
          <button type="button">进入</button>
        </Popup>,
      );
      // jsdom never matches `:hover`: only the anchor's own events tell where the pointer is.
      fireEvent.pointerEnter(screen.getByRole('button', { name: '进入' }));
      if (left) fireEvent.pointerLeave(screen.getByRole('button', { name: '进入' }));
      const entered = vi.fn();
      document.addEventListener('mouseover', entered);
      await arrive();
      document.removeEventListener('mouseover', entered);
      expect(screen.getByTestId('popup')).toContainElement(screen.getByRole('button', { name: '进入' }));
      expect(entered).toHaveBeenCalledTimes(left ? 0 : 1);
      unmount();
    }
  });

  it("antd's Tooltip: its title shows when the pointer comes over the anchor once the code is there", async () => {
    render(
      <Tooltip title="全屏显示" mouseEnterDelay={0}>
        <Button>进入全屏</Button>
      </Tooltip>,
    );
    expect(document.querySelector('.ant-tooltip')).toBeNull();
    fireEvent.pointerEnter(screen.getByRole('button', { name: '进入全屏' }));
    // jsdom has no pointer to hand over: the new anchor is entered as a browser would report it.
    await waitFor(() => {
      fireEvent.mouseOver(screen.getByRole('button', { name: '进入全屏' }));
      expect(screen.getByRole('tooltip')).toHaveTextContent('全屏显示');
    });
  });
});
