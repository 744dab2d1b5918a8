import type { APIResponse, Page } from '@playwright/test';
import { INJECTED_SELECTOR, XSS_CORPUS, xssBatches, type XssPayload } from '../shared/xss-corpus';
import { expect, injectFault, login, test, withDemoAids } from './fixtures';

/**
 * Stored XSS: every text a user or the institute can save — notices (title and HTML
 * content), the organisation name, the account's own name, operators and their certificates,
 * registration and password-reset applications, audit opinions, server messages — is planted with the whole corpus and rendered on
 * every page that shows it. No payload runs (window.__xss stays unset, no alert/confirm/prompt), no
 * dialog opens, no element of a payload reaches the DOM, and plain-text fields show the payload as
 * the literal text typed. The stand-in refuses text longer than a form's own limit (most payloads
 * are longer than a 20-character name), so the whole corpus is planted by the stand-in as records
 * carried over from the old system would hold it: notices and applications (no portal form writes
 * them directly), accounts, audit opinions and operators. Text within the limits is also saved
 * through the real APIs with the session (an operator, the user's own name) and checked the same way.
 */

declare global {
  interface Window {
    /** alert/confirm/prompt calls made on the page (recorded by an init script). */
    __xssDialogs?: string[];
  }
}

const ALL_TEXT = XSS_CORPUS.map((p) => p.text).join(' ');
// Ten payloads a record where a list must show every record on its first page (eight records);
// twenty a notice (four, all on the home page); forty an operator (two detail pages to open).
const batches = xssBatches(10);
const noticeBatches = xssBatches(20);
const operatorBatches = xssBatches(40);
const joined = (batch: XssPayload[]) => batch.map((p) => p.text).join(' ');

/** The first payloads that, joined, fit a field of max characters: what a form can save. */
function fitting(max: number): XssPayload[] {
  const batch: XssPayload[] = [];
  for (const payload of XSS_CORPUS) {
    if (joined([...batch, payload]).length > max) break;
    batch.push(payload);
  }
  return batch;
}

/** Records every alert/confirm/prompt and every dialog the browser opens. */
async function watchForScripts(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    window.__xssDialogs = [];
    for (const name of ['alert', 'confirm', 'prompt'] as const) {
      window[name] = ((message?: unknown) => {
        window.__xssDialogs!.push(`${name}: ${String(message)}`);
        return null;
      }) as never;
    }
  });
  return dialogs;
}

/**
 * Nothing of a payload ran or got into the page: waits for every image to settle (onerror fires
 * then) and a frame, then looks for marks, injected elements, inline handlers and script URLs.
 */
async function expectNothingRan(page: Page, dialogs: string[], surface: string) {
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
  const seen = await page.evaluate((selector) => {
    const scriptUrl = /^[\s\p{Cc}]*(javascript|vbscript|data:text\/html)/iu;
    const leaks: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      for (const { name, value } of el.attributes) {
        if (/^on/i.test(name)) leaks.push(`${el.tagName}[${name}]`);
        if (
          /^(href|src|action|formaction|xlink:href|data|srcdoc)$/i.test(name) &&
          scriptUrl.test(value.replace(/[\t\n\r]/g, ''))
        )
          leaks.push(`${el.tagName}[${name}=${value}]`);
      }
    }
    return {
      xss: window.__xss,
      calls: window.__xssDialogs ?? [],
      injected: [...document.querySelectorAll(selector)].map((el) => el.outerHTML.slice(0, 120)),
      leaks,
      frames: document.querySelectorAll('iframe, object, embed').length,
    };
  }, INJECTED_SELECTOR);
  expect(seen, `nothing of a payload runs on ${surface}`).toEqual({
    xss: undefined,
    calls: [],
    injected: [],
    leaks: [],
    frames: 0,
  });
  expect(dialogs, `no dialog on ${surface}`).toEqual([]);
}

/**
 * The payloads whose literal text is not shown (they should all be): only text the user can see
 * counts, not that of the tabs kept alive but hidden.
 */
