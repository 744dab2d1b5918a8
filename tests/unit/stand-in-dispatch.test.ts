import { getResponse, http, HttpResponse, matchRequestUrl, type HttpHandler } from 'msw';
import { dispatching, mayAnswer } from '@/mocks/dispatch';
import { handlers } from '@/mocks/handlers';

const ORIGIN = 'http://localhost:3000';
const answer = (name: string) => () => HttpResponse.text(name);
const ask = async (handler: HttpHandler, path: string, method = 'GET') =>
  (await getResponse([handler], new Request(`${ORIGIN}${path}`, { method })))?.text();

describe('the stand-in’s dispatching handler', () => {
  const served = dispatching([
    http.get('*/a/:id', ({ params }) => (params.id === 'skip' ? undefined : HttpResponse.text('get :id'))),
    http.get('*/a/special', answer('get special')),
    http.post('*/a/:id', answer('post :id')),
    http.all(/\/b\//, answer('any /b/')),
  ]);

  it('answers as MSW does over the same handlers: the first that answers, in their order', async () => {
    expect(await ask(served, '/esp/a/7')).toBe('get :id');
    expect(await ask(served, '/esp/a/special')).toBe('get :id');
    expect(await ask(served, '/esp/a/7', 'POST')).toBe('post :id');
    // A handler that answers nothing hands the request on.
    expect(await ask(served, '/esp/a/skip')).toBe(undefined);
    expect(await ask(served, '/esp/b/anything', 'DELETE')).toBe('any /b/');
    expect(await ask(served, '/esp/c/7')).toBe(undefined);
  });

  it('lets a malformed path through to the handlers instead of throwing', async () => {
    expect(await ask(served, '/esp/b/%E0%A4%A')).toBe('any /b/');
  });

  it('never passes over a stand-in handler that MSW would match, for any of its paths’ values', () => {
    const values = ['1', 'abc', '%E4%B8%AD', 'a.b', '42/', 'x-y_z'];
    let checked = 0;
    for (const handler of handlers) {
      const { path, method } = handler.info;
      if (typeof path !== 'string') continue;
      for (const value of values) {
        const address = path.replace(/^\*/, `${ORIGIN}/esp`).replace(/:\w+\??/g, value);
        const verb = typeof method === 'string' ? method : 'PATCH';
        for (const url of [new URL(`${address}?__sid=s&x=1`), new URL(`${address}/`)]) {
          if (!matchRequestUrl(url, path).matches) continue;
          expect(mayAnswer(handler)(verb, url.origin + url.pathname), `${verb} ${url.href}`).toBe(true);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(handlers.length);
  });

  it('passes over a handler of another method or another path', () => {
    const getById = mayAnswer(http.get('*/a/:id', answer('x')));
    expect(getById('POST', `${ORIGIN}/esp/a/1`)).toBe(false);
    expect(getById('GET', `${ORIGIN}/esp/b/1`)).toBe(false);
  });
});
