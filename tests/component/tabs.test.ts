import { describe, expect, it, beforeAll, beforeEach } from 'vitest';
import { getConfig } from '@/config';
import { routeTablePages } from '@/layout/shellTabs';
import { provideTabPages, tabSelections, useTabs, type Tab } from '@/stores/tabs';

const tab = (name: string, path = `/x/${name}`): Tab => ({ name, path, title: `页面${name}` });
const names = () => useTabs.getState().tabs.map((t) => t.name);

// The store only keeps names the route table knows (the shell gives it the table's pages); these are
// real routes.
const A = tab('notice', '/notice');
const B = tab('notice_detail', '/notice/detail?id=article-001');
const C = tab('system_account', '/system/account');
const D = tab('error_logger_page', '/error_logger_page');

describe('tabs store', () => {
  beforeAll(() => provideTabPages(routeTablePages));
  beforeEach(() => useTabs.getState().restore('user-a'));

  it('starts with the home tab and adds a tab per visited page, updating its address', () => {
    expect(names()).toEqual(['home']);
    useTabs.getState().visit(A);
    useTabs.getState().visit(B);
    useTabs.getState().visit({ ...B, path: '/notice/detail?id=article-002' });
    expect(names()).toEqual(['home', 'notice', 'notice_detail']);
    expect(useTabs.getState().tabs[2].path).toBe('/notice/detail?id=article-002');
    expect(useTabs.getState().active).toBe('notice_detail');
  });

  it('never closes home; closing the active tab moves to its right neighbour, else the left one', () => {
    [A, B, C].forEach((t) => useTabs.getState().visit(t));
    useTabs.getState().visit(B);
    expect(useTabs.getState().close(['home'])).toBeNull();
    expect(useTabs.getState().close(['notice_detail'])).toBe('/system/account');
    expect(useTabs.getState().active).toBe('system_account');
    expect(useTabs.getState().close(['system_account'])).toBe('/notice');
    expect(names()).toEqual(['home', 'notice']);
    // Closing a tab that is not shown keeps the shown one.
    useTabs.getState().visit(C);
    expect(useTabs.getState().close(['notice'])).toBeNull();
    expect(useTabs.getState().active).toBe('system_account');
  });

  it('a visit to the tab already shown changes nothing, so the shell does not render again', () => {
    useTabs.getState().visit(A);
    const before = useTabs.getState();
    expect(useTabs.getState().visit({ ...A })).toBeNull();
    expect(useTabs.getState()).toBe(before);
    // Another address of the same page is a change.
    useTabs.getState().visit({ ...A, path: '/notice?page=2' });
    expect(useTabs.getState().tabs[1].path).toBe('/notice?page=2');
  });

  it('close all keeps home, close others keeps the current and home, left and right close their side', () => {
    [A, B, C, D].forEach((t) => useTabs.getState().visit(t));
    const tabs = () => useTabs.getState().tabs;
    expect(tabSelections.left(tabs(), 'notice_detail')).toEqual(['home', 'notice']);
    expect(tabSelections.right(tabs(), 'notice_detail')).toEqual(['system_account', 'error_logger_page']);

    useTabs.getState().visit(B);
    useTabs.getState().close(tabSelections.left(tabs(), 'notice_detail'));
    expect(names()).toEqual(['home', 'notice_detail', 'system_account', 'error_logger_page']);
    useTabs.getState().close(tabSelections.right(tabs(), 'notice_detail'));
    expect(names()).toEqual(['home', 'notice_detail']);

    [A, C].forEach((t) => useTabs.getState().visit(t));
    useTabs.getState().close(tabSelections.others(tabs(), 'system_account'));
    expect(names()).toEqual(['home', 'system_account']);
    expect(useTabs.getState().close(tabSelections.all(tabs()))).toBe('/home');
    expect(names()).toEqual(['home']);
  });

  it('keeps the list per user in local storage; another user never sees it', () => {
    [A, C].forEach((t) => useTabs.getState().visit(t));
    useTabs.getState().restore('user-b');
    expect(names()).toEqual(['home']);
    useTabs.getState().visit(D);
    useTabs.getState().restore('user-a');
    expect(names()).toEqual(['home', 'notice', 'system_account']);
    expect(JSON.parse(localStorage.getItem('esp_tabs_user-b') ?? '[]')).toHaveLength(2);
  });

  it('drops stored tabs of unknown pages and puts home first', () => {
    localStorage.setItem(
      'esp_tabs_user-c',
      JSON.stringify([C, tab('gone'), { ...tab('home'), path: '/home' }]),
    );
    useTabs.getState().restore('user-c');
    expect(names()).toEqual(['home', 'system_account']);
  });

  it('keeps at most maxAliveTabs pages, closing the least recently shown one', () => {
    const config = getConfig();
    const before = config.maxAliveTabs;
    config.maxAliveTabs = 3;
    try {
      useTabs.getState().visit(A);
      useTabs.getState().visit(B);
      useTabs.getState().visit(A); // B is now the least recently shown
      expect(useTabs.getState().visit(C)).toBe('页面notice_detail');
      expect(names()).toEqual(['home', 'notice', 'system_account']);
    } finally {
      config.maxAliveTabs = before;
    }
  });

  it('never evicts a tab holding a draft; a remount drops its draft', () => {
    const config = getConfig();
    const before = config.maxAliveTabs;
    config.maxAliveTabs = 3;
    try {
      useTabs.getState().visit(A);
      useTabs.getState().visit(B);
      useTabs.getState().setDirty('notice_detail', true);
      useTabs.getState().visit(A); // B is the least recently shown, but holds a draft
      expect(useTabs.getState().hasDrafts()).toBe(true);
      expect(useTabs.getState().visit(C)).toBe('页面notice');
      expect(names()).toEqual(['home', 'notice_detail', 'system_account']);
      useTabs.getState().refresh('notice_detail');
      expect(useTabs.getState().hasDrafts()).toBe(false);
    } finally {
      config.maxAliveTabs = before;
    }
  });

  it('remount counters and unsaved-input flags follow the tab', () => {
    useTabs.getState().visit(A);
    useTabs.getState().refresh('notice');
    useTabs.getState().setDirty('notice', true);
    expect(useTabs.getState().versions.notice).toBe(1);
    expect(useTabs.getState().dirty.notice).toBe(true);
    useTabs.getState().close(['notice']);
    expect(useTabs.getState().versions.notice).toBeUndefined();
    expect(useTabs.getState().dirty.notice).toBeUndefined();
  });
});