async function missingAsText(page: Page, payloads: readonly XssPayload[], scope: string) {
  const text = await page.evaluate((selector) => {
    const shown: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.checkVisibility({ visibilityProperty: true }))
          shown.push((node as Text).data);
      }
    }
    return shown.join('');
  }, scope);
  return payloads.filter((p) => !text.includes(p.text)).map((p) => p.id);
}
async function expectShownAsText(
  page: Page,
  payloads: readonly XssPayload[],
  surface: string,
  scope = 'body',
) {
  await expect
    .poll(() => missingAsText(page, payloads, scope), {
      message: `payloads shown as text on ${surface}`,
      intervals: [100, 200],
    })
    .toEqual([]);
}

/** The session the browser holds, as the query parameters the API reads. */
async function sessionOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const value = (name: string) => cookies.find((c) => c.name === name)?.value ?? '';
  return `__sid=${value('esp_token')}&__esid=${value('esp_extend_token')}`;
}

/** Checks an answer of the API is a success and returns its data. */
async function dataOf<T>(answer: APIResponse): Promise<T> {
  expect(answer.ok()).toBe(true);
  const envelope = (await answer.json()) as { result: string; errorMsg: string; data: T };
  expect(envelope.result, envelope.errorMsg).toBe('true');
  return envelope.data;
}

