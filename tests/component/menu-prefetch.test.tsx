import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@/app/AppProviders';
import { SideMenu } from '@/layout/SideMenu';
import { buildMenu } from '@/routes/menu';
import { findPageByPath } from '@/routes/lookup';
import { mainRoutes } from '@/routes/table';
import { useSession } from '@/stores/session';
import { loginAs } from '../helpers/session';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the side menu', () => {
  it("starts loading a page's code when the pointer rests on its entry, before any click", async () => {
    await loginAs('wbdw');
    const entries = buildMenu(mainRoutes, useSession.getState().access);
    const pageEntry = entries.find((entry) => !entry.children && !entry.external && entry.key !== '/home');
    const section = entries.find((entry) => entry.children);
    expect(pageEntry && section).toBeTruthy();
    const page = findPageByPath(pageEntry!.key)!;
    const load = vi.spyOn(page, 'page');
    const navigate = vi.fn();
    render(
      <AppProviders>
        <SideMenu collapsed={false} onNavigate={navigate} />
      </AppProviders>,
    );
    const user = userEvent.setup();
    await user.hover(screen.getByText(section!.title));
    expect(load).not.toHaveBeenCalled();
    await user.hover(screen.getByText(pageEntry!.title));
    expect(load).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("loads every menu page's code once the thread is idle after the first screen, folded sections' too", async () => {
    // jsdom cannot tell idle time; a browser's idle callback comes when nothing else is to run.
    vi.stubGlobal('requestIdleCallback', (run: () => void) => window.setTimeout(run, 0));
    await loginAs('wbdw');
    const entries = buildMenu(mainRoutes, useSession.getState().access);
    const folded = entries.find((entry) => entry.children)!.children!.find((entry) => !entry.external)!;
    const load = vi.spyOn(findPageByPath(folded.key)!, 'page');
    render(
      <AppProviders>
        <SideMenu collapsed={false} onNavigate={vi.fn()} />
      </AppProviders>,
    );
    expect(screen.queryByText(folded.title)).toBeNull();
    expect(load).not.toHaveBeenCalled();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: 10_000 });
  });
});
