import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { apiBase, deepMerge, getConfig, loadConfig } from '@/config';
import { defaultConfig } from '@/config/defaults';

const CONFIG_URL = 'http://localhost:3000/config.json';
const serveConfig = (body: string, status = 200) =>
  server.use(
    http.get(
      CONFIG_URL,
      () => new HttpResponse(body, { status, headers: { 'Content-Type': 'application/json' } }),
    ),
  );

describe('runtime configuration', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('deep-merges objects key by key and replaces arrays and scalars', () => {
    const merged = deepMerge(defaultConfig, {
      cityName: '杭州市',
      baseUrl: { pro: 'https://api.example.cn/esp' },
      firstRouteHomeRoleTypes: ['9'],
      plugin: { errorStore: { showInHeader: true } },
    });
    expect(merged.cityName).toBe('杭州市');
    expect(merged.baseUrl).toEqual({ dev: defaultConfig.baseUrl.dev, pro: 'https://api.example.cn/esp' });
    expect(merged.firstRouteHomeRoleTypes).toEqual(['9']);
    expect(merged.plugin.errorStore).toEqual({ showInHeader: true, developmentOff: true });
    expect(defaultConfig.cityName).toBe('宁波市');
  });

  it('merges the served config.json over the defaults', async () => {
    serveConfig(JSON.stringify({ titlePrefix: '测试 - ', cookieExpires: 3, sessionParams: { sid: 'sid' } }));
    const config = await loadConfig(CONFIG_URL);
    expect(config.titlePrefix).toBe('测试 - ');
    expect(config.cookieExpires).toBe(3);
    expect(config.sessionParams).toEqual({ sid: 'sid', extendSid: defaultConfig.sessionParams.extendSid });
    expect(getConfig()).toBe(config);
  });

  it('takes a wire format from config.json; a value it does not know keeps the original and is named', async () => {
    serveConfig(JSON.stringify({ wire: { loginCipherKey: 'captchaBound', logoutMethod: 'DELETE' } }));
    const config = await loadConfig(CONFIG_URL);
    expect(config.wire).toEqual({ ...defaultConfig.wire, loginCipherKey: 'captchaBound' });
    expect(console.warn).toHaveBeenCalledWith(
      '[config] config.json 中 wire.logoutMethod 须为 "GET" 或 "POST"，该项按原系统的格式发送',
    );
  });

  it.each([
    ['missing', '', 404],
    ['empty', '   ', 200],
    ['broken', '{"cityName": ', 200],
    ['not an object', '[1,2]', 200],
  ])('keeps the defaults when the file is %s and says why', async (_case, body, status) => {
    serveConfig(body, status);
    const config = await loadConfig(CONFIG_URL);
    expect(config).toEqual(defaultConfig);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('config.json 读取失败'));
  });

  it('resolves the backend base: autoHost makes it the page origin + /esp in production', () => {
    const config = { ...defaultConfig, baseUrl: { dev: '/dev-esp', pro: 'https://pro.example.cn/esp' } };
    expect(apiBase(config, false)).toBe('/dev-esp');
    expect(apiBase(config, true)).toBe('https://pro.example.cn/esp');
    expect(apiBase({ ...config, autoHost: true }, true)).toBe(`${window.location.origin}/esp`);
  });
});