/** A citizen id with a valid check digit (isCitizenId), distinct per n. */
function citizenId(n: number): string {
  const body = `33020319900101${String(100 + n).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * weights[i], 0);
  return body + '10X98765432'[sum % 11];
}

test('notices: titles, authors and HTML content from the CMS never run a payload', async ({ page }) => {
  const dialogs = await watchForScripts(page);
  const ids: string[] = [];
  // Newest first: the last batch planted heads the lists.
  for (const batch of noticeBatches) {
    const planted = await page.request.post('/esp/__stand-in/plant', {
      data: {
        target: 'notice',
        title: joined(batch),
        author: batch[0].text,
        content: batch.map((p) => `<p>${p.text}</p>`).join(''),
      },
    });
    ids.push((await dataOf<{ id: string }>(planted)).id);
  }
  await login(page, 'syqy');

  // Home: the newest notices' titles.
  await page.goto('/home');
  await expect(page.getByText('最新通知')).toBeVisible();
  await expectShownAsText(page, XSS_CORPUS, 'the home page');
  await expectNothingRan(page, dialogs, 'the home page');

  // The notice list: every title and author of page one.
  await page.goto('/notice');
  await expectShownAsText(page, XSS_CORPUS, 'the notice list');
  await expectNothingRan(page, dialogs, 'the notice list');

  // Each notice: the title as text, the content sanitised (its harmless text still shown).
  for (const [i, id] of ids.entries()) {
    await page.goto(`/notice/detail?id=${id}`);
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(joined(noticeBatches[i]));
    await expect(page.locator('.notice-content p').first()).toBeAttached();
    await expectNothingRan(page, dialogs, `notice ${i + 1}`);
  }
  // The harmless text of the last notice's markup is still shown (an unknown tag keeps its text).
  await expect(page.locator('.notice-content')).toContainText('自定义');

  // A server message that echoes stored text is toasted as text.
  await injectFault(page, { path: '/a/stone/index/findArticlePage', kind: 'business', message: ALL_TEXT });
  await page.goto('/notice');
  await expect(page.getByText('通知加载失败，请稍后再试')).toBeVisible();
  await expectShownAsText(page, XSS_CORPUS, 'a toasted server message', '.ant-message');
  await expectNothingRan(page, dialogs, 'a toasted server message');
});

test('organisation name, account name, applications and audit opinions never run a payload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const dialogs = await watchForScripts(page);
  const registrations: string[] = [];
  let rejectedPublicId = '';
  for (const [i, batch] of batches.entries()) {
    const planted = await page.request.post('/esp/__stand-in/plant', {
      data: {
        target: 'registration',
        orgname: joined(batch),
        address: batch[1].text,
        legalPerson: batch[2].text,
        contactPerson: batch[0].text,
        // The first one the administrator rejected with an opinion.
        ...(i === 0 && { auditOpinion: ALL_TEXT }),
      },
    });
    const { id, publicId } = await dataOf<{ id: string; publicId: string }>(planted);
    registrations.push(id);
    if (i === 0) rejectedPublicId = publicId;
  }
  const resets: string[] = [];
  for (const batch of batches) {
    const planted = await page.request.post('/esp/__stand-in/plant', {
      data: {
        target: 'passwordReset',
        reason: joined(batch),
        orgname: batch[3].text,
        contactPerson: batch[4].text,
      },
    });
    resets.push((await dataOf<{ id: string }>(planted)).id);
  }

  // The demo user unit's account as carried over: its contact's and its unit's names.
  await dataOf(
    await page.request.post('/esp/__stand-in/plant', {
      data: { target: 'account', loginName: 'syqy', orgname: ALL_TEXT, name: ALL_TEXT },
    }),
  );

  await login(page, 'admin');
  await page.goto('/account/manager');
  await expect(page.getByText('syqy', { exact: true })).toBeVisible();
  await expectShownAsText(page, XSS_CORPUS, 'the account list');
  await expectNothingRan(page, dialogs, 'the account list');

  await page.goto('/account/account-detail?mode=view&id=user-syqy');
  await expectShownAsText(page, XSS_CORPUS, 'the account detail');
  await expectNothingRan(page, dialogs, 'the account detail');

  await page.goto('/account/check');
  await expectShownAsText(page, batches.slice(1).flat(), 'the registration list');
  await expectNothingRan(page, dialogs, 'the registration list');

  await page.goto(`/account/register-detail?id=${registrations[1]}`);
  await expectShownAsText(page, batches[1], 'a registration');
  await expectNothingRan(page, dialogs, 'a registration');

  await page.goto(`/account/register-detail?id=${registrations[0]}`);
  await expectShownAsText(page, XSS_CORPUS, 'a rejected registration and its opinion');
  await expectNothingRan(page, dialogs, 'a rejected registration');

  await page.goto('/account/reset-password-check-list');
  await expectShownAsText(
    page,
    batches.flatMap((b) => [b[3], b[4]]),
    'the password-reset list',
  );
  await expectNothingRan(page, dialogs, 'the password-reset list');

  await page.goto(`/account/reset-password-detail?id=${resets[2]}`);
  await expectShownAsText(page, batches[2], 'a password-reset application');
  await expectNothingRan(page, dialogs, 'a password-reset application');

  // The public flow log of the rejected application.
  await page.goto(`/flowLog-single?id=${rejectedPublicId}`);
  await expectShownAsText(page, XSS_CORPUS, 'the flow log');
  await expectNothingRan(page, dialogs, 'the flow log');

  // The unit's own user: the demo accounts on the login page, its name in the header and on the
  // home page, its own account data.
  await page.context().clearCookies();
  await withDemoAids(page);
  await page.goto('/login');
  await expectShownAsText(page, XSS_CORPUS, 'the demo accounts on the login page');
  await expectNothingRan(page, dialogs, 'the login page');
  await login(page, 'syqy');
  await page.goto('/home');
  await expect(page.locator('.shell-welcome')).toHaveText(`欢迎您，${ALL_TEXT}`);
  await expectShownAsText(page, XSS_CORPUS, 'the header and home page');
  await expectNothingRan(page, dialogs, 'the header and home page');

  // The user's own name and phone (the corpus backwards: not the unit's text), as carried over.
  const ownName = joined([...XSS_CORPUS].reverse());
  await dataOf(
    await page.request.post('/esp/__stand-in/plant', {
      data: { target: 'account', loginName: 'syqy', name: ownName, phone: XSS_CORPUS[0].text },
    }),
  );
  await page.goto('/system/account');
  await expectShownAsText(
    page,
    [{ id: 'own name', family: 'all', text: ownName }, XSS_CORPUS[0]],
    'the account page',
    '#shell-content',
  );
  await expectNothingRan(page, dialogs, 'the account page');

  // The same page after the user saves a breakout that fits the name's limit (30); a phone is a phone
  // number or refused, so a breakout never gets into one.
  const savedByUser = [{ id: 'own name saved', family: 'breakout', text: `"><svg/onload=alert('own')>` }];
  const updateInfo = async (form: Record<string, string>) =>
    page.request.post(`/esp/a/stone/user/updateInfo?${await sessionOf(page)}`, { form });
  const refusedPhone = await (await updateInfo({ name: 'x', phone: `'><b id=xss-phone>` })).json();
  expect(refusedPhone).toMatchObject({ result: 'false', errorMsg: '请输入有效的手机号或者座机号' });
  await dataOf(await updateInfo({ name: savedByUser[0].text }));
  await page.reload();
  await expectShownAsText(page, savedByUser, 'the account page after a save', '#shell-content');
  await expectNothingRan(page, dialogs, 'the account page after a save');
});

