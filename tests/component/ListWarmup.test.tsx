import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import ListWarmup from '@/layout/ListWarmup';
import { server } from '@/mocks/node';
import { expectEvery } from '../helpers/lists';
import { loginAs } from '../helpers/session';
import { renderAt } from './render';

afterEach(() => {
  vi.unstubAllGlobals();
  server.events.removeAllListeners();
});

describe('the list warm-up', () => {
  it('renders a list with rows out of sight, calls nothing, takes no focus, and says when it is done', async () => {
    // jsdom cannot tell idle time; a browser's idle callback comes when nothing else is to run.
    vi.stubGlobal('requestIdleCallback', (run: () => void) => window.setTimeout(run, 0));
    await loginAs('wbdw');
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(request.url));
    const onDone = vi.fn();
    renderAt('/home', <ListWarmup onDone={onDone} />);

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const rows = [...document.querySelectorAll<HTMLElement>('.ant-table-row')];
    expect(rows).toHaveLength(10);
    expect(rows[0].textContent).toContain('3110000000');
    // Hidden: drawn nowhere, no table or field for assistive technology, focus where it was.
    expectEvery(rows, (row) => row.closest('[hidden]') !== null, 'rows inside a hidden element');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.activeElement).toBe(document.body);
    expect(calls).toEqual([]);
  });
});