test('operators and certificates never run a payload', async ({ page }) => {
  const dialogs = await watchForScripts(page);
  // The name is at most 20 characters: a breakout that fits.
  const nameOf = (i: number) => `"><b id="xss-n${i}">`;
  const certnoOf = (i: number) => `TSXSS${String(i).padStart(4, '0')}`;
  // Operators carried over with the whole corpus in their address, remarks and certificate.
  const operators: string[] = [];
  for (const [i, batch] of operatorBatches.entries()) {
    const planted = await page.request.post('/esp/__stand-in/plant', {
      data: {
        target: 'operator',
        loginName: 'syqy',
        name: nameOf(i),
        address: joined(batch),
        remarks: joined(batch),
        certno: certnoOf(i),
        issueorg: joined(batch),
      },
    });
    operators.push((await dataOf<{ id: string }>(planted)).id);
  }
  // And one the unit saves through the form's API, with as many payloads as its limits take.
  await login(page, 'syqy');
  const saved = operatorBatches.length;
  const savedTexts = { address: fitting(100), remarks: fitting(500) };
  const added = await page.request.post(`/esp/a/stone/operator/add?${await sessionOf(page)}`, {
    data: {
      name: nameOf(saved),
      sex: '1',
      idcard: citizenId(saved),
      mobile: `1381234${String(5000 + saved)}`,
      areacode: '',
      address: joined(savedTexts.address),
      remarks: joined(savedTexts.remarks),
      attrefsysid: '',
      qualifications: [
        {
          certno: certnoOf(saved),
          workitem: 'A',
          issueorg: joined(savedTexts.address),
          issuedate: '2024-01-01',
          validdate: '2028-01-01',
        },
      ],
    },
  });
  operators.push((await dataOf<{ id: string }>(added)).id);
  const shownOn = [...operatorBatches, savedTexts.remarks];
  const names = operators.map((_, i) => nameOf(i));

  await page.goto('/worker/query');
  await expect(page.getByText(`共 ${120 + operators.length} 条`)).toBeVisible();
  await expect(page.getByText(names.at(-1)!, { exact: true })).toBeVisible();
  await expectNothingRan(page, dialogs, 'the operator list');

  await page.goto('/worker/certificate');
  await page.getByRole('textbox', { name: '证书编号' }).fill('TSXSS');
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(page.getByText(`共 ${operators.length} 条`)).toBeVisible();
  await expectShownAsText(page, XSS_CORPUS, 'the certificate list');
  await expectNothingRan(page, dialogs, 'the certificate list');

  for (const [i, id] of operators.entries()) {
    await page.goto(`/worker/detail?mode=view&id=${id}`);
    await expect(page.getByText(names[i], { exact: true }).first()).toBeVisible();
    await expectShownAsText(page, shownOn[i], `operator ${i + 1}`);
    await expectNothingRan(page, dialogs, `operator ${i + 1}`);
  }

  // Edit mode puts the same text into inputs and a textarea.
  await page.goto(`/worker/detail?mode=edit&id=${operators[0]}`);
  await expect(page.getByRole('textbox', { name: '详细地址' })).toHaveValue(joined(operatorBatches[0]));
  await expect(page.getByRole('textbox', { name: '备注' })).toHaveValue(joined(operatorBatches[0]));
  await expectNothingRan(page, dialogs, 'the operator form');
});
